import { COCKFIGHT_GAME_CODE } from '../../games/cockfight/cockfight-rules';
import { arenaLook } from '../arena/arena-look';
import { baccaratLook } from '../baccarat/baccarat-look';
import type { TableLook } from './table-look';

/** A table's look on the live table page: the cockfight arena has its own; every other table the baccarat table's. */
export const tableLookOf = (gameCode: string): TableLook => (gameCode === COCKFIGHT_GAME_CODE ? arenaLook : baccaratLook);
