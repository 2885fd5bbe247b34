export { ApiError, type ApiResult } from './api/api-error';
/** The error codes a page may branch on (compare with `'code' satisfies ActedOnErrorCode`). */
export type { ActedOnErrorCode } from '@khela/contracts';
export { api, call, download, gatewayHeaders, sessionExpiredCode, translateError, type CallOptions, type DownloadedFile } from './api/client';
export { forgetStartAnswers, takeStartRemotes } from './api/start-answers';
export { FIRST_BANNER_ID, FIRST_FRAME_ID, HOME_GAMES_PAGE_SIZE, HOME_LIST_CATEGORIES } from '@khela/contracts/start-answers';
export { GATEWAY_VERSION, type DeviceOs, type Encryption } from '@khela/contracts/enums';
export { PLATFORM_CODE } from '@khela/contracts/constants';
export type * from './api/agent-report-wire';
export { calls } from './api/calls';
export { accountRecordTypes, mainWallet, walletCalls } from './api/wallet-calls';
export { forgetMerchantWallet, hasMerchantWalletAtom, loadMerchantWallet, merchantWalletQuery, useSingleWallet } from './wallet/merchant-wallet';
export { rewardsBonusCalls, type BonusPage, type BonusQuery, type BonusRecord, type BonusStatus } from './api/rewards-bonus-calls';
export { gameCalls } from './api/game-calls';
export { realityCheckCalls, realityCheckQueryKey, type RealityCheck, type RealityCheckAction } from './api/reality-check-calls';
export { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX, CHAT_TYPING_MS, chatCalls, type ChatMessage, type ChatState } from './api/chat-calls';
export { rewardsCalls, type RewardCenter, type RewardCenterLine, type RewardClaimAnswer, type RewardsSummary } from './api/rewards-calls';
export { applyRewardsSummary, clearRewardsSummary, onRewardsPush, parseRewardsPush } from './rewards/rewards-summary';
export { inboxCalls, type InboxMessage, type InboxOpenAnswer, type InboxPage, type InboxUnread } from './api/inbox-calls';
export { onMessagesPush, parseMessagesPush } from './inbox/inbox-badge';
export { contractCalls } from './api/contract-calls';
export type * from './api/contract-calls';
// The tiers' table and rate text: import from '@khela/shared/contracts' (kept off the first load).
export type * from './api/games-wire';
export {
  favouriteToggleIntervalMs,
  resetFavouritesForTests,
  useFavouriteGames,
  useFavouriteIds,
  useToggleFavourite,
  type ToggleOutcome,
} from './games/favourites';
export { GameCard, startGame } from './ui/game-card/GameCard';
export { forgetVendorLanes, loadVendorLanes, useVendorLanes, vendorLanesQuery } from './games/vendor-lanes';
export { newRequestId } from './api/request-id';
export { memberSocketUrl, openMemberSocket, type MemberSocket, type MemberSocketOptions, type SocketLike } from './realtime/member-socket';
// The sealer itself is the `@khela/shared/sealed` entry (not on the home page's first load).
export type { PayloadPublicKey, SealedBody, SealedEnvelope } from './crypto/sealed-payload';
export { decryptCsPath } from './api/cs-path';
export type * from './api/wire';
export type * from './api/wallet-wire';
export { bus, type KhelaEvents, type KhelaEventName, type Language, type PopupName } from './bus/event-bus';
export { formatDate, formatDateTime, calendarDay, gmtOffsetLabel } from './format/date';
export { formatMoney, formatNumber, hiddenMoney, type MoneyFormat } from './format/money';
export { asciiDigits } from './format/digits';
export { dateTimeFormat, numberFormat } from './format/intl-formatters';
export { addLazyNamespace, addNamespace, changeLanguage, loadLanguage, defaultLanguage, i18n, isLanguage, settleLanguageForBrand, supportedLanguages } from './i18n/i18n';
export { useLanguage } from './i18n/use-language';
export { history, navigate } from './navigation/history';
export { LoadingOverlay, loading } from './popup/loading';
export { ModalHost, modal, type ModalButton, type ModalIcon, type ModalOptions } from './popup/modal';
export { closePopup, openPopup } from './popup/open-popup';
export { Popup, type PopupProps } from './popup/Popup';
export { isPopupClosed, markPopupClosed } from './popup/popup-flags';
// The sanitizer itself (dompurify) is fetched on first use: see popup/safe-html.tsx.
export { loadHtmlSanitizer, SafeHtml, useSanitizedHtml, type SafeHtmlProps } from './popup/safe-html';
export { createRemoteApp, type RemoteAppOptions, type RemoteProps } from './remote/create-remote-app';
export { createTransitionRoot } from './remote/transition-root';
export { brandMerchant, merchantCode, resetMerchant } from './session/merchant';
export { adoptStoredToken, clearSession, currentToken, storeMemberInfo, storeToken, takeLoginCodeFromUrl } from './session/session';
export { localKeys, readStorage, sessionKeys, writeStorage } from './session/storage-keys';
export * from './store/public-atoms';
export * from './store/session-atoms';
export { store } from './store/store';
// Server data: one TanStack Query client for every root. Remotes import these names from here, so
// the one copy inside the @khela/shared singleton serves them all.
export { createQueryClient, queryClient, unwrap } from './query/query-client';
export { queryView, type QueryState, type QueryView } from './query/query-view';
export { keepPreviousData, QueryClientProvider, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
export { AreaFailure, AreaPending } from './ui/AreaFailure';
export { chunkFailureOf, type ChunkFailure } from './ui/chunk-failure';
export { ErrorBoundary, type ErrorBoundaryProps } from './ui/ErrorBoundary';
export { useDialogBehaviour } from './popup/use-dialog-behaviour';
export { cdnImageUrl, DEFAULT_IMAGE_HOSTS, DEFAULT_LAUNCH_HOSTS, launchHostUrl, pickHost } from './format/cdn-image';
export { useAnnouncements } from './store/use-announcements';
// Report tables and date ranges: import from '@khela/shared/reports' (kept off the first load).
export { EmptyState } from './ui/page-kit/EmptyState';
// Loading shapes and the progress bar of long waits (docs/loading-states.md): a few hundred bytes of CSS.
export { Bone, Skeleton, type SkeletonProps, type SkeletonShape } from './ui/skeleton/Skeleton';
export { DelayedProgress, progressDelayMs, useDelayedFlag, type DelayedProgressProps } from './ui/skeleton/DelayedProgress';
export { Icon, type IconProps } from './ui/icons/Icon';
export { CATEGORY_ICONS, ICON_PATHS, type IconName } from './ui/icons/icon-paths';
export { FallbackImage } from './ui/page-kit/FallbackImage';
export { isHomePagePath, releaseFirstBanner, releaseFirstDrawings, releaseFirstFrame, releaseFirstFrameOffPath } from './ui/page-kit/first-drawings';
export { useLazyImage, type LazyImage } from './ui/page-kit/use-lazy-image';
export * from './navigation/router';
export * from './navigation/site-routes';
export { applyTheme, themeAtom, type Theme } from './store/theme';
export { ThemeSwitch } from './ui/ThemeSwitch';
export { secondsUntilResend, useCountdown } from './ui/use-countdown';
// The registration rules engine runs only in the identity popups: import it from
// '@khela/shared/rules', so its bytes are fetched with them, not on every first load.
export type { RegisterMode, RegistrationForm, RegistrationOptions, RuleViolation } from './rules';
// Today in the merchant's time zone, for the centers' reports (reads the config atom: main entry).
export { useToday } from './ui/page-kit/use-today';
export { announcementsQuery, type AnnouncementAudience } from './store/use-announcements';
export { useNearViewport } from './ui/use-near-viewport';
// The missions page's calls and wire (rewards part 4).
export { rewardsMissionsCalls } from './api/rewards-missions-calls';
export type * from './api/rewards-missions-calls';
