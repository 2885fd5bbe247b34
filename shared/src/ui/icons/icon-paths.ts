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

const circle = (r: number) => `M${12 + r} 12a${r} ${r} 0 1 1-${2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0z`;

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
  star: { paths: ['M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z'] },
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof ICON_PATHS;
