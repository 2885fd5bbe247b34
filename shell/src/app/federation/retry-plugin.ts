import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const attempts = 2;
const baseDelayMs = 600;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * First layer of failure containment: a remoteEntry that fails to load (a dropped mobile
 * connection) is fetched again, with a growing pause, before the fallback takes over.
 */
type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const retryEntry = async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0]) => {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await wait(baseDelayMs * attempt);
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      /* try again, then give up to the fallback */
    }
  }
  return undefined;
};

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // The hook's declared type nests a promise the runtime awaits anyway; the value is the same.
  return { name: 'khela-retry', loadEntryError: retryEntry as unknown as LoadEntryError };
}
