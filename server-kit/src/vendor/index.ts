export { hasControlCharacter, safeBackUrl } from './back-url';
export { gamePageHeaders, newPageNonce, otherLanguagePath } from './game-page';
export {
  type HeardReply,
  isOk,
  SeamlessWalletClient,
  type SeamlessWalletOptions,
  type VendorWallet,
  type WalletAction,
  type WalletAnswer,
  type WalletReply,
} from './seamless-wallet-client';
export { isSignedBy, SIGNATURE_TOLERANCE_MS, signBody, signedHeaders } from './signature';
