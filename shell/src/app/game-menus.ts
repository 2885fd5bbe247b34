import { calls, gameMenusAtom, store } from '@khela/shared';

/** Game menus are loaded once at start; a failure leaves only home and promotions in the top nav. */
export async function loadGameMenus(): Promise<void> {
  const result = await calls.gameMenus();
  if (result.ok) store.set(gameMenusAtom, result.value.menus);
}
