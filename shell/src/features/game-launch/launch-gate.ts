import { isTrialAtom, openPopup, store } from '@khela/shared';
import { loggedInAtom } from '@/lib/session/logged-in';
import { askForRealAccount } from '@/lib/session/trial-gate';

/**
 * Who may start this game (SPEC §4, §6). A visitor is asked to log in (the launch call needs a
 * session, a free trial's too). A trial account gets the "real account needed" dialog, except
 * for a free-trial launch: fun money is what a trial account is for. Members go on.
 */
export function mayStartGame({ freeTrial }: { freeTrial: boolean }): boolean {
  if (!store.get(loggedInAtom)) {
    openPopup('login');
    return false;
  }
  if (!freeTrial && store.get(isTrialAtom)) {
    askForRealAccount();
    return false;
  }
  return true;
}
