import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { registry } from './release-registry';
import { ReleaseError } from './release-error';
import { chooseVersion, packageVersion } from './release-version';
import { layout, remotePackages, repoRoot, siteDir, type RemotePackage } from './site-layout';

function build(pkg: string, release?: string): void {
  const result = spawnSync('pnpm', ['--filter', pkg, 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...(release ? { KHELA_RELEASE: release } : {}) },
  });
  if (result.status !== 0) throw new ReleaseError(`build of ${pkg} failed`);
}

/**
 * Publishes one remote: builds only that remote as its package.json version (or a prerelease of
 * it, see chooseVersion), copies it into its own immutable folder, then points remotes.json at it.
 * The shell and the other remotes are untouched.
 */
export function publish(remote: RemotePackage, requested?: string): string {
  const version = chooseVersion(remote, packageVersion(remote), requested);
  const folder = layout.remoteFolder(remote, version);
  if (existsSync(folder)) throw new ReleaseError(`${remote} ${version} is already published; versions are immutable: record a changeset and run "pnpm changeset version" for a new one`);
  build(remote, version);
  const staging = `${folder}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(layout.packageDist(remote), staging, { recursive: true });
  renameSync(staging, folder);
  registry.recordPublished(remote, version);
  registry.switchTo(remote, version, 'publish');
  return version;
}

/** Rolls one remote back to a given published version, or to the one in service before the current. */
export function rollback(remote: RemotePackage, version?: string): string {
  const current = registry.manifest()[remote]?.version ?? null;
  const target = version ?? previousVersion(remote, current);
  if (!target) throw new ReleaseError(`${remote} has no earlier version to roll back to`);
  if (!existsSync(layout.remoteFolder(remote, target))) throw new ReleaseError(`${remote} ${target} was never published`);
  if (target === current) throw new ReleaseError(`${remote} ${target} is already in service`);
  registry.switchTo(remote, target, 'rollback');
  return target;
}

/** The version that was in service just before the current one took over. */
function previousVersion(remote: RemotePackage, current: string | null): string | null {
  const switches = registry.history().switches.filter((entry) => entry.remote === remote);
  for (let index = switches.length - 1; index >= 0; index -= 1) {
    const entry = switches[index]!;
    if (entry.to === current && entry.from && entry.from !== current) return entry.from;
  }
  return null;
}

export interface VersionListing {
  version: string;
  publishedAt: string;
  inService: boolean;
}

export function listVersions(remote: RemotePackage): VersionListing[] {
  const current = registry.manifest()[remote]?.version;
  return (registry.history().published[remote] ?? []).map((entry) => ({ ...entry, inService: entry.version === current }));
}

/**
 * Builds the shell and places it at the site root. Old hashed assets stay, so a page that is
 * still open keeps loading its chunks; index.html is swapped last.
 */
export function publishShell(): void {
  build('shell');
  const dist = layout.packageDist('shell');
  cpSync(path.join(dist, 'assets'), path.join(siteDir(), 'assets'), { recursive: true });
  const index = path.join(siteDir(), 'index.html');
  cpSync(path.join(dist, 'index.html'), `${index}.tmp`);
  renameSync(`${index}.tmp`, index);
}

export function isShellBuilt(): boolean {
  return existsSync(path.join(siteDir(), 'index.html'));
}

/** For start-up: builds only what the site lacks (the shell, remotes never published). */
export function ensureSite(): void {
  if (!isShellBuilt()) publishShell();
  const manifest = registry.manifest();
  for (const remote of remotePackages) {
    if (manifest[remote]) continue;
    const version = packageVersion(remote);
    if (existsSync(layout.remoteFolder(remote, version))) registry.switchTo(remote, version, 'publish');
    else publish(remote, version);
  }
}

/** A whole site from source: the shell and every remote at its package version. */
export function rebuildSite(): void {
  rmSync(siteDir(), { recursive: true, force: true });
  ensureSite();
}
