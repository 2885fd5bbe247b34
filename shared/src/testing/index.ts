export { renderWithProviders, type ProvidersOptions } from './render-with-providers';
export { createTestQueryClient } from './test-query-client';
export { FakeApi, type Reply, type Responder, type SeenRequest } from './fake-api';
export { testConfig } from './fixtures';
export { catalogueKeys } from './catalogue-keys';
export { FakeSocket } from './fake-socket';
