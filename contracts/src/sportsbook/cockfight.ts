import { PRICE_SCALE } from './sportsbook-odds';

/**
 * Cockfight as a fixed-odds arena (REFERENCES §4, SV388 style): a fight moves open → last call →
 * closed → result (MERON, WALA, DRAW, CANCEL). MERON and WALA are quoted in Malay odds; DRAW pays
 * 1:8; on a draw the MERON and WALA bets are refunded; a cancelled fight refunds every bet.
 * Money in integer minor units, floored once.
 */

export const FIGHT_STATES = ['open', 'last_call', 'closed', 'result'] as const;
export type FightState = (typeof FIGHT_STATES)[number];

export const FIGHT_RESULTS = ['MERON', 'WALA', 'DRAW', 'CANCEL'] as const;
export type FightResult = (typeof FIGHT_RESULTS)[number];

export const FIGHT_SIDES = ['MERON', 'WALA', 'DRAW'] as const;
export type FightSide = (typeof FIGHT_SIDES)[number];

/**
 * Allowed moves: one step forward, or straight to the result from any earlier state (a disrupted
 * fight is CANCELled before it closes). Bets are taken while open and in the last call.
 */
const FIGHT_TRANSITIONS: Record<FightState, readonly FightState[]> = {
  open: ['last_call', 'result'],
  last_call: ['closed', 'result'],
  closed: ['result'],
  result: [],
};

export function canMoveFight(from: FightState, to: FightState, result?: FightResult): boolean {
  if (!FIGHT_TRANSITIONS[from].includes(to)) return false;
  // Only a cancellation skips the closing: a fight is fought after betting closed.
  if (to === 'result' && from !== 'closed') return result === 'CANCEL';
  return true;
}

export function fightTakesBets(state: FightState): boolean {
  return state === 'open' || state === 'last_call';
}

/** SV388's opening quotes in Malay odds, millionths: MERON 0.80, WALA −0.94 (REFERENCES §4). */
export const DEFAULT_FIGHT_ODDS = { MERON: 800_000n, WALA: -940_000n } as const;

/** The draw's profit per unit staked: 1:8, so a winning draw bet returns 9 × the stake. */
export const DRAW_PAYS = 8n;

/**
 * A Malay price (signed millionths) as the return per unit held, a fraction. Positive m: stake
 * risked wins m × stake (return 1 + m). Negative m: risk |m| to win 1, so a held amount h returns
 * h + h/|m| (return 1 + 1/|m|), as Malay negative odds are converted to decimal (REFERENCES §2.3).
 */
function malayReturnFactor(malay: bigint): { numerator: bigint; denominator: bigint } {
  if (malay === 0n || malay > PRICE_SCALE || malay < -PRICE_SCALE) throw new RangeError('Malay odds lie in [−1, 1], not 0');
  if (malay > 0n) return { numerator: PRICE_SCALE + malay, denominator: PRICE_SCALE };
  return { numerator: -malay + PRICE_SCALE, denominator: -malay };
}

/** The money a cockfight bet returns given the result, stake included; `stake` is what the wallet held. */
export function cockfightReturn(side: FightSide, stake: number, malayOdds: { MERON: bigint; WALA: bigint }, result: FightResult): number {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError('a stake is a positive whole number of minor units');
  const held = BigInt(stake);
  if (result === 'CANCEL') return stake;
  if (side === 'DRAW') return result === 'DRAW' ? Number(held * (DRAW_PAYS + 1n)) : 0;
  if (result === 'DRAW') return stake;
  if (side !== result) return 0;
  const factor = malayReturnFactor(malayOdds[side]);
  return Number((held * factor.numerator) / factor.denominator);
}
