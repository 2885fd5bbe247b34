import type { Db } from '@khela/server-kit/db';
import { refuse } from '../book/book-error';
import { createEvent, createMarket, recordAction } from '../book/trading';

/**
 * Imports fixtures from the documented JSON file (docs/sportsbook.md "Fixtures file",
 * fixtures/example.json): `{ competitions: [{ sport, name, region, events: [{ ref, home, away,
 * startsAt, markets: [{ type, period?, specifiers?, maxLiability?, selections: [{ code, name?,
 * price | rate }] }] }] }] }`. A competition is found by sport and name, an event by its `ref`:
 * importing the same file again adds nothing. All of it or none (one transaction).
 */
export async function importFixtures(db: Db, file: unknown): Promise<{ competitions: number; events: number; markets: number }> {
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
        const event = await createEvent(tx, { competitionId: competition.id, home: ev.home, away: ev.away, startsAt: ev.startsAt, externalRef: ev.ref });
        if (!event.created) continue;
        counts.events += 1;
        for (const market of (Array.isArray(ev.markets) ? ev.markets : []) as Array<Record<string, unknown>>) {
          await createMarket(tx, { ...market, eventId: event.id });
          counts.markets += 1;
        }
      }
    }
    await recordAction(tx, 'fixtures.import', null, counts);
    return counts;
  });
}
