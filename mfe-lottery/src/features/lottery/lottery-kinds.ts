import type { LotteryArea, LotteryKind as GameKind } from '@khela/contracts';

/** SPEC §2's lottery pages: the platform lottery, the South-East Asian and the Vietnamese lottery. */
export const lotteryPages = { '/lottery': 'lottery', '/seaLottery': 'sea', '/vnLottery': 'vn' } as const;
export type LotteryKind = (typeof lotteryPages)[keyof typeof lotteryPages];

/** The area of Khela's own games each page lists (contracts LOTTERY_AREA_OF_KIND). */
export const areaOfPage: Record<LotteryKind, LotteryArea> = { lottery: 'FAST', sea: 'SEA', vn: 'VN' };

export type LottoView = 'betting' | 'lobby';

/** SPEC §7: the launcher opens the betting board for a game code, else the lobby. */
export function lottoView(gameCode: string | null): LottoView {
  return gameCode && gameCode.trim() ? 'betting' : 'lobby';
}

/** The board's sub-views, by `?view=` (the URL is the source of truth, so Back works). */
export const boardViews = ['play', 'bets', 'results', 'rules', 'verify'] as const;
export type BoardView = (typeof boardViews)[number];

export function boardView(value: string | null): BoardView {
  return boardViews.find((view) => view === value) ?? 'play';
}

/** The board's URL for a game and a sub-view (extra query: a draw to verify…). */
export function boardHref(pathname: string, gameCode: string, view: BoardView = 'play', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ gameCode, ...(view === 'play' ? {} : { view }), ...extra });
  return `${pathname}?${query.toString()}`;
}

/** Games whose result is a prize table (VN: 27 or 18 prizes; SEA 4D: 23): shown whole in results and behind "all prizes" on the board. */
export function hasPrizeTable(kind: GameKind): boolean {
  return kind === 'vn_north' || kind === 'vn_south' || kind === 'vn_central' || kind === 'vn_fast' || kind === 'sea4d';
}
