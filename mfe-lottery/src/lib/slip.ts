import type { LotteryPlaceBetsBody } from '@khela/contracts';

export interface SlipLine {
  key: string;
  betType: string;
  selection: string[];
  /** Per unit, minor units. */
  stake: number;
  units: number;
}

export const lineCost = (line: SlipLine) => line.stake * line.units;
export const slipTotal = (lines: SlipLine[]) => lines.reduce((sum, line) => sum + lineCost(line), 0);

/** The place-bets body of the contract: the slip's lines for one draw. */
export function placeBody(gameCode: string, drawId: string, lines: SlipLine[]): LotteryPlaceBetsBody {
  return { gameCode, drawId, bets: lines.map(({ betType, selection, stake }) => ({ betType, selection, stake })) };
}

export const lineKey = (betType: string, selection: string[]) => `${betType}|${selection.join(',')}`;
