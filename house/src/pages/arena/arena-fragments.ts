import type { FightResult } from '@khela/contracts/sportsbook';
import { FIGHT_ODDS } from '../../games/cockfight/cockfight-rules';
import type { Language } from '../../sessions/session-repo';
import { escapeHtml } from '../html';
import { localDigits } from '../page-texts';
import type { TableStateJson } from '../table/table-fragments';
import { arenaWords } from './arena-texts';

/**
 * The arena's own parts of the live table page (pages/table/): a fight's result, its phases, the
 * Malay prices. The page's script draws the fight alike (arena-look.ts); a test holds the two equal.
 */

/** A fight as the table stores it (games/cockfight/cockfight-rules.ts, Fight). */
export interface FightJson {
  result: FightResult;
  roll: number;
}

export type ArenaStateJson = TableStateJson<FightJson>;
export type ArenaPhase = 'waiting' | NonNullable<ArenaStateJson['round']>['phase'];

export const arenaPhaseOf = (round: ArenaStateJson['round']): ArenaPhase => (round ? round.phase : 'waiting');

/** A Malay price as shown: two decimals, a true minus sign for the negative side ("0.80", "−0.94"). */
export function malayText(side: 'MERON' | 'WALA', lang: Language): string {
  const millionths = Number(FIGHT_ODDS[side]);
  const text = (Math.abs(millionths) / 1_000_000).toFixed(2);
  return localDigits(millionths < 0 ? `−${text}` : text, lang);
}

/** The fight's result. */
export function fightHtml(fight: FightJson, lang: Language): string {
  return `<p class="winner r-${fight.result}"><strong>${escapeHtml(arenaWords(lang).outcomes[fight.result])}</strong></p>`;
}
