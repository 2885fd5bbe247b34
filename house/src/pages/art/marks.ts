/**
 * The house pages' check and cross marks as inline SVG in the text's colour (never ✓ ✗ ✔ ✘ glyphs,
 * which some phones lack). Decorative: the sentence beside them says what they mean.
 */
const mark = (d: string) =>
  `<svg class="mark" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></svg>`;

export const CHECK_MARK = mark('M5 12.5l4.5 4.5L19 7');
export const CROSS_MARK = mark('M6 6l12 12M18 6L6 18');
