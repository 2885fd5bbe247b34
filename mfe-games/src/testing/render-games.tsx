import { configAtom, memberInfoAtom, resetFavouritesForTests, store, type Language, type MemberInfo } from '@khela/shared';
import { renderWithProviders, testConfig, type ProvidersOptions } from '@khela/shared/testing';
import type { ReactElement } from 'react';
import { RouteTable, type PageRoutes } from '@/components/RouteTable';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';

/** Renders a games component with the providers and the games catalogue, as a mounted remote has. */
export function renderGames(ui: ReactElement, options: Omit<ProvidersOptions, 'namespace' | 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, namespace: 'games', messages: { bn, en } });
}

export const imageHost = 'https://img.khela.example';
export const member: MemberInfo = { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 };

/**
 * The pages `routes` name (a feature's, or the remote's) at `path`, on the one shared store the favourites live in (as in the site), as
 * a visitor or as `member`. Every call starts from scratch: a fresh query client (no cached lanes, no favourites).
 */
export function renderGamesAt(path: string, routes: PageRoutes, { language = 'en', as = null }: { language?: Language; as?: MemberInfo | null } = {}) {
  resetFavouritesForTests();
  store.set(configAtom, testConfig({ imageCDNs: [imageHost], launchGameCDNs: ['https://games.khela.example'] }));
  store.set(memberInfoAtom, as);
  return renderGames(<RouteTable routes={routes} />, { path, store, language });
}
