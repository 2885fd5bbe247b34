import { bus, i18n, isTrialAtom, loading, navigate, store } from '@khela/shared';
import { loggedInAtom } from '@/lib/session/logged-in';
import { askForRealAccount } from '@/lib/session/trial-gate';
import type { GameStart } from './game-start';
import { showLaunchProblem } from './launch-dialogs';
import { mayStartGame } from './launch-gate';
import { pageForGame } from './page-for-game';

let launching = false;

/** The element the player started the game from (a tile), to get the focus back later. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * SPEC §4's "starting a game": an RNG vendor's tile opens its list (anyone may look); lottery
 * vendors open their page (its route guard asks a visitor to log in; a trial account is told it
 * needs a real account first, as for any game); everything else passes the login and trial gate
 * and is launched. The launch code is fetched on the first start, off the first load.
 */
export async function handleGameStart(start: GameStart): Promise<void> {
  const freeTrial = start.trial === true;
  const page = pageForGame(start);
  if (page?.kind === 'vendorList') {
    navigate(page.path);
    return;
  }
  if (page?.kind === 'lottery') {
    if (store.get(loggedInAtom) && store.get(isTrialAtom) && !freeTrial) askForRealAccount();
    else navigate(page.path);
    return;
  }
  if (!mayStartGame({ freeTrial })) return;
  // A double tap, or a second tile while the first is on its way, launches once.
  if (launching) return;
  launching = true;
  const returnFocus = focusedElement();
  try {
    const { launchGame } = await loading.during(import(/* webpackChunkName: "game-launch" */ './launch-game'), i18n.t('shell:games.launch.opening'));
    await launchGame(start, returnFocus);
  } catch {
    showLaunchProblem(i18n.t('shell:games.launch.failed'));
  } finally {
    launching = false;
  }
}

/** Takes every `game:start` of the page; answers the unsubscribe. */
export function listenForGameStarts(): () => void {
  const onStart = (start: GameStart) => void handleGameStart(start);
  bus.on('game:start', onStart);
  return () => bus.off('game:start', onStart);
}
