/** SPEC §2's lottery pages: the platform lottery, the South-East Asian and the Vietnamese lottery. */
export const lotteryPages = { '/lottery': 'lottery', '/seaLottery': 'sea', '/vnLottery': 'vn' } as const;
export type LotteryKind = (typeof lotteryPages)[keyof typeof lotteryPages];

export type LottoView = 'betting' | 'lobby';

/** SPEC §7: the launcher opens the betting board for a game code, else the lobby. */
export function lottoView(gameCode: string | null): LottoView {
  return gameCode && gameCode.trim() ? 'betting' : 'lobby';
}
