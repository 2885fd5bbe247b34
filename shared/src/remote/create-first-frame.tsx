import { FIRST_FRAME_TEST_ID, startAnswerKey, VISITOR_ANNOUNCEMENTS_QUERY, type FirstFrameModule, type StartAnswersPayload } from '@khela/contracts/start-answers';
import type { GameMenusValue } from '@khela/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from 'history';
import { createStore, Provider as StoreProvider } from 'jotai';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { withStartAnswers } from '../api/start-answers';
import type { Announcements, SystemConfig } from '../api/wire';
import type { Language } from '../bus/event-bus';
import { addNamespace, i18n } from '../i18n/i18n';
import { HistoryRouter, type routerHistory } from '../navigation/router';
import { createQueryClient } from '../query/query-client';
import { announcementsAtom, gameMenusAtom } from '../store/public-atoms';
import { configAtom } from '../store/session-atoms';
import styles from '../ui/ui.module.css';

export interface FirstFrameOptions {
  /** The remote's name, also its i18n namespace (as createRemoteApp has it). */
  name: string;
  messages: Record<Language, Record<string, unknown>>;
  /** The remote's root, drawn at the path `pathFor` gives. */
  Root: ComponentType;
  /** Where the remote's root is drawn for the page the browser asked for (the home draws `/` for each of its paths), or null: no frame there. */
  pathFor: (pathname: string) => string | null;
}

function answerValue<T>(payload: StartAnswersPayload, path: string, language: string, query: Record<string, string> = {}): T | null {
  const answer = payload.answers[startAnswerKey(path, query)];
  return answer && answer.language === language ? (answer.value as T) : null;
}

/**
 * A remote's first frame (docs/adr/0020): its first screen as static markup, drawn by the api into
 * index.html from the start-up answers the page carries, so a phone paints it before any script
 * has run. The same components as the remote's browser build, given what the shell's start gives
 * them (the brand's config, game menus and banners in the store, the inlined answers to the call layer), in
 * the one language the shared strings are bundled in (a reader of another language gets no frame).
 * Nothing is interactive: the frame is a picture the remote's own render replaces.
 */
export function createFirstFrame({ name, messages, Root, pathFor }: FirstFrameOptions): FirstFrameModule {
  addNamespace(name, messages);
  return {
    renderFirstFrame(payload, language, pathname) {
      const path = pathFor(pathname);
      if (language !== i18n.language || path === null) return null;
      const config = answerValue<SystemConfig>(payload, '/wps/system/config', language);
      const menus = answerValue<GameMenusValue>(payload, '/lgw/games/game_menus', language);
      if (!config || !menus || payload.merchant !== config.merchant.code) return null;
      const store = createStore();
      store.set(configAtom, config);
      store.set(gameMenusAtom, menus.menus);
      // The home's banners; without them the banner draws its pending state, as the live page would.
      const announcements = answerValue<Announcements>(payload, '/wps/announcements', language, VISITOR_ANNOUNCEMENTS_QUERY);
      if (announcements) store.set(announcementsAtom, announcements);
      const history = createMemoryHistory({ initialEntries: [path] }) as unknown as typeof routerHistory;
      const markup = withStartAnswers(payload, () =>
        renderToStaticMarkup(
          <StoreProvider store={store}>
            <QueryClientProvider client={createQueryClient()}>
              <I18nextProvider i18n={i18n} defaultNS={name}>
                <HistoryRouter history={history}>
                  <div className={styles.remoteBody}>
                    <Root />
                  </div>
                </HistoryRouter>
              </I18nextProvider>
            </QueryClientProvider>
          </StoreProvider>,
          // Its own ids: none equals one the live page's React roots give out while the frame is still there.
          { identifierPrefix: 'frame-' },
        ),
      );
      return markup.replace(/ data-testid="/g, ` ${FIRST_FRAME_TEST_ID}="`);
    },
  };
}
