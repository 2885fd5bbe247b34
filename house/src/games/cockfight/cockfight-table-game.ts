import { FairStream } from '../../fair/fair-stream';
import type { TableGame, TableResult } from '../../table/table-game';
import { COCKFIGHT_GAME_CODE, COCKFIGHT_NAMES, type Fight, fightFromStream, fightPayout, isFightSide, isFightStake, MAX_STAKE, MIN_STAKE, SIDES, STAKE_STEP } from './cockfight-rules';

/**
 * The cockfight arena at the shared live table: a fight every round. Betting is open for 70 s, the
 * last 10 of them the "last call"; the fight then runs 20 s with betting closed, and its result is
 * shown 10 s before the next fight opens (HouseOptions.tables.perGame may change each).
 */
export const cockfightTableGame: TableGame = {
  code: COCKFIGHT_GAME_CODE,
  gameType: 'COCKFIGHT',
  names: COCKFIGHT_NAMES,
  sides: SIDES,
  limits: { minStake: MIN_STAKE, maxStake: MAX_STAKE, stakeStep: STAKE_STEP },
  timing: { bettingMs: 70_000, lastCallMs: 10_000, closedMs: 20_000, resultMs: 10_000 },
  isStake: isFightStake,
  deal: (input) => ({ ...fightFromStream(new FairStream(input)) }),
  payout(side, stake, result: TableResult) {
    if (!isFightSide(side)) throw new Error(`cockfight: no side ${side}`);
    return fightPayout(side, stake, (result as unknown as Fight).result);
  },
};
