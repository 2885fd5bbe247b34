import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { bus, type Language } from '../bus/event-bus';
import { addNamespace, i18n } from '../i18n/i18n';
import { HistoryRouter, routerHistory } from '../navigation/router';
import { queryClient } from '../query/query-client';
import { store } from '../store/store';
import { AreaFailure } from '../ui/AreaFailure';
import { chunkFailureOf } from '../ui/chunk-failure';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ReleaseLabel } from '../ui/ReleaseLabel';
import styles from '../ui/ui.module.css';
import { transitionRoots } from './transition-root';

export interface RemoteProps {
  /** The part of the URL this remote owns, e.g. "/member". */
  basePath?: string;
  /**
   * A history of its own instead of the page's (SPEC §2's member and agent center popups): the
   * remote draws its pages at that history's address, over a page showing another one.
   */
  history?: typeof routerHistory;
}

export interface RemoteAppOptions<P extends RemoteProps> {
  /** The remote's name, also its i18n namespace. */
  name: string;
  /** The version this remote was built as (its KHELA_RELEASE), shown small at the end of its area. */
  release: string;
  messages: Record<Language, Record<string, unknown>>;
  Root: ComponentType<P>;
}

/**
 * The single-spa lifecycles a remote exposes as `./app`. A parcel is its own React root, so the
 * one store, the one query client, the one i18n instance and the one history come from @khela/shared here, and an error
 * boundary keeps a rendering failure inside this remote's area.
 */
export function createRemoteApp<P extends RemoteProps>({ name, release, messages, Root }: RemoteAppOptions<P>) {
  addNamespace(name, messages);
  function RemoteRoot(props: P) {
    return (
      <StrictMode>
        <StoreProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n} defaultNS={name}>
              <HistoryRouter history={props.history ?? routerHistory}>
                <ErrorBoundary
                  onError={(error) => bus.emit('remote:failed', { remote: name, phase: 'render', message: error.message })}
                  fallback={(error, reset) => <AreaFailure area={name} failure={chunkFailureOf(error)} onRetry={reset} />}
                >
                  {/* At least a screen tall: the release line below starts past the fold, so content arriving above it moves nothing on screen (CLS). */}
                  <div className={styles.remoteBody}>
                    <Root {...props} />
                  </div>
                </ErrorBoundary>
                <ReleaseLabel name={name} release={release} />
              </HistoryRouter>
            </I18nextProvider>
          </QueryClientProvider>
        </StoreProvider>
      </StrictMode>
    );
  }
  return singleSpaReact({
    React,
    // Each remote's renders are sliced (transition-root.ts).
    ReactDOMClient: transitionRoots,
    rootComponent: RemoteRoot as unknown as Parameters<typeof singleSpaReact>[0]['rootComponent'],
    errorBoundary: () => <AreaFailure area={name} onRetry={() => window.location.reload()} />,
  });
}
