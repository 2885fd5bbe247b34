import { i18n, isTrialAtom, modal, openPopup, store } from '@khela/shared';
import { endSession } from './end-session';
import { loggedInAtom } from './logged-in';
import { rememberItem } from './to-which-item';

/**
 * SPEC §4/§8: a trial account may not start games or open the member or agent center; it gets a
 * dialog asking for a real account, whose upgrade button ends the trial and opens registration.
 */
export function askForRealAccount(): void {
  modal.open({
    icon: 'warning',
    title: i18n.t('shell:trial.title'),
    text: i18n.t('shell:trial.body'),
    buttons: [
      { label: i18n.t('common:actions.cancel') },
      {
        label: i18n.t('shell:trial.upgrade'),
        primary: true,
        onClick: async () => {
          await endSession();
          openPopup('register');
        },
      },
    ],
  });
}

/**
 * Whether this reader may go on to a members-only place; if not, they are told how to get in. A
 * visitor asking for a page (`to`) is taken there after logging in (SPEC §3 toWhichItem).
 */
export function mayEnterMemberArea(to?: string): boolean {
  if (!store.get(loggedInAtom)) {
    if (to) rememberItem(to);
    openPopup('login');
    return false;
  }
  if (store.get(isTrialAtom)) {
    askForRealAccount();
    return false;
  }
  return true;
}
