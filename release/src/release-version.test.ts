import { ReleaseError } from './release-error';
import { chooseVersion, packageVersion } from './release-version';

describe('the version a remote is published as', () => {
  it('is the package.json version when none is given', () => {
    expect(chooseVersion('mfe-games', '1.4.0')).toBe('1.4.0');
  });

  it('may be given as the package.json version or a prerelease of it', () => {
    expect(chooseVersion('mfe-games', '1.4.0', '1.4.0')).toBe('1.4.0');
    expect(chooseVersion('mfe-games', '1.4.0', '1.4.0-rc.1')).toBe('1.4.0-rc.1');
  });

  it('refuses any other version, saying how to get there', () => {
    for (const other of ['1.5.0', '1.4.1', '1.4.00', '11.4.0', '1.4.0rc1']) {
      expect(() => chooseVersion('mfe-games', '1.4.0', other)).toThrow(ReleaseError);
    }
    expect(() => chooseVersion('mfe-games', '1.4.0', '1.5.0')).toThrow(/package\.json says 1\.4\.0, not 1\.5\.0.*pnpm changeset version/);
  });

  it('refuses names that are not versions, even in package.json', () => {
    expect(() => chooseVersion('mfe-games', '1.4.0', '1.4.0-../../etc')).toThrow(/not a version/);
    expect(() => chooseVersion('mfe-games', 'latest')).toThrow(/not a version/);
  });

  it('reads the version from the remote package itself', () => {
    expect(packageVersion('mfe-games')).toMatch(/^\d+\.\d+\.\d+/);
  });
});
