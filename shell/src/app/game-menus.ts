import { calls, defaultLanguage, gameMenusAtom, i18n, isLanguage, queryClient, store, unwrap } from '@khela/shared';

/**
 * Game menus are loaded once at start, through the one query client (the menus change with the
 * operator's catalogue, not within a visit: fresh for the page's life); a failure leaves only home
 * and promotions in the top nav.
 */
export async function loadGameMenus(): Promise<void> {
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const menus = await queryClient
    .fetchQuery({ queryKey: ['game-menus', language], queryFn: () => unwrap(calls.gameMenus()), staleTime: Infinity })
    .catch(() => null);
  if (menus) store.set(gameMenusAtom, menus.menus);
}
