import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HistoryRouter, routerHistory } from '../navigation/router';
import type { Language } from '../bus/event-bus';
import { addNamespace, i18n } from '../i18n/i18n';
import { history } from '../navigation/history';
import { createTestQueryClient } from './test-query-client';

type Store = ReturnType<typeof createStore>;

export interface ProvidersOptions {
  /** The URL to be at before rendering (the shared history, as in the site). */
  path?: string;
  language?: Language;
  /** The remote's namespace and catalogue, added as createRemoteApp adds them at mount. */
  namespace?: string;
  messages?: Record<Language, Record<string, unknown>>;
  /** A store prepared by the test; a fresh one otherwise so tests never share state. */
  store?: Store;
  /** The query client the roots share; a fresh one (no retries) otherwise, so no answer leaks between tests. */
  queryClient?: QueryClient;
}

/**
 * What createRemoteApp gives a remote at mount (store, query client, i18n, the shared history router), for a
 * component under test: remotes render their Root with this instead of mounting a parcel.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): RenderResult & { store: Store; queryClient: QueryClient } {
  const store = options.store ?? createStore();
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (options.namespace && options.messages) addNamespace(options.namespace, options.messages);
  void i18n.changeLanguage(options.language ?? 'bn');
  if (options.path) act(() => history.push(options.path!));
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n} defaultNS={options.namespace}>
          <HistoryRouter history={routerHistory}>{ui}</HistoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, store, queryClient };
}
