import { store } from '../store/store';
import { firstTimeLoginAtom, memberInfoAtom, tokenAtom, userInfoAtom, type MemberInfo } from '../store/session-atoms';
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
  store.set(balanceAtom, null);
}

/**
 * At start a token may arrive in the URL query (a hand-off from another domain or an app):
 * it is taken into session storage and removed from the address bar.
 */
export function adoptTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) {
    storeToken(fromQuery);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromQuery;
  }
  const stored = readStorage('session', sessionKeys.token);
  if (stored) store.set(tokenAtom, stored);
  return stored;
}
