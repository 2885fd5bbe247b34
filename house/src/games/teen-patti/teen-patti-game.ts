import { FairStream } from '../../fair/fair-stream';
import type { HouseGame, StoredBet } from '../house-game';
import { dealOutcome } from './teen-patti-engine';
import { TEEN_PATTI_GAME_CODE, TEEN_PATTI_STAKES } from './teen-patti-rules';

/** A stake as posted: digits only, as a string or a number (a repeated field arrives as an array: refused). */
const parseStake = (raw: unknown): number => ((typeof raw === 'string' || typeof raw === 'number') && /^[0-9]{1,9}$/.test(String(raw)) ? Number(raw) : Number.NaN);

/** Teen Patti against the house: the bet is the ante, one of TEEN_PATTI_STAKES. */
export const teenPattiGame: HouseGame = {
  code: TEEN_PATTI_GAME_CODE,
  gameType: 'PVP',
  parseBet(raw) {
    const stake = parseStake(raw.stake);
    return TEEN_PATTI_STAKES.includes(stake) ? { stake } : null;
  },
  play(input, bet: StoredBet) {
    const outcome = dealOutcome(new FairStream(input), bet.stake);
    return { payout: outcome.payout, result: { ...outcome } };
  },
};
