import { queryView } from './query-view';

describe('queryView', () => {
  const failure = new Error('The list could not load');

  it('shows an answer it has, even when a later refresh failed', () => {
    expect(queryView({ data: [1], error: failure, isFetching: false })).toEqual({ status: 'ready', value: [1] });
  });

  it('shows a failure until the reader retries, then the loading state again', () => {
    expect(queryView({ data: undefined, error: failure, isFetching: false })).toEqual({ status: 'failed', message: 'The list could not load' });
    expect(queryView({ data: undefined, error: failure, isFetching: true })).toEqual({ status: 'loading' });
    expect(queryView({ data: undefined, error: null, isFetching: false })).toEqual({ status: 'loading' });
  });
});
