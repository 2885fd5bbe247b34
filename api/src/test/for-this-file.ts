/**
 * Something a whole test file shares (an app, a payments world): started before the file's first
 * test, closed after its last. The object is handed out at once, for the file's helpers to close
 * over, and filled in when it has started: `start` must give a plain object (its own fields are
 * copied), which the tests read only inside hooks and tests.
 */
export function forThisFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await start());
  });
  afterAll(() => shared.close());
  return shared;
}
