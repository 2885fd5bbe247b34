import { FairStream } from '../../fair/fair-stream';
import type { HouseGame, StoredBet } from '../house-game';
import { drawStops, spinOutcome } from './slot-engine';
import { SLOT_GAME_CODE, SLOT_STAKES } from './slot-rules';

/** The slot as a house game: the bet is the spin's stake, one of SLOT_STAKES. */
export const slotGame: HouseGame = {
  code: SLOT_GAME_CODE,
  gameType: 'RNG',
  parseBet(raw) {
    const stake = /^[0-9]{1,9}$/.test(String(raw.stake ?? '')) ? Number(raw.stake) : Number.NaN;
    return SLOT_STAKES.includes(stake) ? { stake } : null;
  },
  play(input, bet: StoredBet) {
    const outcome = spinOutcome(drawStops(new FairStream(input)), bet.stake);
    return { payout: outcome.payout, result: { ...outcome } };
  },
};
