import path from 'node:path';
import { StampedFile } from './stamped-file';

const REMOTE_ENTRY = /^\/remotes\/[\w.-]+\/[\w.-]+\/remoteEntry\.js$/;

/**
 * The site's remotes.json (which release of each remote is in service), read once per swap and shared
 * by everything that answers from it: the start-up answers, the home's preload hints and its first frame.
 */
export type SiteManifest = StampedFile<unknown>;

export const siteManifest = (siteDir: string): SiteManifest => new StampedFile(path.join(siteDir, 'remotes.json'), (text) => JSON.parse(text) as unknown);

/** A remote's remoteEntry.js in service as remotes.json names it (`/remotes/<name>/<version>/remoteEntry.js`), or null. */
export function remoteEntry(manifest: unknown, remote: string): string | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const named = (manifest as Record<string, { entry?: unknown } | undefined>)[remote];
  const entry = typeof named === 'object' && named !== null ? named.entry : undefined;
  return typeof entry === 'string' && REMOTE_ENTRY.test(entry) ? entry : null;
}

/** The folder of a remote's release in service (`/remotes/<name>/<version>`), or null when remotes.json is missing or names none. */
export function remoteFolder(manifest: unknown, remote: string): string | null {
  const entry = remoteEntry(manifest, remote);
  return entry ? path.posix.dirname(entry) : null;
}
