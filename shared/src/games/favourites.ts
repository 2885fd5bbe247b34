import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { gameCalls } from '../api/game-calls';
import type { Game } from '../api/games-wire';
import { bus } from '../bus/event-bus';
import { openPopup } from '../popup/open-popup';
import { modal } from '../popup/modal';
import { store as siteStore } from '../store/store';
import { isLoginAtom } from '../store/session-atoms';

/** SPEC §9: one favourite toggle per 1000 ms (the api refuses faster ones too). */
export const favouriteToggleIntervalMs = 1000;

/** The member's favourite games, newest first; null until loaded (or when logged out). */
export const favouriteGamesAtom = atom<Game[] | null>(null);
export const favouriteIdsAtom = atom((get) => new Set((get(favouriteGamesAtom) ?? []).map((game) => game.nodeId)));

/** The page's one store; components pass the store of their Provider (tests give each render its own). */
type Store = typeof siteStore;

let loading: Promise<void> | null = null;
let lastToggleAt = Number.NEGATIVE_INFINITY;

/** Loads (or reloads) the list once per session; every root shares it through the one store. */
export function loadFavourites(force = false, store: Store = siteStore): Promise<void> {
  if (!store.get(isLoginAtom)) return Promise.resolve();
  if (loading && !force) return loading;
  if (store.get(favouriteGamesAtom) !== null && !force) return Promise.resolve();
  loading = gameCalls.favourites().then((result) => {
    if (result.ok && store.get(isLoginAtom)) store.set(favouriteGamesAtom, result.value.content);
    loading = null;
  });
  return loading;
}

export type ToggleOutcome = 'added' | 'removed' | 'login' | 'tooFast' | 'failed';

/**
 * Adds or removes a favourite: a visitor gets the login popup; a second toggle within 1000 ms is
 * ignored; the heart changes at once and goes back, with the api's reason shown, if the call fails.
 */
export async function toggleFavourite(game: Game, store: Store = siteStore, now: () => number = Date.now): Promise<ToggleOutcome> {
  if (!store.get(isLoginAtom)) {
    openPopup('login');
    return 'login';
  }
  const at = now();
  if (at - lastToggleAt < favouriteToggleIntervalMs) return 'tooFast';
  lastToggleAt = at;
  await loadFavourites(false, store);
  const before = store.get(favouriteGamesAtom) ?? [];
  const adding = !before.some((g) => g.nodeId === game.nodeId);
  store.set(favouriteGamesAtom, adding ? [game, ...before] : before.filter((g) => g.nodeId !== game.nodeId));
  const result = adding ? await gameCalls.addFavourite(game) : await gameCalls.removeFavourite(game.nodeId);
  if (result.ok) return adding ? 'added' : 'removed';
  store.set(favouriteGamesAtom, before);
  if (result.error.code !== 'login.not.session') modal.open({ icon: 'warning', text: result.error.message });
  return 'failed';
}

/** The favourite ids, loaded on first use after login. */
export function useFavouriteIds(): ReadonlySet<number> {
  const store = useStore();
  const isLogin = useAtomValue(isLoginAtom);
  const ids = useAtomValue(favouriteIdsAtom);
  useEffect(() => {
    if (isLogin) void loadFavourites(false, store);
  }, [isLogin, store]);
  return ids;
}

/** Tests start from a clean slate. */
export function resetFavouritesForTests(store: Store = siteStore): void {
  lastToggleAt = Number.NEGATIVE_INFINITY;
  loading = null;
  store.set(favouriteGamesAtom, null);
}

// A new session starts with its own list.
bus.on('session:logout', () => siteStore.set(favouriteGamesAtom, null));
bus.on('session:login', () => siteStore.set(favouriteGamesAtom, null));
