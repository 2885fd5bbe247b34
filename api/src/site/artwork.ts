import { createHash } from 'node:crypto';
import type { GameType } from '@khela/contracts';
import { CATEGORY_ART, HOUSE_GAME_PICTOGRAMS, PICTOGRAMS, type PictogramName, VENDOR_PICTOGRAMS } from './pictograms';

/**
 * Generated artwork for the spec's image paths (SPEC §7): small deterministic SVGs in Khela's visual
 * identity (docs/visual-identity.md), so the demo catalogue shows no third-party logo and ships no
 * binary files. Every piece is a rounded plate in its category's hue (nudged per code so siblings
 * differ), a white line pictogram from ./pictograms, and a gold label; each carries its own plate,
 * so it reads on the dark and the light theme alike. The font is the device's own sans-serif.
 */

export interface Artwork {
  svg: string;
  etag: string;
}

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle"';
const PURPLE = '#6b3fa0';
const GOLD = '#facc15';
const INK = '#111827';

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A category's colours, the hue nudged by the code (±15°) so two vendors or games of one category differ. */
function palette(code: string, gameType: GameType | null) {
  const base = gameType ? CATEGORY_ART[gameType].hue : hashOf(code) % 360;
  const hue = (base + (hashOf(code) % 31) - 15 + 360) % 360;
  return { main: `hsl(${hue},60%,38%)`, dark: `hsl(${hue},58%,18%)`, light: `hsl(${hue},70%,86%)` };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to `max` Latin letters or digits: initials of the words, or the code itself. */
export function initialsOf(text: string, max = 2): string {
  const words = text.match(/[A-Za-z0-9]+/g) ?? [];
  const initials = words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? '?');
  return initials.slice(0, max).toUpperCase();
}

/** Font size that keeps `label` inside `width`. */
const fits = (label: string, width: number, max: number) => Math.min(max, Math.floor((width / Math.max(label.length, 1)) * 1.6));

/** A bold centred line of text at (x, y). */
const textAt = (x: number, y: number, size: number, fill: string, line: string) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}">${escapeXml(line)}</text>`;

/** A two-stop linear gradient named `id`, from `from` to `to`: diagonal, or left to right. */
const gradient = (id: string, from: string, to: string, diagonal: boolean) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="${diagonal ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

function svg(width: number, height: number, body: string, title: string): Artwork {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
  return { svg: text, etag: `"${createHash('sha1').update(text).digest('hex').slice(0, 20)}"` };
}

