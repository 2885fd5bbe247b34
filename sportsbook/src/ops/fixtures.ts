import type { Db } from '@khela/server-kit/db';
import { refuse } from '../book/book-error';
import { createEvent, createMarket, recordAction } from '../book/trading';
import { csvToFixtures, onRow } from './fixtures-csv';

/**
 * Imports fixtures from the documented JSON file (docs/sportsbook.md "Fixtures file",
 * fixtures/example.json): `{ competitions: [{ sport, name, region, events: [{ ref, home, away,
 * startsAt, markets: [{ type, period?, specifiers?, maxLiability?, selections: [{ code, name?,
 * price | rate }] }] }] }] }`, or the same as CSV (fixtures-csv.ts, fixtures/example.csv). A
 * competition is found by sport and name, an event by its `ref`: importing the same file again adds
 * nothing. All of it or none (one transaction).
 */

export interface FixturesFile {
  competitions: {
    sport: string;
    name: string;
    region: string;
    events: { ref: string; home: string; away: string; startsAt: string; markets: { type: string; selections: Record<string, unknown>[]; [key: string]: unknown }[] }[];
  }[];
}

/** Where a CSV file's events, markets and selections came from (their first row), for row-level refusals. */
export interface FixtureRows {
  events: WeakMap<object, number>;
  markets: WeakMap<object, number>;
  selections: WeakMap<object, number>;
}

/** The CSV column a refused field of createEvent / createMarket came from. */
const EVENT_COLUMNS: Record<string, string> = { home: 'home', away: 'away', startsAt: 'starts_at', externalRef: 'event_ref' };
const MARKET_COLUMNS: Record<string, string> = {
  type: 'market_type',
  period: 'period',
  handicap: 'handicap',
  total: 'total',
  overNumber: 'over_number',
  mapNumber: 'map_number',
  maxLiability: 'max_liability',
  name: 'selection_name',
};
const SELECTION_COLUMNS: Record<string, string> = { code: 'selection', price: 'price', rate: 'rate', name: 'selection_name' };

function marketRefusalOnRow(error: unknown, market: FixturesFile['competitions'][number]['events'][number]['markets'][number], rows: FixtureRows): unknown {
  const field = String((error as { details?: { field?: unknown } }).details?.field ?? '');
  const selection = /^selections\[(\d+)\]\.(\w+)$/.exec(field);
  if (selection) {
    const node = market.selections[Number(selection[1])];
    return onRow(error, node ? rows.selections.get(node) : rows.markets.get(market), SELECTION_COLUMNS[selection[2]!]);
  }
  return onRow(error, rows.markets.get(market), MARKET_COLUMNS[field]);
}

export async function importFixtures(db: Db, file: unknown, rows?: FixtureRows): Promise<{ competitions: number; events: number; markets: number }> {
  const competitions = (file as { competitions?: unknown })?.competitions;
  if (!Array.isArray(competitions)) return refuse('invalid_field', 400, { field: 'competitions' });
  return db.transaction(async (tx) => {
    const counts = { competitions: 0, events: 0, markets: 0 };
    for (const raw of competitions as Array<Record<string, unknown>>) {
      const sport = String(raw.sport ?? '');
      const name = String(raw.name ?? '');
      if (!['cricket', 'football', 'esports'].includes(sport) || name.length === 0) refuse('invalid_field', 400, { field: 'competitions.sport' });
      let [competition] = await tx.query<{ id: string }>('SELECT id FROM competitions WHERE sport = $1 AND name = $2', [sport, name]);
      if (!competition) {
        const id = `cmp_${sport}_${Buffer.from(name).toString('hex').slice(0, 24)}`;
        await tx.query('INSERT INTO competitions (id, sport, name, region) VALUES ($1, $2, $3, $4)', [id, sport, name, String(raw.region ?? 'INT')]);
        competition = { id };
        counts.competitions += 1;
      }
      for (const ev of (Array.isArray(raw.events) ? raw.events : []) as Array<Record<string, unknown>>) {
        if (typeof ev.ref !== 'string') refuse('invalid_field', 400, { field: 'events.ref' });
        let event: { id: string; created: boolean };
        try {
          event = await createEvent(tx, { competitionId: competition.id, home: ev.home, away: ev.away, startsAt: ev.startsAt, externalRef: ev.ref });
        } catch (error) {
          throw rows ? onRow(error, rows.events.get(ev), EVENT_COLUMNS[String((error as { details?: { field?: unknown } }).details?.field ?? '')]) : error;
        }
        if (!event.created) continue;
        counts.events += 1;
        for (const market of (Array.isArray(ev.markets) ? ev.markets : []) as FixturesFile['competitions'][number]['events'][number]['markets']) {
          try {
            await createMarket(tx, { ...market, eventId: event.id });
          } catch (error) {
            throw rows ? marketRefusalOnRow(error, market, rows) : error;
          }
          counts.markets += 1;
        }
      }
    }
    await recordAction(tx, 'fixtures.import', null, { ...counts, format: rows ? 'csv' : 'json' });
    return counts;
  });
}

/** The CSV fixtures file (fixtures-csv.ts): checked row by row, then imported as the JSON one is. */
export function importFixturesCsv(db: Db, text: string): Promise<{ competitions: number; events: number; markets: number }> {
  const { file, rows } = csvToFixtures(text);
  return importFixtures(db, file, rows);
}
