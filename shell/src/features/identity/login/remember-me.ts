import Cookies from 'js-cookie';
import { readStorage, writeStorage } from '@khela/shared';

/**
 * Remember me (docs/identity.md, Decisions): a cookie keeps the last username for one day, and
 * local storage keeps the server's device-bound remember token with a random device id. No
 * password is ever kept anywhere.
 */
export const rememberKeys = {
  usernameCookie: 'lastUsername',
  token: 'rememberToken',
  deviceId: 'deviceId',
} as const;

export interface RememberedLogin {
  username: string;
  rememberToken: string;
  deviceId: string;
}

/** The device id the remember token is bound to: made once, random, kept on this device. */
export function deviceId(): string {
  const kept = readStorage('local', rememberKeys.deviceId);
  if (kept) return kept;
  const made = crypto.randomUUID();
  writeStorage('local', rememberKeys.deviceId, made);
  return made;
}

export function lastUsername(): string | null {
  return Cookies.get(rememberKeys.usernameCookie) ?? null;
}

/** A "continue as" the popup can offer: a remembered username with a token for this device. */
export function rememberedLogin(): RememberedLogin | null {
  const username = lastUsername();
  const rememberToken = readStorage('local', rememberKeys.token);
  const device = readStorage('local', rememberKeys.deviceId);
  return username && rememberToken && device ? { username, rememberToken, deviceId: device } : null;
}

/** After a login with the box ticked: the username for a day, and the (rotated) token if the server gave one. */
export function keepRemembered(username: string, rememberToken: string | undefined): void {
  Cookies.set(rememberKeys.usernameCookie, username, { expires: 1, sameSite: 'Lax', path: '/' });
  writeStorage('local', rememberKeys.token, rememberToken ?? null);
}

/** Unticked, or the token was refused: both are forgotten (the device id may stay, it says nothing). */
export function forgetRemembered(): void {
  Cookies.remove(rememberKeys.usernameCookie, { path: '/' });
  writeStorage('local', rememberKeys.token, null);
}
