import { gameCalls, i18n, loading, type LaunchValue } from '@khela/shared';
import { askAboutGameWallet, showLaunchProblem } from './launch-dialogs';
import { opensInWindow } from './launch-device';
import { findLaunchTarget } from './launch-target';
import { moveMainBalanceTo, type WalletMove } from './game-wallet-transfer';
import type { GameStart } from './game-start';
import { openGame } from './open-game';

/** SPEC §9's platform code, sent with every launch. */
const platformCode = 'W';

type Prepared =
  | { kind: 'ready'; launch: LaunchValue; title?: string; walletMove: WalletMove }
  | { kind: 'stopped'; message: string };

/** Everything the overlay waits for: the game to open, its launch address, the money moved. */
async function prepare(start: GameStart, windowed: boolean): Promise<Prepared> {
  const lookup = await findLaunchTarget(start);
  if (lookup.kind === 'failed') return { kind: 'stopped', message: lookup.error.message };
  if (lookup.kind === 'none') return { kind: 'stopped', message: i18n.t('shell:games.launch.noGame') };
  const answer = await gameCalls.launch({
    ...lookup.target,
    language: i18n.language === 'en' ? 'en' : 'bn',
    device: windowed ? 'desktop' : 'mobile',
    platform: platformCode,
    freeTrial: start.trial === true,
    // Where the vendor's own "exit" button brings the player back to.
    backUrl: window.location.href,
    ...(start.eventId && { eventId: start.eventId }),
  });
  if (!answer.ok) return { kind: 'stopped', message: answer.error.message };
  // Fun money needs no wallet; a seamless vendor plays with the main wallet itself.
  const needsMove = answer.value.wallet.mode === 'transfer' && !answer.value.freeTrial;
  const walletMove: WalletMove = needsMove ? await moveMainBalanceTo(answer.value.wallet.code) : { kind: 'ready' };
  if (walletMove.kind === 'failed') return { kind: 'stopped', message: walletMove.message };
  return { kind: 'ready', launch: answer.value, title: lookup.gameName, walletMove };
}

/**
 * Launches a game the gate let through (docs/games.md "Launching (front end)"): finds the game (a
 * vendor card's lobby), asks the api for its address, fills a transfer-mode vendor's wallet, and
 * opens it in a window on a computer or full screen on a phone. Every failure ends in a dialog.
 */
export async function launchGame(start: GameStart, returnFocus: HTMLElement | null): Promise<void> {
  const windowed = opensInWindow();
  const prepared = await loading.during(prepare(start, windowed), i18n.t('shell:games.launch.opening'));
  if (prepared.kind === 'stopped') {
    showLaunchProblem(prepared.message);
    return;
  }
  const { walletMove } = prepared;
  if (walletMove.kind === 'previousGame' || walletMove.kind === 'unconfirmed') {
    if ((await askAboutGameWallet(walletMove.kind)) !== 'open') return;
  }
  openGame({ url: prepared.launch.url, title: prepared.title, fullScreen: !windowed, returnFocus });
}
