export { renderWithProviders, type ProvidersOptions } from './render-with-providers';
export { createTestQueryClient } from './test-query-client';
export { testConfig } from './fixtures';
export { catalogueKeys } from './catalogue-keys';
export { FakeSocket } from './fake-socket';
export { FakeApi, never, type Reply, type Responder, type SeenRequest } from './fake-api';
export { busEventsDuring } from './bus-events';
export { firstFrameOf, serveStartAnswers, serveStartPayload, startAnswersPayload, type InlinedAnswer } from './start-answers-page';
