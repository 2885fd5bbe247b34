import type { GameType } from '@khela/contracts';
import { pictogram } from './artwork';
import { FAVICON_SVG, faviconIco } from './favicon';
import { CATEGORY_ART, type PictogramName } from './pictograms';

/**
 * The shipped pictures of the demo brands (api/media): the Khela logo, the home and popup banners,
 * a picture per demo promotion. Drawn here from the pictograms, written to api/media by
 * `pnpm --filter @khela/api run draw-media`, and checked against the files by media-drawings.test.ts.
 * No words in a picture: the page puts the title beside it (or in its alt), in the reader's language.
 */

const GOLD = '#facc15';
const INK = '#111827';

/** A pictogram placed on a banner: which, where (top left), how wide, in what colour. */
type Piece = [PictogramName, number, number, number, string?];

interface BannerDrawing {
  /** The plate's hue (a category's, for a category's banner). */
  hue: number;
  pieces: Piece[];
}

const stars = '<g fill="#facc15"><circle cx="80" cy="60" r="5"/><circle cx="150" cy="230" r="4"/><circle cx="360" cy="40" r="3"/><circle cx="300" cy="260" r="5"/><circle cx="700" cy="40" r="4"/></g>';

/** A 750×300 banner: the hue's night-to-dusk plate, a soft glow, gold specks and the pieces in white and gold. */
export function bannerSvg({ hue, pieces }: BannerDrawing): string {
  // Shifted left a little: the pieces sit around the middle, the glow behind the main one.
  const drawn = pieces.map(([name, x, y, size, colour]) => pictogram(name, x - 60, y, size, colour ?? '#fff')).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},58%,14%)"/><stop offset="1" stop-color="hsl(${hue},62%,36%)"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="url(#b)"/><circle cx="440" cy="150" r="180" fill="hsl(${hue},75%,80%)" opacity=".12"/>${stars}${drawn}</svg>\n`
  );
}

/** The home and popup banners of the demo brands (seed/demo-content.ts names them). */
export const BANNERS: Record<string, BannerDrawing> = {
  // Welcome bonus: a gift among coins.
  'w_home-1': { hue: 275, pieces: [['gift', 380, 40, 220, GOLD], ['coin', 250, 170, 90], ['coin', 620, 60, 80], ['percent', 610, 180, 80], ['sparkle', 200, 50, 60, GOLD]] },
  // Live casino: a chip and cards.
  'w_home-2': { hue: 345, pieces: [['chip', 420, 50, 200, GOLD], ['cards', 250, 90, 150], ['spade', 630, 150, 90], ['sparkle', 650, 40, 50, GOLD]] },
  // Khela Slots: the reels, a cherry and a seven.
  'w_home-3': { hue: 275, pieces: [['slot', 330, 40, 220], ['cherry', 580, 130, 110, GOLD], ['seven', 210, 110, 110, GOLD], ['sparkle', 600, 30, 60]] },
  // Get the app: a phone with the Khela mark.
  'w_leftmenu-4': { hue: 185, pieces: [['phone', 300, 30, 240], ['khela', 372, 80, 96, GOLD], ['sparkle', 560, 60, 70, GOLD], ['sparkle', 200, 170, 50]] },
  // Welcome back: the Khela mark among sparkles.
  'w_login-5': { hue: 230, pieces: [['khela', 290, 30, 240, GOLD], ['sparkle', 530, 60, 80], ['sparkle', 190, 160, 60], ['coin', 560, 180, 70]] },
  // Join today: a new member and a gift.
  'w_register-6': { hue: 145, pieces: [['userPlus', 260, 40, 220], ['gift', 520, 110, 140, GOLD], ['sparkle', 560, 30, 60, GOLD]] },
  // Recover your password: a key.
  'w_forget-7': { hue: 210, pieces: [['key', 300, 30, 240, GOLD], ['sparkle', 570, 60, 70], ['sparkle', 200, 180, 50]] },
  // The second brand's one banner: the categories in a row.
  'khela2-home': { hue: 200, pieces: [['slot', 90, 100, 110], ['chip', 250, 100, 110, GOLD], ['football', 410, 100, 110], ['fish', 570, 100, 110, GOLD]] },
};

/** A picture per demo promotion (seed/demo-promotions.ts: `/media/promotions/{code}.svg`). */
export const PROMOTION_PICTURES: Record<string, BannerDrawing> = {
  WELCOME_BONUS: BANNERS['w_home-1']!,
  RELOAD_DAILY: { hue: 45, pieces: [['coin', 300, 50, 200, GOLD], ['percent', 540, 90, 120], ['sparkle', 200, 60, 60]] },
  DAILY_SIGNIN: { hue: 160, pieces: [['calendar', 300, 40, 220], ['coin', 560, 150, 90, GOLD], ['sparkle', 560, 40, 60, GOLD]] },
  WEEKLY_RESCUE: { hue: 200, pieces: [['lifebuoy', 300, 40, 220, GOLD], ['coin', 580, 140, 90], ['sparkle', 200, 60, 60]] },
  REFERRAL: { hue: 300, pieces: [['userPlus', 200, 60, 180], ['userPlus', 420, 60, 180, GOLD], ['sparkle', 640, 40, 60]] },
  NEWS_CRICKET: { hue: CATEGORY_ART.SPORTS.hue, pieces: [['cricket', 320, 40, 220], ['trophy', 570, 110, 120, GOLD], ['sparkle', 200, 70, 60, GOLD]] },
  WEEKLY_RAFFLE: { hue: 25, pieces: [['ticket', 290, 40, 230, GOLD], ['ball', 560, 140, 100], ['sparkle', 570, 30, 60]] },
};

/** A category's banner (the category drawn large): for pages that show one per category. */
export const categoryBanner = (gameType: GameType): BannerDrawing => ({
  hue: CATEGORY_ART[gameType].hue,
  pieces: [[CATEGORY_ART[gameType].pictogram, 320, 40, 220], ['sparkle', 600, 60, 70, GOLD], ['coin', 200, 170, 80, GOLD]],
});

/**
 * The Khela logo: the K on a gold plate with an amber rim, so it reads on the dark theme's night
 * and on the light theme's white (the plate carries its own contrast).
 */
export const LOGO_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>Khela</title>` +
  `<rect x="2" y="2" width="60" height="60" rx="16" fill="${GOLD}" stroke="#b45309" stroke-width="2"/>` +
  `<path d="M22 14v36M22 38.5L43 15M30 30.5L44 49" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
  `</svg>\n`;

/** Every shipped picture: its path under api/media and its text. */
export function mediaFiles(): Record<string, string> {
  const files: Record<string, string> = { 'brand/khela-logo.svg': LOGO_SVG, 'brand/favicon.svg': FAVICON_SVG };
  for (const [name, drawing] of Object.entries(BANNERS)) files[`banners/${name}.svg`] = bannerSvg(drawing);
  for (const [code, drawing] of Object.entries(PROMOTION_PICTURES)) files[`promotions/${code}.svg`] = bannerSvg(drawing);
  for (const gameType of Object.keys(CATEGORY_ART) as GameType[]) files[`categories/${gameType}.svg`] = bannerSvg(categoryBanner(gameType));
  return files;
}

/** The shipped pictures that are not text: the favicon for browsers that ask for /favicon.ico. */
export function mediaBinaries(): Record<string, Buffer> {
  return { 'brand/favicon.ico': faviconIco() };
}
