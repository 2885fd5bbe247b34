import { FakeKhelaWallet } from '@khela/server-kit/vendor-testing';
import { SECRET } from './test-house';

/** What each test gets: a fresh fake Khela api on a real port, and fresh storage for the house. */
export interface PerTest<Storage> {
  readonly api: FakeKhelaWallet;
  readonly apiUrl: string;
  readonly storage: Storage;
}

/**
 * Registers jest hooks: before each test a new fake Khela api and `openStorage()`; after it,
 * `stopHouse` first (whatever the test ran over them), then the api and the storage. Read the
 * fields inside hooks and tests: they are new for every test.
 */
export function fakeApiPerTest<Storage extends { cleanup(): Promise<void> }>(openStorage: () => Promise<Storage>, stopHouse: () => Promise<void> = async () => undefined): PerTest<Storage> {
  let current: { api: FakeKhelaWallet; apiUrl: string; storage: Storage } | null = null;

  beforeEach(async () => {
    const api = new FakeKhelaWallet(SECRET, { vendorCode: 'HOUSE' });
    const apiUrl = await api.start();
    current = { api, apiUrl, storage: await openStorage() };
  });

  afterEach(async () => {
    await stopHouse();
    await current?.api.stop();
    await current?.storage.cleanup();
    current = null;
  });

  const now = () => {
    if (!current) throw new Error('fakeApiPerTest: read inside a test or a hook');
    return current;
  };
  return {
    get api() {
      return now().api;
    },
    get apiUrl() {
      return now().apiUrl;
    },
    get storage() {
      return now().storage;
    },
  };
}
