import { localKeys, readStorage, sessionKeys, writeStorage } from './storage-keys';

/** The brand this build serves; a different brand is a different build or a stored choice. */
export const brandMerchant: string = typeof KHELA_MERCHANT === 'string' ? KHELA_MERCHANT : 'khela';

export function merchantCode(): string {
  return readStorage('session', sessionKeys.merchantCode) ?? readStorage('local', localKeys.merchantCode) ?? brandMerchant;
}

/** Logout resets the merchant to the brand's own (SPEC §4). */
export function resetMerchant(): void {
  writeStorage('session', sessionKeys.merchantCode, brandMerchant);
  writeStorage('local', localKeys.merchantCode, brandMerchant);
}
