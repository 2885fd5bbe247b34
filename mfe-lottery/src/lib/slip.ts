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

/** The place-bets body of the contract without its request id: the slip's lines for one draw (what a retry must repeat). */
export function placeBody(gameCode: string, drawId: string, lines: SlipLine[]): Omit<LotteryPlaceBetsBody, 'requestId'> {
  return { gameCode, drawId, bets: lines.map(({ betType, selection, stake }) => ({ betType, selection, stake })) };
}

export const lineKey = (betType: string, selection: string[]) => `${betType}|${selection.join(',')}`;
