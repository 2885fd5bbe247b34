import { createHash } from 'node:crypto';

/**
 * Generated artwork for the spec's image paths (SPEC §7): small deterministic SVGs, so the demo
 * catalogue shows no third-party logo and ships no binary files. The colour comes from a hash of
 * the code, the label is Latin initials or the short code, the font is the device's own sans-serif.
 */

export interface Artwork {
  svg: string;
  etag: string;
}

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle"';
const PURPLE = '#6b3fa0';

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The code's colours: a saturated main one (white text reads on it), a dark and a light shade. */
function palette(code: string) {
  const hue = hashOf(code) % 360;
  return { main: `hsl(${hue},62%,36%)`, dark: `hsl(${hue},58%,20%)`, light: `hsl(${hue},70%,86%)` };
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

/** One of three simple ornaments, picked by the code. */
function ornament(code: string, cx: number, cy: number, r: number, fill: string): string {
  switch (hashOf(`${code}#shape`) % 3) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
    case 1:
      return `<path d="M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z" fill="${fill}"/>`;
    default:
      return `<rect x="${cx - r * 0.8}" y="${cy - r * 0.8}" width="${r * 1.6}" height="${r * 1.6}" rx="${r * 0.3}" fill="${fill}" transform="rotate(15 ${cx} ${cy})"/>`;
  }
}

/** GAME_ICON/{vendor}/{icon}.png: a square tile with the game's initials. */
export function gameIcon(vendor: string, icon: string, name: string): Artwork {
  const c = palette(`${vendor}/${icon}`);
  const label = initialsOf(name);
  const id = 'g';
  return svg(
    200,
    200,
    gradient(id, c.main, c.dark, true) +
      `<rect width="200" height="200" rx="28" fill="url(#${id})"/>${ornament(icon, 100, 92, 62, c.light)}` +
      textAt(100, 112, fits(label, 110, 56), c.dark, label) +
      textAt(100, 182, 16, '#fff', vendor.slice(0, 10)),
    name,
  );
}

/** VENDOR_ICON_SMALL/{code}-DEFAULT|ACTIVE.png: a round badge, grey when idle and coloured when active. */
export function vendorIcon(code: string, state: 'DEFAULT' | 'ACTIVE'): Artwork {
  const c = palette(code);
  const label = code.slice(0, 6);
  const [fill, stroke, ink] = state === 'ACTIVE' ? [c.main, c.dark, '#fff'] : ['#f1f3f4', '#9aa0a6', '#5f6368'];
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="29" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
      textAt(32, 32 + fits(label, 44, 20) * 0.36, fits(label, 44, 20), ink, label),
    code,
  );
}

/** RNG_LIST_VENDOR/{code}-WHITE|COLOR|PURPLE.png: the vendor's word mark for the vendor lists. */
export function vendorListMark(code: string, variant: 'WHITE' | 'COLOR' | 'PURPLE'): Artwork {
  const c = palette(code);
  const label = code.slice(0, 10);
  const ink = variant === 'WHITE' ? '#fff' : variant === 'PURPLE' ? PURPLE : '#fff';
  const plate =
    variant === 'COLOR'
      ? `<rect x="2" y="2" width="236" height="76" rx="16" fill="${c.main}"/>`
      : `<rect x="3" y="3" width="234" height="74" rx="16" fill="none" stroke="${ink}" stroke-width="3"/>`;
  const size = fits(label, 150, 34);
  return svg(
    240,
    80,
    `${plate}${ornament(code, 40, 40, 20, variant === 'COLOR' ? c.light : ink)}` +
      textAt(140, 40 + size * 0.36, size, ink, label),
    code,
  );
}

/** SUBMENU_IMG/STYLE4/{gameType}-{code}.png: a banner of the vendor in a category menu. */
export function submenuBanner(gameType: string, code: string): Artwork {
  const c = palette(code);
  const label = code.slice(0, 10);
  const size = fits(label, 170, 44);
  return svg(
    320,
    180,
    gradient('s', c.dark, c.main, false) +
      `<rect width="320" height="180" rx="18" fill="url(#s)"/>${ornament(code, 292, 90, 46, c.light)}` +
      textAt(120, 96 + size * 0.2, size, '#fff', label) +
      textAt(120, 148, 18, c.light, gameType),
    `${gameType} ${code}`,
  );
}

/** TEAM_LOGO/{code}.png: a shield in the team's colour with its short code. */
export function teamLogo(code: string): Artwork {
  const c = palette(code);
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
