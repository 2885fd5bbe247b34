/** Browser storage keys of SPEC §3. Kept in one place so every remote reads the same names. */
export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  toWhichItem: 'toWhichItem',
  userPopupClosed: 'USER_POPUP',
  anonymousPopupClosed: 'ANONYMOUS_POPUP',
  merchantCode: 'merchantCode',
  /** A wallet transfer still being confirmed (JSON of the request), so its status can be checked after a reload. */
  walletTransferPending: 'walletTransferPending',
  /** SPEC §3 startGameUrl: the launch address the /seamless page frames (written by the site's own launch only). */
  startGameUrl: 'startGameUrl',
} as const;

export const localKeys = {
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
  /** '1' while the reader keeps the header balance hidden (asterisks); remembered on this device. */
  balanceHidden: 'balanceHidden',
} as const;

/** Storage can throw (private mode, quota, disabled cookies): reading never breaks a page. */
export function readStorage(storage: 'session' | 'local', key: string): string | null {
  try {
    return (storage === 'session' ? window.sessionStorage : window.localStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: 'session' | 'local', key: string, value: string | null): void {
  try {
    const target = storage === 'session' ? window.sessionStorage : window.localStorage;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    /* storage unavailable: the in-memory atoms still hold the state for this page */
  }
}
