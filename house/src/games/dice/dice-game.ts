import { FairStream } from '../../fair/fair-stream';
import type { HouseGame, StoredBet } from '../house-game';
import { diceOutcome, drawRoll } from './dice-engine';
import { DICE_GAME_CODE, DICE_STAKES, MAX_TARGET, MIN_TARGET } from './dice-rules';

const WHOLE_NUMBER = /^[0-9]{1,9}$/;
const wholeNumber = (raw: unknown): number => (WHOLE_NUMBER.test(String(raw ?? '').trim()) ? Number(String(raw).trim()) : Number.NaN);

/** The dice as a house game: the bet is { stake (one of DICE_STAKES), target (2…98, roll under) }. */
export const diceGame: HouseGame = {
  code: DICE_GAME_CODE,
  gameType: 'RNG',
  parseBet(raw) {
    const stake = wholeNumber(raw.stake);
    const target = wholeNumber(raw.target);
    if (!DICE_STAKES.includes(stake) || !(target >= MIN_TARGET && target <= MAX_TARGET)) return null;
    return { stake, target };
  },
  play(input, bet: StoredBet) {
    const outcome = diceOutcome(drawRoll(new FairStream(input)), bet.stake, Number(bet.target));
    return { payout: outcome.payout, result: { ...outcome } };
  },
};
