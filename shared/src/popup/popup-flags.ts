import { readStorage, writeStorage } from '../session/storage-keys';

/** Once closed, a popup is not shown again in this browser session (SPEC §2). */
export function markPopupClosed(flag: string): void {
  writeStorage('session', flag, '1');
}

export function isPopupClosed(flag: string): boolean {
  return readStorage('session', flag) === '1';
}
