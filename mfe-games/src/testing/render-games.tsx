import { configAtom, memberInfoAtom, resetFavouritesForTests, store, type Language, type MemberInfo } from '@khela/shared';
import { renderWithProviders, testConfig, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import { resetVendorLanesForTests } from '../centers/vendor-lanes';
import bn from '../locales/bn.json';
import en from '../locales/en.json';
import { GamesRoutes } from '../routes';

/** Renders a games component with the providers and the games catalogue, as a mounted remote has. */
export function renderGames(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'games', messages: { bn, en } });
}

export const imageHost = 'https://img.khela.example';
export const member: MemberInfo = { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 };

/**
 * The games remote at `path`, on the one shared store the favourites live in (as in the site), as
 * a visitor or as `member`. Every call starts from scratch: no cached lanes, no favourites.
 */
export function renderGamesAt(path: string, { language = 'en', as = null }: { language?: Language; as?: MemberInfo | null } = {}) {
  resetVendorLanesForTests();
  resetFavouritesForTests();
  store.set(configAtom, testConfig({ imageCDNs: [imageHost], launchGameCDNs: ['https://games.khela.example'] }));
  store.set(memberInfoAtom, as);
  return renderGames(<GamesRoutes />, { path, store, language });
}
