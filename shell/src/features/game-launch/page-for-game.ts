import type { GameStart } from './game-start';

/** Vendors whose games live on a lottery page of their own (SPEC §4). */
const lotteryPageOfVendor: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
};
const lotteryGameTypes: readonly string[] = ['LOTT', 'ELOTT'];

export type GamePage =
  /** A vendor's game list (an RNG vendor tile): open to everyone. */
  | { kind: 'vendorList'; path: string }
  /** A lottery page: it needs a login, which the route guard asks for. */
  | { kind: 'lottery'; path: string };

/** Where a start goes instead of a launch, if anywhere (SPEC §4's routing by vendor). */
export function pageForGame(start: GameStart): GamePage | null {
  if (start.isGame === 'VASSALAGE') return { kind: 'vendorList', path: `/rng?vassalage=${encodeURIComponent(start.vendor)}` };
  const lotteryPath = lotteryPageOfVendor[start.vendor] ?? (start.gameType && lotteryGameTypes.includes(start.gameType) ? '/lottery' : null);
  if (!lotteryPath) return null;
  return { kind: 'lottery', path: start.gameCode ? `${lotteryPath}?gameCode=${encodeURIComponent(start.gameCode)}` : lotteryPath };
}
