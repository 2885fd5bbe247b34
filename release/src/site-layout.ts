import path from 'node:path';

/**
 * Where the composed site lives and how it is laid out. The api serves this folder as it finds it
 * (api/src/site/static.ts): the folder is the only thing the two share, so neither imports the other.
 */
export const repoRoot = path.resolve(__dirname, '..', '..');

export function siteDir(): string {
  return path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, 'site'));
}

export const remotePackages = ['mfe-home', 'mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery'] as const;
export type RemotePackage = (typeof remotePackages)[number];

export function isRemotePackage(name: string): name is RemotePackage {
  return (remotePackages as readonly string[]).includes(name);
}

export const layout = {
  manifest: () => path.join(siteDir(), 'remotes.json'),
  history: () => path.join(siteDir(), 'releases.json'),
  remoteFolder: (pkg: RemotePackage, version: string) => path.join(siteDir(), 'remotes', pkg, version),
  remoteEntryUrl: (pkg: RemotePackage, version: string) => `/remotes/${pkg}/${version}/remoteEntry.js`,
  packageDist: (pkg: string) => path.join(repoRoot, pkg, 'dist'),
};

/** A version names a folder: semver-like, no path tricks. */
export function isValidVersion(version: string): boolean {
  return /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?$/.test(version);
}
