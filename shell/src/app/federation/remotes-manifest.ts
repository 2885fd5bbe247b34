import { registerRemotes } from '@module-federation/enhanced/runtime';
import { SITE_REMOTES as remotes, takeStartRemotes, type RemoteKey } from '@khela/shared';

/** remotes.json: each remote's version in service and the URL of its remoteEntry.js. */
export interface RemotesManifest {
  [packageName: string]: { version: string; entry: string };
}

let manifest: RemotesManifest = {};

/**
 * Read once at start, never cached by the browser (served no-cache), so a rollback shows on reload:
 * from index.html when the api wrote it there with the page (the same file, read as it served the page), else fetched.
 */
export async function loadRemotesManifest(): Promise<void> {
  const inlined = takeStartRemotes() as RemotesManifest | null;
  if (inlined) manifest = inlined;
  else {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      manifest = response.ok ? ((await response.json()) as RemotesManifest) : {};
    } catch {
      manifest = {};
    }
  }
  registerRemotes(
    Object.values(remotes)
      .filter((remote) => manifest[remote.packageName])
      .map((remote) => ({ name: remote.federationName, entry: manifest[remote.packageName]!.entry })),
  );
}

export function remoteVersion(key: RemoteKey): string | null {
  return manifest[remotes[key].packageName]?.version ?? null;
}

/** The address of a remote's remoteEntry.js in service (shown when it cannot be loaded, SPEC §8). */
export function remoteEntryAddress(key: RemoteKey): string | null {
  return manifest[remotes[key].packageName]?.entry ?? null;
}

/** Forgets a failed remote so the next load fetches its entry again (the retry button). */
export function resetRemote(key: RemoteKey): void {
  const entry = manifest[remotes[key].packageName];
  if (entry) registerRemotes([{ name: remotes[key].federationName, entry: entry.entry }], { force: true });
}
