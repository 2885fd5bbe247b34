import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteEntry, type SiteManifest } from './site-manifest';

/** What a remote's build writes beside its remoteEntry.js (shared/build/expose-chunks-plugin.ts). */
const EXPOSE_CHUNKS_FILE = 'expose-chunks.json';
const SCRIPT_FILE = /^[\w.-]+\.js$/;

/**
 * The scripts of one remote that a page shows at once (the home remote on the home page): its
 * remoteEntry.js in service (remotes.json) and the files its `./app` loads. index.html names them
 * in preload hints, so they arrive while the shell's own script still loads instead of one after
 * another once the shell has run (issue 19). Worked out again when the release tool swaps
 * remotes.json; a version's folder never changes. Any part missing or odd: no hints (the page works
 * without them).
 */
export class RemotePreload {
  private seen: unknown = undefined;
  private scripts: string[] = [];

  constructor(
    private readonly manifest: SiteManifest,
    private readonly siteDir: string,
    private readonly remote: string,
  ) {}

  paths(): string[] {
    const manifest = this.manifest.value();
    if (manifest !== this.seen) {
      this.seen = manifest;
      try {
        this.scripts = this.read(manifest);
      } catch {
        // A remote published before its build named its scripts has no list: no hints, kept till the next swap.
        this.scripts = [];
      }
    }
    return this.scripts;
  }

  private read(manifest: unknown): string[] {
    const entry = remoteEntry(manifest, this.remote);
    if (!entry) return [];
    const folder = path.posix.dirname(entry);
    const chunks = JSON.parse(readFileSync(path.join(this.siteDir, folder, EXPOSE_CHUNKS_FILE), 'utf8')) as { './app'?: unknown };
    const files = Array.isArray(chunks['./app']) ? chunks['./app'].filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file)) : [];
    return [entry, ...files.map((file) => `${folder}/${file}`)];
  }
}
