/**
 * The business constants of SPEC §9 that both sides of the wire rely on. Plain values, no
 * TypeBox: the front end may import them at runtime through '@khela/contracts/constants'.
 */

/** Supported languages; Bengali is the default, English the fallback of a missing translation. */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';
export const FALLBACK_LANGUAGE: Language = 'en';

/** The brand a call names when it sends no Merchant header. */
export const DEFAULT_MERCHANT_CODE = 'khela';

/** Client hints: platform code 'W' (web), client type 3, registration method and menu device 'WEB'. */
export const PLATFORM_CODE = 'W';
export const CLIENT_TYPE = 3;
export const REGISTER_METHOD = 'WEB';
export const MENU_DEVICE = 'WEB';

/** Game lists: 12 per page on HOME, 24 elsewhere; the winners board shows 100; favourites ask 999. */
export const HOME_GAME_PAGE_SIZE = 12;
export const GAME_PAGE_SIZE = 24;
export const WINNERS_LIMIT = 100;
export const FAVOURITES_PAGE_SIZE = 999;

/** A non-receipt report: png or jpg proofs, 5 MB each, at most 3; a remark of 140 characters. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOFS = 3;
export const MAX_REMARK_LENGTH = 140;

/** The age a player confirms at registration unless the brand sets another. */
export const DEFAULT_AGE_LIMIT = 18;

/** Another SMS code after 60 s times the answer's expiredMinutes (1 when it has none). */
export const RESEND_SECONDS_PER_MINUTE = 60;

/** SPEC §9: a code chunk that has not arrived after 120 s counts as failed (webpack's chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** SPEC §4: a lazy image loads when a tenth of it is on screen, and is tried once more when it fails. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
export const LAZY_IMAGE_RETRIES = 1;
