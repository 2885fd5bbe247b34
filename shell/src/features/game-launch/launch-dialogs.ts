import { i18n, modal, navigate } from '@khela/shared';
import { memberPaths } from '@/lib/site-paths';

/** A launch that cannot go on: the reason in the reader's language (an ApiError's message). */
export function showLaunchProblem(message: string): void {
  modal.open({
    icon: 'error',
    title: i18n.t('shell:games.launch.failedTitle'),
    text: message,
    buttons: [{ label: i18n.t('common:actions.close'), primary: true }],
  });
}

export type WalletChoice = 'open' | 'wallet' | 'cancel';

/**
 * The money could not follow the player into this game (another game's wallet still holds money,
 * or the vendor has not confirmed the move yet). The player decides: My wallet, to bring the money
 * back first, or the game as it is (this vendor's wallet may hold money of its own from before).
 * Escape or the cover: neither.
 */
export function askAboutGameWallet(problem: 'previousGame' | 'unconfirmed'): Promise<WalletChoice> {
  return new Promise((resolve) => {
    let chosen: WalletChoice = 'cancel';
    modal.open({
      icon: 'warning',
      title: i18n.t(`shell:games.wallet.${problem}.title`),
      text: i18n.t(`shell:games.wallet.${problem}.body`),
      buttons: [
        { label: i18n.t('shell:games.wallet.openAnyway'), onClick: () => void (chosen = 'open') },
        { label: i18n.t('shell:games.wallet.myWallet'), primary: true, onClick: () => void (chosen = 'wallet') },
      ],
      onClose: () => {
        if (chosen === 'wallet') navigate(memberPaths.myWallet);
        resolve(chosen);
      },
    });
  });
}
