/**
 * Khela's interface icons: one 24×24 grid, 2-unit round strokes, drawn in `currentColor` so an icon
 * takes the colour of the text beside it in both themes (docs/visual-identity.md). Each icon is a
 * list of path data; `filled` icons are painted instead of stroked. Add one here, give it a name,
 * and use `<Icon name="…" />`: the set is a plain object, a few hundred bytes gzipped in all.
 */
export interface IconDrawing {
  paths: readonly string[];
  filled?: boolean;
}

const circle = (r: number, cx = 12, cy = 12) => `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0z`;
const box = (x: number, y: number, w: number, h: number) => `M${x + 1} ${y}h${w - 2}a1 1 0 0 1 1 1v${h - 2}a1 1 0 0 1-1 1h-${w - 2}a1 1 0 0 1-1-1v-${h - 2}a1 1 0 0 1 1-1z`;

export const ICON_PATHS = {
  close: { paths: ['M6 6l12 12', 'M18 6L6 18'] },
  check: { paths: ['M5 12.5l4.5 4.5L19 7'] },
  'arrow-right': { paths: ['M5 12h14', 'M13 6l6 6-6 6'] },
  'arrow-left': { paths: ['M19 12H5', 'M11 6l-6 6 6 6'] },
  'chevron-right': { paths: ['M9 6l6 6-6 6'] },
  refresh: { paths: ['M20 12a8 8 0 1 1-2.4-5.7', 'M20 4v5h-5'] },
  'swap-vertical': { paths: ['M8 20V4', 'M4 8l4-4 4 4', 'M16 4v16', 'M12 16l4 4 4-4'] },
  megaphone: { paths: ['M4 10h3l9-5v14l-9-5H4z', 'M7 14l1.5 5H11l-1-4.3', 'M19 9.5a3.5 3.5 0 0 1 0 5'] },
  heart: { paths: ['M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 8 2.6C20 15.4 12 20 12 20z'] },
  'heart-filled': {
    paths: ['M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 8 2.6C20 15.4 12 20 12 20z'],
    filled: true,
  },
  lock: { paths: ['M6 11h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1z', 'M8 11V8a4 4 0 0 1 8 0v3'] },
  wrench: { paths: ['M14.5 3.5a5 5 0 0 0-4.3 6.9L3.5 17.1a2 2 0 0 0 2.8 2.8l6.7-6.7a5 5 0 0 0 6.9-4.3l-3 1.6-2.4-.9-.9-2.4z'] },
  ban: { paths: [circle(9), 'M5.6 5.6l12.8 12.8'] },
  inbox: { paths: ['M3 13h5l1.5 3h5l1.5-3h5', 'M5.5 5h13L21 13v6H3v-6z'] },
  info: { paths: [circle(9), 'M12 11v6', 'M12 7.5v.01'] },
  alert: { paths: ['M12 3.5l9.5 16.5h-19z', 'M12 10v4.5', 'M12 17.5v.01'] },
  question: { paths: [circle(9), 'M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1.9-1.1 1.6v.7', 'M12 17.5v.01'] },
  menu: { paths: ['M4 7h16', 'M4 12h16', 'M4 17h16'] },
  home: { paths: ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5'] },
  // The game categories' pictograms: the same drawings as the api's artwork (api/src/site/pictograms.ts).
  'game-slot': { paths: [box(3, 5, 18, 14), 'M9 5v14M15 5v14', 'M5 10h2.2l-1.2 4M10.9 10h2.2l-1.2 4M16.8 10H19l-1.2 4'] },
  'game-chip': { paths: [circle(9), circle(4), 'M12 3v3.5M12 17.5V21M3 12h3.5M17.5 12H21'] },
  'game-football': { paths: [circle(9), 'M12 8l3.4 2.5-1.3 4H9.9l-1.3-4z', 'M12 3v5M15.4 10.5l4.9-1.6M14.1 14.5l3 4.2M9.9 14.5l-3 4.2M8.6 10.5L3.7 8.9'] },
  'game-cards': { paths: [box(4, 7, 11, 14), 'M9 6.5l.2-1.8a1 1 0 0 1 1.1-.9l8.8 1a1 1 0 0 1 .9 1.1l-1.3 12.5a1 1 0 0 1-1.1.9L16 19'] },
  'game-gamepad': { paths: ['M7 8h10a4 4 0 0 1 4 4.5l-.6 3.6a2.5 2.5 0 0 1-4.4 1.1L14.5 15h-5L8 17.2a2.5 2.5 0 0 1-4.4-1.1L3 12.5A4 4 0 0 1 7 8z', 'M8 10.5v3.5M6.25 12.25h3.5', 'M15.5 11.5h.01M17.5 13.5h.01'] },
  'game-fish': { paths: ['M3 12c3-5 9-6.5 13.5-3L21 6v12l-4.5-3C12 18.5 6 17 3 12z', 'M8 11v.01'] },
  'game-bolt': { paths: [circle(9), 'M13 6.5L9 13h4l-2 4.5'] },
  'game-rooster': { paths: ['M7 21c-2.5-3-3-8 .5-11.5C9 8 9 6 8.5 4.5c1.8 0 3 1 3.3 2.2.8-1 2.6-1.2 3.7-.2-.9.3-1.3 1-1 2l3.5 1.3-3.3 1.4c.8 3.3-.5 7.3-3.7 9.8', 'M12.5 9.5h.01'] },
  'game-ball': { paths: [circle(9), circle(4.5), 'M12 10.5v3'] },
  'game-dice': { paths: [box(4, 4, 16, 16), 'M8.5 8.5h.01M15.5 15.5h.01M12 12h.01M15.5 8.5h.01M8.5 15.5h.01'] },
  star: { paths: ['M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z'] },
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof ICON_PATHS;

/** Each game category's icon (SPEC's categories; the home tabs' HOME and FAV too); a category not listed has none. */
export const CATEGORY_ICONS: Readonly<Record<string, IconName>> = {
  HOME: 'home',
  FAV: 'heart',
  RNG: 'game-slot',
  LIVE: 'game-chip',
  SPORTS: 'game-football',
  PVP: 'game-cards',
  ESPORTS: 'game-gamepad',
  FISH: 'game-fish',
  ELOTT: 'game-bolt',
  COCKFIGHT: 'game-rooster',
  LOTT: 'game-ball',
  RUMMY: 'game-cards',
  LUDO: 'game-dice',
};
