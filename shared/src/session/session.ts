import { store } from '../store/store';
import { firstTimeLoginAtom, isChangePawAtom, memberInfoAtom, tokenAtom, userInfoAtom, type MemberInfo } from '../store/session-atoms';
import { balanceAtom } from '../store/public-atoms';
import { resetMerchant } from './merchant';
import { readStorage, sessionKeys, writeStorage } from './storage-keys';

export function currentToken(): string | null {
  return store.get(tokenAtom) ?? readStorage('session', sessionKeys.token);
}

export function storeToken(token: string): void {
  writeStorage('session', sessionKeys.token, token);
  store.set(tokenAtom, token);
}

/** Member info makes the page logged in; it is mirrored in session storage as SPEC §3 names it. */
export function storeMemberInfo(info: MemberInfo, isAgent: boolean): void {
  store.set(memberInfoAtom, info);
  writeStorage('session', sessionKeys.nickname, info.nickname);
  writeStorage('session', sessionKeys.account, info.account);
  writeStorage('session', sessionKeys.username, info.account);
  writeStorage('session', sessionKeys.customerId, info.id);
  writeStorage('session', sessionKeys.isAgent, String(isAgent));
}

/** Logout and an expired session: session storage cleared, brand merchant back, atoms reset. */
export function clearSession(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
  resetMerchant();
  store.set(tokenAtom, null);
  store.set(memberInfoAtom, null);
  store.set(userInfoAtom, null);
  store.set(firstTimeLoginAtom, false);
  store.set(isChangePawAtom, false);
  store.set(balanceAtom, null);
}

/**
 * At start the session is the token kept in session storage. A session token is never taken from
 * the address (a link with `?token=` would log any visitor into that account, and addresses end up
 * in logs and histories): one found there is only removed. A hand-off (a social login coming back,
 * another site of the brand) brings a one-time `?loginCode=` instead, which the shell trades for a
 * session with a POST (takeLoginCodeFromUrl).
 */
export function adoptStoredToken(): string | null {
  dropFromAddress(['token']);
  const stored = readStorage('session', sessionKeys.token);
  if (stored) store.set(tokenAtom, stored);
  return stored;
}

/** The one-time login code of a hand-off, taken out of the address (it is good once, for 60 s). */
export function takeLoginCodeFromUrl(): string | null {
  const code = new URL(window.location.href).searchParams.get('loginCode');
  dropFromAddress(['loginCode']);
  return code;
}

function dropFromAddress(names: string[]): void {
  const url = new URL(window.location.href);
  if (!names.some((name) => url.searchParams.has(name))) return;
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
