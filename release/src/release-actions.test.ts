import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listVersions, publish, rollback } from './release-actions';
import { ReleaseError } from './release-error';
import { registry } from './release-registry';
import { packageVersion } from './release-version';
import { layout } from './site-layout';

/** Stands in for `publish` after its build: the version's folder exists and it was put in service. */
function published(remote: 'mfe-games' | 'mfe-home', version: string): void {
  mkdirSync(layout.remoteFolder(remote, version), { recursive: true });
  registry.recordPublished(remote, version);
  registry.switchTo(remote, version, 'publish');
}

describe('releases of one remote', () => {
  let site: string;

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'khela-releases-'));
    process.env.SITE_DIR = site;
  });

  afterEach(() => {
    delete process.env.SITE_DIR;
    rmSync(site, { recursive: true, force: true });
  });

  it('rolls back to the version in service before the current one, touching no other remote', () => {
    published('mfe-home', '1.0.0');
    published('mfe-games', '1.0.0');
    published('mfe-games', '1.1.0');
    published('mfe-games', '1.2.0');
    const homeBefore = registry.manifest()['mfe-home'];
    expect(rollback('mfe-games')).toBe('1.1.0');
    expect(registry.manifest()['mfe-games']).toEqual({ version: '1.1.0', entry: '/remotes/mfe-games/1.1.0/remoteEntry.js' });
    expect(registry.manifest()['mfe-home']).toEqual(homeBefore);
    expect(listVersions('mfe-games').filter((v) => v.inService).map((v) => v.version)).toEqual(['1.1.0']);
  });

  it('rolls back to a given published version, and refuses an unknown one or the current one', () => {
    published('mfe-games', '1.0.0');
    published('mfe-games', '2.0.0');
    expect(rollback('mfe-games', '1.0.0')).toBe('1.0.0');
    expect(() => rollback('mfe-games', '9.9.9')).toThrow(ReleaseError);
    expect(() => rollback('mfe-games', '1.0.0')).toThrow(/already in service/);
  });

  it('has nothing to roll back to at the first version', () => {
    published('mfe-games', '1.0.0');
    expect(() => rollback('mfe-games')).toThrow(/no earlier version/);
  });

  it('never overwrites a published version and rejects names that are not versions', () => {
    const declared = packageVersion('mfe-games');
    published('mfe-games', declared);
    expect(() => publish('mfe-games')).toThrow(/immutable/);
    expect(() => publish('mfe-games', declared)).toThrow(/immutable/);
    expect(() => publish('mfe-games', '../../etc')).toThrow(/not a version/);
  });

  it('refuses a version package.json does not name before building or writing anything', () => {
    const [major, minor, patch] = packageVersion('mfe-games').split(/[.-]/).map(Number) as [number, number, number];
    expect(() => publish('mfe-games', `${major}.${minor}.${patch + 1}`)).toThrow(/package\.json says/);
    expect(readdirSync(site)).toEqual([]);
  });

  it('writes remotes.json whole', () => {
    published('mfe-games', '1.0.0');
    expect(JSON.parse(readFileSync(layout.manifest(), 'utf8'))).toEqual({ 'mfe-games': { version: '1.0.0', entry: '/remotes/mfe-games/1.0.0/remoteEntry.js' } });
  });
});
