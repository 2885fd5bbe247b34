import { FairStream } from '../../fair/fair-stream';
import type { TableGame, TableResult } from '../../table/table-game';
import { type Coup, dealFromStream } from './baccarat-engine';
import { BACCARAT_GAME_CODE, BACCARAT_NAMES, baccaratPayout, isSide, isTableStake, MAX_STAKE, MIN_STAKE, SIDES, STAKE_STEP } from './baccarat-rules';

/** Punto banco at the shared live table: one coup per round from a fresh 8-deck shoe. */
export const baccaratTableGame: TableGame = {
  code: BACCARAT_GAME_CODE,
  gameType: 'LIVE',
  names: BACCARAT_NAMES,
  sides: SIDES,
  limits: { minStake: MIN_STAKE, maxStake: MAX_STAKE, stakeStep: STAKE_STEP },
  isStake: isTableStake,
  deal: (input) => ({ ...dealFromStream(new FairStream(input)) }),
  payout(side, stake, result: TableResult) {
    if (!isSide(side)) throw new Error(`baccarat: no side ${side}`);
    return baccaratPayout(side, stake, (result as unknown as Coup).winner);
  },
};