/** A pictogram (24×24 grid, 2-unit round strokes) drawn `size` pixels wide with its top left at (x, y). */
export function pictogram(name: PictogramName, x: number, y: number, size: number, stroke: string, extra = ''): string {
  const scale = +(size / 24).toFixed(3);
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="${PICTOGRAMS[name].join('')}" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

const categoryPictogram = (gameType: GameType | null): PictogramName => (gameType ? CATEGORY_ART[gameType].pictogram : 'khela');
const vendorPictogram = (code: string, gameType: GameType | null): PictogramName => VENDOR_PICTOGRAMS[code] ?? categoryPictogram(gameType);

/** GAME_ICON/{vendor}/{icon}.png: the game's drawing (a house game's own, else its category's) over its initials. */
export function gameIcon(vendor: string, icon: string, name: string, gameType: GameType | null = null): Artwork {
  const c = palette(`${vendor}/${icon}`, gameType);
  const label = initialsOf(name);
  const drawing = HOUSE_GAME_PICTOGRAMS[icon] ?? categoryPictogram(gameType);
  return svg(
    200,
    200,
    gradient('g', c.main, c.dark, true) +
      `<rect width="200" height="200" rx="28" fill="url(#g)"/><circle cx="100" cy="84" r="58" fill="${c.light}" opacity=".16"/>` +
      pictogram(drawing, 52, 36, 96, '#fff') +
      `<rect x="60" y="148" width="80" height="34" rx="17" fill="${GOLD}"/>` +
      textAt(100, 172, fits(label, 60, 22), INK, label),
    name,
  );
}

/** VENDOR_ICON_SMALL/{code}-DEFAULT|ACTIVE.png: the vendor's mark on a rounded plate, grey when idle and coloured when active. */
export function vendorIcon(code: string, state: 'DEFAULT' | 'ACTIVE', gameType: GameType | null = null): Artwork {
  const c = palette(code, gameType);
  const [fill, stroke, ink] = state === 'ACTIVE' ? [c.main, c.dark, '#fff'] : ['#f1f3f4', '#9aa0a6', '#4b5563'];
  return svg(
    64,
    64,
    `<rect x="2" y="2" width="60" height="60" rx="16" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
      pictogram(vendorPictogram(code, gameType), 14, 14, 36, ink) +
      (state === 'ACTIVE' ? `<circle cx="50" cy="14" r="4" fill="${GOLD}"/>` : ''),
    code,
  );
}

/** RNG_LIST_VENDOR/{code}-WHITE|COLOR|PURPLE.png: the vendor's mark and word for the vendor lists. */
export function vendorListMark(code: string, variant: 'WHITE' | 'COLOR' | 'PURPLE', gameType: GameType | null = null): Artwork {
  const c = palette(code, gameType);
  const label = code.slice(0, 10);
  const ink = variant === 'PURPLE' ? PURPLE : '#fff';
  const plate =
    variant === 'COLOR'
      ? `<rect x="2" y="2" width="236" height="76" rx="16" fill="${c.main}"/>`
      : `<rect x="3" y="3" width="234" height="74" rx="16" fill="none" stroke="${ink}" stroke-width="3"/>`;
  const size = fits(label, 150, 34);
  return svg(
    240,
    80,
    `${plate}` + pictogram(vendorPictogram(code, gameType), 18, 18, 44, variant === 'COLOR' ? GOLD : ink) + textAt(148, 40 + size * 0.36, size, ink, label),
    code,
  );
}

/** SUBMENU_IMG/STYLE4/{gameType}-{code}.png: the category's banner for a vendor: its mark, its name, the category drawn large. */
export function submenuBanner(gameType: string, code: string): Artwork {
  const type = gameType in CATEGORY_ART ? (gameType as GameType) : null;
  const c = palette(code, type);
  const label = code.slice(0, 10);
  const size = fits(label, 150, 40);
  return svg(
    320,
    180,
    gradient('s', c.dark, c.main, false) +
      `<rect width="320" height="180" rx="18" fill="url(#s)"/><circle cx="262" cy="90" r="70" fill="${c.light}" opacity=".14"/>` +
      pictogram(categoryPictogram(type), 200, 28, 124, c.light, ' opacity=".55"') +
      `<rect x="20" y="20" width="56" height="56" rx="14" fill="${GOLD}"/>` +
      pictogram(vendorPictogram(code, type), 30, 30, 36, INK) +
      textAt(22, 122 + size * 0.2, size, '#fff', label).replace('text-anchor="middle"', 'text-anchor="start"') +
      textAt(22, 156, 18, c.light, gameType).replace('text-anchor="middle"', 'text-anchor="start"'),
    `${gameType} ${code}`,
  );
}

/** TEAM_LOGO/{code}.png: a shield in the team's colour with its short code. */
export function teamLogo(code: string): Artwork {
  const c = palette(code, null);
  const label = code.slice(0, 4);
  const size = fits(label, 56, 24);
  return svg(
    96,
    96,
    `<path d="M48 4L88 18V46C88 70 70 86 48 92C26 86 8 70 8 46V18Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>` +
      `<path d="M8 40L88 24V34L8 50Z" fill="${c.light}" opacity=".55"/>` +
      textAt(48, 62 + size * 0.1, size, '#fff', label),
    code,
  );
}
