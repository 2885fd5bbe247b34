import type { GameType } from '@khela/contracts';

/**
 * Khela's game pictograms (docs/visual-identity.md): line drawings on a 24×24 grid with 2-unit round
 * strokes — the same grammar as the interface icons in `@khela/shared` — scaled into game icons,
 * vendor marks and category banners. Path data only, so each drawing costs a few hundred bytes.
 */
export type Pictogram = readonly string[];

const circle = (cx: number, cy: number, r: number) => `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0z`;
const box = (x: number, y: number, w: number, h: number) => `M${x + 1} ${y}h${w - 2}a1 1 0 0 1 1 1v${h - 2}a1 1 0 0 1-1 1h-${w - 2}a1 1 0 0 1-1-1v-${h - 2}a1 1 0 0 1 1-1z`;

export const PICTOGRAMS = {
  slot: [box(3, 5, 18, 14), 'M9 5v14M15 5v14', 'M5 10h2.2l-1.2 4M10.9 10h2.2l-1.2 4M16.8 10H19l-1.2 4'],
  seven: ['M6 4h12l-7 16', 'M9 11h6'],
  cherry: [circle(7, 17, 3.2), circle(16, 17, 3.2), 'M7 13.8C8 9 10 6 15 4M16 13.8c0-4-.5-7-1-9.8'],
  crown: ['M4.5 18L3 8l5 4 4-7 4 7 5-4-1.5 10z', 'M5 21h14'],
  chip: [circle(12, 12, 9), circle(12, 12, 4), 'M12 3v3.5M12 17.5V21M3 12h3.5M17.5 12H21'],
  cards: [box(4, 7, 11, 14), 'M9 6.5l.2-1.8a1 1 0 0 1 1.1-.9l8.8 1a1 1 0 0 1 .9 1.1l-1.3 12.5a1 1 0 0 1-1.1.9L16 19'],
  spade: ['M12 3c3 4 8 6.5 8 10.5a3.5 3.5 0 0 1-6.4 2L15 21H9l1.4-5.5A3.5 3.5 0 0 1 4 13.5C4 9.5 9 7 12 3z'],
  football: [circle(12, 12, 9), 'M12 8l3.4 2.5-1.3 4H9.9l-1.3-4z', 'M12 3v5M15.4 10.5l4.9-1.6M14.1 14.5l3 4.2M9.9 14.5l-3 4.2M8.6 10.5L3.7 8.9'],
  cricket: ['M19 3l2 2-10.5 10.5-3 .5.5-3z', 'M7.5 16.5L4 20', circle(17.5, 17.5, 2.5)],
  gamepad: ['M7 8h10a4 4 0 0 1 4 4.5l-.6 3.6a2.5 2.5 0 0 1-4.4 1.1L14.5 15h-5L8 17.2a2.5 2.5 0 0 1-4.4-1.1L3 12.5A4 4 0 0 1 7 8z', 'M8 10.5v3.5M6.25 12.25h3.5', 'M15.5 11.5h.01M17.5 13.5h.01'],
  trophy: ['M8 4h8v5a4 4 0 0 1-8 0z', 'M8 6H5a3 3 0 0 0 3 4.5M16 6h3a3 3 0 0 1-3 4.5', 'M12 13v4M8 20h8M10 17h4v3h-4z'],
  headset: ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z'],
  fish: ['M3 12c3-5 9-6.5 13.5-3L21 6v12l-4.5-3C12 18.5 6 17 3 12z', 'M8 11v.01'],
  anchor: [circle(12, 5, 2), 'M12 7v13', 'M5 13a7 7 0 0 0 14 0', 'M8.5 10.5h7'],
  ball: [circle(12, 12, 9), circle(12, 12, 4.5), 'M12 10.5v3'],
  bolt: [circle(12, 12, 9), 'M13 6.5L9 13h4l-2 4.5'],
  ticket: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M15 7v2M15 11v2M15 15v2'],
  rooster: ['M7 21c-2.5-3-3-8 .5-11.5C9 8 9 6 8.5 4.5c1.8 0 3 1 3.3 2.2.8-1 2.6-1.2 3.7-.2-.9.3-1.3 1-1 2l3.5 1.3-3.3 1.4c.8 3.3-.5 7.3-3.7 9.8', 'M12.5 9.5h.01'],
  dice: [box(4, 4, 16, 16), 'M8.5 8.5h.01M15.5 15.5h.01M12 12h.01M15.5 8.5h.01M8.5 15.5h.01'],
  khela: ['M8 5v14', 'M8 13.5L16 5', 'M11 10.5l6 8.5'],
  // The footer vendors' marks (SPEC §9).
  lotus: ['M12 20c-4 0-8-3-9-7 3 0 6 1 9 4 3-3 6-4 9-4-1 4-5 7-9 7z', 'M12 17C9 14 9 8 12 4c3 4 3 10 0 13z'],
  leaf: ['M5 19C5 10 10 5 20 4c0 10-5 15-14 15z', 'M5 19l8-8'],
  star: ['M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z'],
  wave: ['M3 9c3-3 6 3 9 0s6 3 9 0', 'M3 15c3-3 6 3 9 0s6 3 9 0'],
  diamond: ['M7 4h10l4 6-9 11L3 10z', 'M3 10h18M12 21L9 10l3-6 3 6'],
  shell: ['M12 20L4 11a8 8 0 0 1 16 0z', 'M12 20V5M12 20L8 6M12 20l4-14'],
  club: [circle(12, 7, 3.5), circle(7, 13, 3.5), circle(17, 13, 3.5), 'M12 13v8M9 21h6'],
  camera: [box(3, 7, 13, 10), 'M16 11l5-3v8l-5-3'],
  // For the banners and promotion pictures (./media-drawings.ts).
  gift: [box(3, 8, 18, 5), 'M5 13v7h14v-7', 'M12 8v12', 'M12 8C10 4 6 4 6 6.5S9.5 8 12 8c2.5 0 6 1 6-1.5S14 4 12 8'],
  coin: [circle(12, 12, 8.5), circle(12, 12, 5)],
  phone: [box(7, 2, 10, 20), 'M11 18h2'],
  key: [circle(8, 15, 4), 'M11 12l8-8', 'M16 7l2 2M14 9l2 2'],
  userPlus: [circle(10, 8, 4), 'M3 20a7 7 0 0 1 14 0', 'M19 8v6M16 11h6'],
  calendar: [box(3, 5, 18, 16), 'M3 10h18M8 3v4M16 3v4', 'M9 15l2 2 4-4'],
  lifebuoy: [circle(12, 12, 9), circle(12, 12, 4), 'M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6'],
  sparkle: ['M12 3l1.8 7.2L21 12l-7.2 1.8L12 21l-1.8-7.2L3 12l7.2-1.8z'],
  percent: ['M19 5L5 19', circle(7, 7, 2.5), circle(17, 17, 2.5)],
} as const satisfies Record<string, Pictogram>;

