import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { layout, type RemotePackage } from './site-layout';

/** remotes.json: the version of each remote in service, read by the shell at start. */
export type RemotesManifest = Partial<Record<RemotePackage, { version: string; entry: string }>>;

/** releases.json: every published version of each remote, oldest first, and every switch made. */
export interface ReleaseHistory {
  published: Partial<Record<RemotePackage, Array<{ version: string; publishedAt: string }>>>;
  switches: Array<{ remote: RemotePackage; from: string | null; to: string; action: 'publish' | 'rollback'; at: string }>;
}

function readJson<T>(file: string, empty: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : empty;
}

/** Write to a temporary file and rename: a reader sees the old file or the new one, never half. */
function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

export const registry = {
  manifest: (): RemotesManifest => readJson<RemotesManifest>(layout.manifest(), {}),
  history: (): ReleaseHistory => readJson<ReleaseHistory>(layout.history(), { published: {}, switches: [] }),

  /** Points one remote at a version; every other entry is written back unchanged. */
  switchTo(remote: RemotePackage, version: string, action: 'publish' | 'rollback'): void {
    const manifest = registry.manifest();
    const from = manifest[remote]?.version ?? null;
    manifest[remote] = { version, entry: layout.remoteEntryUrl(remote, version) };
    writeJsonAtomically(layout.manifest(), manifest);
    const history = registry.history();
    history.switches.push({ remote, from, to: version, action, at: new Date().toISOString() });
    writeJsonAtomically(layout.history(), history);
  },

  recordPublished(remote: RemotePackage, version: string): void {
    const history = registry.history();
    const list = history.published[remote] ?? [];
    if (!list.some((entry) => entry.version === version)) list.push({ version, publishedAt: new Date().toISOString() });
    history.published[remote] = list;
    writeJsonAtomically(layout.history(), history);
  },
};
