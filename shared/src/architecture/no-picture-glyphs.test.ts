/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No emoji or symbol glyph stands for a picture in the front ends (issue 19): on a phone without an
 * emoji or symbol font they show as boxes. Pictures are SVG: the icon set in @khela/shared
 * (`<Icon>`), the api's artwork, the house's drawings (docs/visual-identity.md). Comments are not
 * scanned; typographic characters (× in "3×", ≥, →) in sentences are not pictures and are not matched.
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Scanned: every front end's sources and catalogues, and the house's server-rendered game pages. */
const ROOTS = ['shell/src', 'mfe-home/src', 'mfe-games/src', 'mfe-member/src', 'mfe-agent/src', 'mfe-lottery/src', 'shared/src', 'house/src/pages', 'house/src/games', 'sportsbook/src'];

/**
 * Emoji (and their variation selector and keycap), dingbats and miscellaneous symbols (★ ☰ ♥ ✓ ✕
 * ⛔ 🔔), geometric shapes (▶ ○ ■), technical symbols (⌛ ⏰), miscellaneous symbols and arrows (⬆ ⭐).
 */
const PICTURE_GLYPH = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{25A0}-\u{25FF}\u{2300}-\u{23FF}]|\u{FE0F}|\u{20E3}/gu;

/** Allowed, with the reason: file (relative to the repository) → the characters it may use. */
const ALLOWED: Record<string, { chars: string; reason: string }> = {
  'house/src/games/teen-patti/teen-patti-texts.ts': { chars: '♠♥♦♣', reason: 'card names in text (A♠): the suits are letters of a card, in every phone font' },
  'house/src/pages/baccarat/baccarat-look.ts': { chars: '♠♥♦♣', reason: 'the suit printed on a drawn card face' },
};

const SCANNED = /\.(tsx?|json|css|html)$/;
const SKIPPED = /(\.test\.tsx?|\.spec\.ts|\/testing\/|\/__fixtures__\/)/;

function filesUnder(dir: string): string[] {
  const absolute = path.join(repoRoot, dir);
  let entries: string[];
  try {
    entries = readdirSync(absolute);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const relative = `${dir}/${entry}`;
    return statSync(path.join(repoRoot, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** The text without comments: block comments and line comments (not `://` in an address). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function pictureGlyphsIn(file: string, source: string): string[] {
  const allowed = ALLOWED[file]?.chars ?? '';
  const text = file.endsWith('.json') ? source : withoutComments(source);
  return [...new Set(text.match(PICTURE_GLYPH) ?? [])].filter((glyph) => !allowed.includes(glyph));
}

describe('no emoji or symbol glyph stands for a picture', () => {
  it('finds them where they are (the scan itself works)', () => {
    expect(pictureGlyphsIn('x.tsx', '<span aria-hidden="true">📢</span>')).toEqual(['📢']);
    expect(pictureGlyphsIn('x.tsx', "const mark = ok ? '✓' : '✗';")).toEqual(['✓', '✗']);
    expect(pictureGlyphsIn('x.json', '{ "menu": "☰ Menu", "play": "▶ Play" }')).toEqual(['☰', '▶']);
    expect(pictureGlyphsIn('x.tsx', '// a comment may say ★\nconst wager = `${n}×`; // 3× is typography')).toEqual([]);
    expect(pictureGlyphsIn('house/src/games/teen-patti/teen-patti-texts.ts', "'A♠ K♥'")).toEqual([]);
  });

  it('in the front ends, their catalogues and the house pages', () => {
    const files = ROOTS.flatMap(filesUnder).filter((file) => SCANNED.test(file) && !SKIPPED.test(file));
    expect(files.length).toBeGreaterThan(300);
    const found = files
      .map((file) => ({ file, glyphs: pictureGlyphsIn(file, readFileSync(path.join(repoRoot, file), 'utf8')) }))
      .filter(({ glyphs }) => glyphs.length > 0)
      .map(({ file, glyphs }) => `${file}: ${glyphs.join(' ')}`);
    expect(found).toEqual([]);
  });
});
