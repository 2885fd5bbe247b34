export { hasControlCharacter, safeBackUrl } from './back-url';
export { gamePageHeaders, otherLanguagePath } from './game-page';
export {
  GAME_PAGE_WORDS,
  type GamePageLanguage,
  type GamePageWords,
  LAUNCH_FAILURE_STATUS,
  type LaunchFailure,
  ROUND_OUTCOME_STATUS,
  type RoundOutcomeKind,
} from './game-page-words';
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
