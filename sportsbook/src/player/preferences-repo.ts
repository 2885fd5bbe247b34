import { ACCEPTANCE_POLICIES, type AcceptancePolicy } from '@khela/contracts/sportsbook';
import type { Queryable } from '@khela/server-kit/db';
import { refuse } from '../book/book-error';

/** The formats the pages offer (the contract's, less American, which Khela's players do not use). */
export const PAGE_ODDS_FORMATS = ['decimal', 'hongkong', 'malay', 'indonesian'] as const;
export type PageOddsFormat = (typeof PAGE_ODDS_FORMATS)[number];

export interface Preferences {
  oddsFormat: PageOddsFormat;
  acceptance: AcceptancePolicy;
}

export const DEFAULT_PREFERENCES: Preferences = { oddsFormat: 'decimal', acceptance: 'ask' };

/** A member's page choices (migrations/002_player_preferences.sql), or the defaults. */
export async function preferencesOf(db: Queryable, playerId: string): Promise<Preferences> {
  const [row] = await db.query<{ odds_format: PageOddsFormat; acceptance: AcceptancePolicy }>('SELECT odds_format, acceptance FROM player_preferences WHERE player_id = $1', [playerId]);
  return row ? { oddsFormat: row.odds_format, acceptance: row.acceptance } : { ...DEFAULT_PREFERENCES };
}

/** Saves the choices given (either or both); anything else is refused and nothing changes. */
export async function savePreferences(db: Queryable, playerId: string, input: { oddsFormat?: unknown; acceptance?: unknown }): Promise<Preferences> {
  const current = await preferencesOf(db, playerId);
  const oddsFormat = input.oddsFormat ?? current.oddsFormat;
  const acceptance = input.acceptance ?? current.acceptance;
  if (!(PAGE_ODDS_FORMATS as readonly unknown[]).includes(oddsFormat)) refuse('invalid_field', 400, { field: 'oddsFormat' });
  if (!(ACCEPTANCE_POLICIES as readonly unknown[]).includes(acceptance)) refuse('invalid_field', 400, { field: 'acceptance' });
  await db.query(
    `INSERT INTO player_preferences (player_id, odds_format, acceptance) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET odds_format = EXCLUDED.odds_format, acceptance = EXCLUDED.acceptance, updated_at = now()`,
    [playerId, oddsFormat, acceptance],
  );
  return { oddsFormat: oddsFormat as PageOddsFormat, acceptance: acceptance as AcceptancePolicy };
}
