import { calls, defaultLanguage, gameMenusAtom, gameMenusLoadedAtom, i18n, isLanguage, queryClient, store, unwrap } from '@khela/shared';

/**
 * Game menus are loaded once at start, through the one query client (the menus change with the
 * operator's catalogue, not within a visit: fresh for the page's life); a failure leaves only home
 * and promotions in the top nav (the menus count as loaded all the same: the home's menu
 * placeholder gives way to its empty state).
 */
export async function loadGameMenus(): Promise<void> {
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const menus = await queryClient
    .fetchQuery({ queryKey: ['game-menus', language], queryFn: () => unwrap(calls.gameMenus()), staleTime: Infinity })
    .catch(() => null);
  if (menus) store.set(gameMenusAtom, menus.menus);
  else if (!store.get(gameMenusLoadedAtom)) store.set(gameMenusAtom, []);
}
