/**
 * `@khela/contracts/chat-limits`: the live chat's limits as plain values (no TypeBox), for front
 * ends: importing them from `@khela/contracts/chat` would carry TypeBox's runtime into the shell.
 */

/** A message's text: at most this many characters (an image has none, or a caption-less upload). */
export const CHAT_TEXT_MAX = 1000;
/** An image: png or jpg (by its first bytes), at most 5 MB. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Messages in one page of history (the push carries the latest page). */
export const CHAT_PAGE = 50;
/** A typing notice shows the sign this long unless renewed. */
export const CHAT_TYPING_MS = 6000;
