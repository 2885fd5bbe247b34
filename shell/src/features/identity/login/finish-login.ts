import { bus, closePopup, firstTimeLoginAtom, i18n, isChangePawAtom, isTrialAtom, modal, navigate, openPopup, store, storeToken, userInfoAtom, type ApiResult, type MemberInfo, type PopupName } from '@khela/shared';
import { endSession } from '@/lib/session/end-session';
import { sitePaths } from '@/lib/site-paths';
import { takeItem } from '@/lib/session/to-which-item';
import type { LoginAnswer } from '../identity-calls';
import { fetchMemberInfo, isAgentType, keepMemberInfo } from '../session/session-restore';

export interface FinishLoginOptions {
  /** The popup the answer came through; it closes. */
  popup: PopupName;
  /** Opened from the agent landing page: agents only, then on to the back-office. */
  agentPortal?: boolean;
  /** The password just typed, so a forced change does not ask for it again. Kept in memory only. */
  oldPassword?: string;
  /** Where to go once logged in (change password and reset by phone go home, SPEC §4). */
  goTo?: string;
}

export type LoginOutcome = 'loggedIn' | 'mustChangePassword' | 'notAgent';

/** The change-password popup forced by a login (SPEC §4): it cannot be dismissed without changing. */
export interface ForcedChangeProps {
  forced: true;
  oldPassword?: string;
  agentPortal?: boolean;
}

/**
 * What every successful login does (SPEC §4): the token is stored; a default or expired password
 * opens the forced change-password popup; otherwise the popup closes, member info loads, the
 * after-login flag is set (first login brings the F popups) and every root hears of it. From the
 * agent page a non-agent is told so and signed out again; an agent goes on to /agentHome; a visitor
 * who asked for a members-only page goes on to it (SPEC §3 toWhichItem).
 */
export async function finishLogin(answer: LoginAnswer, options: FinishLoginOptions): Promise<LoginOutcome> {
  // Taken before the popup closes (closing it without a login forgets the item).
  const item = options.popup === 'login' ? takeItem() : null;
  storeToken(answer.token);
  if (answer.mustChangePassword) {
    store.set(isChangePawAtom, true);
    closePopup(options.popup);
    const props: ForcedChangeProps = { forced: true, oldPassword: options.oldPassword, agentPortal: options.agentPortal };
    openPopup('changePassword', props as unknown as Record<string, unknown>);
    return 'mustChangePassword';
  }
  store.set(isChangePawAtom, false);
  closePopup(options.popup);
  // loginV2 names the member already; every other answer (register, reset, free play) asks.
  const info: ApiResult<MemberInfo> = answer.member ? { ok: true, value: answer.member } : await fetchMemberInfo();
  if (options.agentPortal && !(info.ok && isAgentType(info.value.type))) {
    await endSession();
    modal.open({ icon: 'warning', text: i18n.t('identity:login.notAgent'), buttons: [{ label: i18n.t('common:actions.confirm'), primary: true }] });
    return 'notAgent';
  }
  const firstTimeLogin = answer.firstTimeLogin === true;
  store.set(userInfoAtom, { userName: answer.userName ?? (info.ok ? info.value.account : ''), firstTimeLogin, passwordExpired: answer.passwordExpired === true });
  store.set(firstTimeLoginAtom, firstTimeLogin);
  if (info.ok) keepMemberInfo(info.value);
  bus.emit('session:login', { token: answer.token });
  // A trial account may not enter the member center (SPEC §4): it stays where it is.
  const asked = item && !store.get(isTrialAtom) ? item : undefined;
  const goTo = options.agentPortal ? sitePaths.agentCenter : (options.goTo ?? asked);
  if (goTo) navigate(goTo);
  return 'loggedIn';
}
