import { FairStream } from '../../fair/fair-stream';
import type { HouseGame, StoredBet } from '../house-game';
import { shootOutcome } from './fish-engine';
import { FISH_GAME_CODE, FISH_STAKES, FISH_TARGETS, type FishTarget } from './fish-rules';

/** A shot as stored with its round. */
export interface FishBet extends StoredBet {
  stake: number;
  fish: FishTarget;
}

/** A stake as posted: digits only, as a string or a number (a repeated field arrives as an array: refused). */
const parseStake = (raw: unknown): number => ((typeof raw === 'string' || typeof raw === 'number') && /^[0-9]{1,9}$/.test(String(raw)) ? Number(raw) : Number.NaN);

const isTarget = (raw: unknown): raw is FishTarget => typeof raw === 'string' && (FISH_TARGETS as readonly string[]).includes(raw);

/** The fish hunt as a house game: the bet is { stake (one of FISH_STAKES), fish (a kind, 'school' or 'net') }. */
export const fishGame: HouseGame = {
  code: FISH_GAME_CODE,
  gameType: 'FISH',
  parseBet(raw): FishBet | null {
    const stake = parseStake(raw.stake);
    if (!FISH_STAKES.includes(stake) || !isTarget(raw.fish)) return null;
    return { stake, fish: raw.fish };
  },
  play(input, bet: StoredBet) {
    if (!isTarget(bet.fish)) throw new RangeError(`not a fish target: ${String(bet.fish)}`);
    const outcome = shootOutcome(new FairStream(input), bet.fish, bet.stake);
    return { payout: outcome.payout, result: { ...outcome } };
  },
};
