import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a remote's build writes beside its remoteEntry.js (shared/build/expose-chunks-plugin.ts). */
const EXPOSE_CHUNKS_FILE = 'expose-chunks.json';
const SCRIPT_FILE = /^[\w.-]+\.js$/;
const REMOTE_ENTRY = /^\/remotes\/[\w.-]+\/[\w.-]+\/remoteEntry\.js$/;

/**
 * The scripts of one remote that a page shows at once (the home remote on the home page): its
 * remoteEntry.js in service (remotes.json) and the files its `./app` loads. index.html names them
 * in preload hints, so they arrive while the shell's own script still loads instead of one after
 * another once the shell has run (issue 19). remotes.json is read again when the release tool
 * swaps it; a version's folder never changes. Any part missing or odd: no hints (the page works
 * without them).
 */
export class RemotePreload {
  private stamp = '';
  private scripts: string[] = [];

  constructor(
    private readonly siteDir: string,
    private readonly remote: string,
  ) {}

  paths(): string[] {
    try {
      const manifest = path.join(this.siteDir, 'remotes.json');
      const stats = statSync(manifest);
      const stamp = `${stats.mtimeMs}:${stats.size}`;
      if (stamp !== this.stamp) {
        this.stamp = stamp;
        this.scripts = [];
        // A remote published before its build named its scripts has no list: no hints, kept till the next swap.
        this.scripts = this.read(manifest);
      }
      return this.scripts;
    } catch {
      return [];
    }
  }

  private read(manifest: string): string[] {
    const entry = remoteEntry(manifest, this.remote);
    if (!entry) return [];
    const folder = path.posix.dirname(entry);
    const chunks = JSON.parse(readFileSync(path.join(this.siteDir, folder, EXPOSE_CHUNKS_FILE), 'utf8')) as { './app'?: unknown };
    const files = Array.isArray(chunks['./app']) ? chunks['./app'].filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file)) : [];
    return [entry, ...files.map((file) => `${folder}/${file}`)];
  }
}

/** A remote's remoteEntry.js in service as remotes.json names it (`/remotes/<name>/<version>/remoteEntry.js`), or null. */
function remoteEntry(manifest: string, remote: string): string | null {
  const remotes = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { entry?: unknown } | undefined>;
  const entry = remotes[remote]?.entry;
  return typeof entry === 'string' && REMOTE_ENTRY.test(entry) ? entry : null;
}

/** The folder of a remote's release in service (`/remotes/<name>/<version>`), or null when remotes.json is missing or names none. */
export function remoteFolder(siteDir: string, remote: string): string | null {
  try {
    const entry = remoteEntry(path.join(siteDir, 'remotes.json'), remote);
    return entry ? path.posix.dirname(entry) : null;
  } catch {
    return null;
  }
}