export type PictogramName = keyof typeof PICTOGRAMS;

/** Each category's drawing and hue: the game icons, vendor marks and banners of a category share them. */
export const CATEGORY_ART: Record<GameType, { pictogram: PictogramName; hue: number }> = {
  RNG: { pictogram: 'slot', hue: 275 },
  LIVE: { pictogram: 'chip', hue: 345 },
  SPORTS: { pictogram: 'football', hue: 145 },
  PVP: { pictogram: 'cards', hue: 25 },
  ESPORTS: { pictogram: 'gamepad', hue: 210 },
  FISH: { pictogram: 'fish', hue: 185 },
  ELOTT: { pictogram: 'bolt', hue: 45 },
  COCKFIGHT: { pictogram: 'rooster', hue: 5 },
  LOTT: { pictogram: 'ball', hue: 255 },
  RUMMY: { pictogram: 'cards', hue: 320 },
  LUDO: { pictogram: 'dice', hue: 100 },
};

/** The demo vendors' own marks (a vendor not listed draws its category's pictogram). */
export const VENDOR_PICTOGRAMS: Record<string, PictogramName> = {
  HOUSE: 'khela',
  KBOOK: 'khela',
  KSLOT: 'seven',
  KREEL: 'cherry',
  KJACK: 'crown',
  KLIVE: 'chip',
  KTABLE: 'cards',
  KSPORT: 'football',
  KCRIC: 'cricket',
  KCARD: 'cards',
  KTEEN: 'spade',
  IMES: 'gamepad',
  TF: 'trophy',
  IA: 'headset',
  KFISH: 'fish',
  KOCEAN: 'anchor',
  KELOTT: 'bolt',
  TCG_LOTTO_VN: 'ball',
  TCG_SEA: 'ticket',
  // SPEC §9's footer vendors and the rummy and ludo vendors (seed/demo-spec-vendors.ts): marks of their own.
  PG: 'lotus',
  EG2: 'leaf',
  PT: 'star',
  JDB: 'wave',
  CQ9: 'diamond',
  FC: 'shell',
  JL: 'club',
  BGS: 'camera',
  KRUMMY: 'cards',
  KLUDO: 'dice',
};

/** The house's own games (icon name = game code): a drawing each. */
export const HOUSE_GAME_PICTOGRAMS: Record<string, PictogramName> = {
  'house-slot': 'cherry',
  'house-dice': 'dice',
  'house-fish': 'fish',
  'house-teen-patti': 'spade',
  'house-baccarat': 'chip',
  'house-cockfight': 'rooster',
};
