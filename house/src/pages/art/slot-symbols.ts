import type { SymbolId } from '../../games/slot/slot-rules';

/**
 * "Royal Fruits" symbols as small inline SVGs (docs/visual-identity.md): drawn shapes, never emoji,
 * which show as boxes on phones without an emoji font. One 48×48 grid, flat fills with a darker
 * outline, readable on the reels' dark cells. The symbol's name is the cell's accessible label, so
 * the drawing itself is hidden from assistive technology.
 */
const OUTLINE = 'stroke="#1a1030" stroke-width="2" stroke-linejoin="round"';

const DRAWINGS: Record<SymbolId, string> = {
  WILD: `<path d="M24 4l5.9 12 13.1 1.9-9.5 9.3 2.3 13.1L24 34.1l-11.8 6.2 2.3-13.1L5 17.9 18.1 16z" fill="#fbbf24" ${OUTLINE}/><path d="M17 21l2.5 9 4.5-7 4.5 7 2.5-9" fill="none" stroke="#7c2d12" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  SEVEN: `<path d="M11 8h27v6L25 41h-9l12-25H11z" fill="#ef4444" ${OUTLINE}/>`,
  BAR: `<rect x="4" y="15" width="40" height="18" rx="4" fill="#f8fafc" ${OUTLINE}/><path d="M9 20.5h30M9 27.5h30" stroke="#1a1030" stroke-width="2.4" stroke-linecap="round"/>`,
  BELL: `<path d="M24 7a3 3 0 0 1 3 3v1.4c5.6 1.4 9 6 9 12.6v7l4 5H8l4-5v-7c0-6.6 3.4-11.2 9-12.6V10a3 3 0 0 1 3-3z" fill="#facc15" ${OUTLINE}/><circle cx="24" cy="40" r="4" fill="#b45309" ${OUTLINE}/>`,
  MELON: `<path d="M4 18h40a20 20 0 0 1-40 0z" fill="#16a34a" ${OUTLINE}/><path d="M8.5 18h31a15.5 15.5 0 0 1-31 0z" fill="#f43f5e"/><path d="M18 23v2.5M24 25v2.5M30 23v2.5M21 29v2M27 29v2" stroke="#1a1030" stroke-width="2.2" stroke-linecap="round"/>`,
  GRAPE: `<path d="M24 10c0-3 2-5 5-6" fill="none" stroke="#15803d" stroke-width="2.5" stroke-linecap="round"/><g fill="#8b5cf6" ${OUTLINE}><circle cx="17" cy="16" r="5.5"/><circle cx="28" cy="16" r="5.5"/><circle cx="22.5" cy="25" r="5.5"/><circle cx="33" cy="25" r="5"/><circle cx="12.5" cy="25" r="5"/><circle cx="17.5" cy="34" r="5.5"/><circle cx="28" cy="34" r="5.5"/><circle cx="23" cy="42" r="4.5"/></g>`,
  LEMON: `<path d="M6 24c0-9 8-15 18-15s18 6 18 15-8 15-18 15S6 33 6 24z" fill="#fde047" ${OUTLINE}/><path d="M6 24l-3-1.5M42 24l3-1.5" stroke="#1a1030" stroke-width="2.2" stroke-linecap="round"/><path d="M15 19c3-3 8-4 12-3.4" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" opacity=".8"/>`,
  CHERRY: `<path d="M16 32c2-10 6-18 14-24M33 31c-1-9-1-17-3-23" fill="none" stroke="#15803d" stroke-width="2.6" stroke-linecap="round"/><path d="M30 8c5-2 10 0 12 4-5 1-9 0-12-4z" fill="#22c55e" ${OUTLINE}/><circle cx="15" cy="35" r="8" fill="#dc2626" ${OUTLINE}/><circle cx="33" cy="35" r="8" fill="#dc2626" ${OUTLINE}/><circle cx="12.5" cy="32.5" r="2" fill="#fff" opacity=".7"/><circle cx="30.5" cy="32.5" r="2" fill="#fff" opacity=".7"/>`,
};

/** The symbol as an inline SVG sized by the surrounding font (1.6em on the reels). */
export function slotSymbolSvg(symbol: SymbolId): string {
  return `<svg class="sym" viewBox="0 0 48 48" width="1.6em" height="1.6em" aria-hidden="true" focusable="false">${DRAWINGS[symbol]}</svg>`;
}
