import { isLoginAtom, tokenAtom } from '@khela/shared';
import { atom } from 'jotai';

/**
 * The header and menus treat a page with a token as logged in even before member info has
 * arrived, so a reload does not flash the visitor buttons.
 */
export const loggedInAtom = atom((get) => get(isLoginAtom) || get(tokenAtom) !== null);

/** The invite-friends and reward entries show when the referral promo is on or for visitors (SPEC §2). */
export function showsReferralEntries(referralOn: boolean, loggedIn: boolean): boolean {
  return referralOn || !loggedIn;
}
