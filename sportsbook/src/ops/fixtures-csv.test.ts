import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePrice } from '@khela/contracts/sportsbook';
import { BookHarness, OPS_TOKEN } from '../testing/book-harness';
import { parseCsv } from './fixtures-csv';
import { commandToRequest, runOperator } from './operator-command';

jest.setTimeout(30_000);

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures');
const HEADER = 'sport,competition,region,event_ref,home,away,starts_at,market_type,period,handicap,total,over_number,map_number,max_liability,selection,selection_name,price,rate';
const row = (cells: Partial<Record<string, string>>) =>
  HEADER.split(',')
    .map((column) => cells[column] ?? '')
    .join(',');
const ONE_X_TWO = (ref: string, prices: [string, string, string], extra: Partial<Record<string, string>> = {}) =>
  (['home', 'draw', 'away'] as const).map((selection, i) =>
    row({ sport: 'football', competition: 'CSV League', region: 'BD', event_ref: ref, home: 'Abahani', away: 'Mohammedan', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_1x2', selection, price: prices[i], ...extra }),
  );

let h: BookHarness;
let dir: string;
beforeAll(async () => {
  h = new BookHarness();
  await h.open();
  dir = await mkdtemp(path.join(tmpdir(), 'fixtures-csv-'));
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

const cli = (...argv: string[]) => runOperator(argv, { SPORTSBOOK_URL: h.url, SPORTSBOOK_OPS_TOKEN: OPS_TOKEN });
async function postCsv(text: string, language?: 'bn') {
  const response = await fetch(`${h.url}/ops/fixtures${language ? `?language=${language}` : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'text/csv' },
    body: text,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers field by field
  return { status: response.status, body: (await response.json()) as any };
}
/** Everything an import could write. */
const bookState = async () =>
  (
    await h.db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM competitions) || '/' || (SELECT count(*) FROM events) || '/' || (SELECT count(*) FROM markets) || '/' ||
              (SELECT count(*) FROM selections) || '/' || (SELECT count(*) FROM ops_actions) AS n`,
    )
  )[0]!.n;

describe('the CSV reader', () => {
  it('reads quoted cells (commas, doubled quotes, line breaks), CRLF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, cells: ['1', '', '3'] },
    ]);
  });

  it('refuses an unclosed quote and a stray one, naming the row', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(expect.objectContaining({ code: 'csv_unterminated_quote', details: { row: 2 } }));
    expect(() => parseCsv('a,b\n1,2\n3,x"y')).toThrow(expect.objectContaining({ code: 'csv_stray_quote', details: { row: 3 } }));
  });
});

describe('importing fixtures from CSV', () => {
  it('imports the documented example through the CLI: the same book as the JSON example, once', async () => {
    const first = await cli('fixtures:import', path.join(FIXTURES, 'example.csv'));
    expect(first).toMatchObject({ ok: true, answer: { competitions: 2, events: 2, markets: 3 } });
    // The JSON example describes the same fixtures: nothing new.
    expect((await cli('fixtures:import', path.join(FIXTURES, 'example.json'))).answer).toEqual({ competitions: 0, events: 0, markets: 0 });
    expect((await cli('fixtures:import', path.join(FIXTURES, 'example.csv'))).answer).toEqual({ competitions: 0, events: 0, markets: 0 });

    const json = JSON.parse(readFileSync(path.join(FIXTURES, 'example.json'), 'utf8')) as {
      competitions: { events: { ref: string; markets: { type: string; period?: string; specifiers?: object; maxLiability?: number; selections: { code: string; name?: string; price?: string; rate?: number }[] }[] }[] }[];
    };
    for (const event of json.competitions.flatMap((c) => c.events)) {
      for (const market of event.markets) {
        const [stored] = await h.db.query<{ id: string; period: string; specifiers: object; max_liability: string }>(
          `SELECT m.id, m.period, m.specifiers, m.max_liability::text FROM markets m JOIN events e ON e.id = m.event_id WHERE e.external_ref = $1 AND m.type = $2`,
          [event.ref, market.type],
        );
        expect(stored).toMatchObject({ period: market.period ?? 'match', specifiers: market.specifiers ?? {}, max_liability: String(market.maxLiability ?? 10_000_000) });
        const selections = await h.db.query<{ code: string; name: string; price: string; rate: number | null }>('SELECT code, name, price::text, rate FROM selections WHERE market_id = $1 ORDER BY code', [stored!.id]);
        const expected = market.selections
          .map((s) => ({ code: s.code, name: s.name ?? s.code, price: s.rate ? String(1_000_000 + s.rate * 10_000) : parsePrice(s.price!).toString(), rate: s.rate ?? null }))
          .sort((a, b) => a.code.localeCompare(b.code));
        expect(selections).toEqual(expected);
      }
    }
    const [action] = await h.db.query<{ details: { format: string } }>(`SELECT details FROM ops_actions WHERE action = 'fixtures.import' ORDER BY id LIMIT 1`);
    expect(action!.details.format).toBe('csv');
  });

  it('imports several events and markets of one competition, one row per selection', async () => {
    const lines = [
      HEADER,
      ...ONE_X_TWO('csv-1', ['2.10', '3.30', '3.60']),
      ...ONE_X_TWO('csv-2', ['1.80', '3.50', '4.50']),
      row({ sport: 'football', competition: 'CSV League', event_ref: 'csv-2', home: 'Abahani', away: 'Mohammedan', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_over_under', total: '2.5', selection: 'over', price: '1.90' }),
      row({ sport: 'football', competition: 'CSV League', event_ref: 'csv-2', home: 'Abahani', away: 'Mohammedan', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_over_under', total: '2.5', selection: 'under', price: '1.95' }),
      row({ sport: 'football', competition: 'CSV League', event_ref: 'csv-2', home: 'Abahani', away: 'Mohammedan', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_over_under', total: '3.5', selection: 'over', price: '2.60' }),
      row({ sport: 'football', competition: 'CSV League', event_ref: 'csv-2', home: 'Abahani', away: 'Mohammedan', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_over_under', total: '3.5', selection: 'under', price: '1.45' }),
    ];
    expect(await postCsv(lines.join('\n'))).toEqual({ status: 200, body: { competitions: 1, events: 2, markets: 4 } });
    const totals = await h.db.query<{ total: string }>(
      `SELECT m.specifiers->>'total' AS total FROM markets m JOIN events e ON e.id = m.event_id WHERE e.external_ref = 'csv-2' AND m.type = 'football_over_under' ORDER BY 1`,
    );
    expect(totals.map((t) => t.total)).toEqual(['2.5', '3.5']);
  });

  it.each([
    ['a header without a required column', [HEADER.replace(',selection,', ',')].concat(['x']).join('\n'), { status: 'csv_missing_column', row: 1, column: 'selection' }],
    ['an unknown column', `${HEADER},colour\n`, { status: 'csv_unknown_column', row: 1, column: 'colour' }],
    ['no rows under the header', `${HEADER}\n\n`, { status: 'csv_empty', row: 2 }],
    ['a row with fewer cells', [HEADER, ...ONE_X_TWO('bad-1', ['2.10', '3.30', '3.60']), 'football,CSV League'].join('\n'), { status: 'csv_cell_count', row: 5 }],
    ['an unknown sport on row 3', [HEADER, ...ONE_X_TWO('bad-2', ['2.10', '3.30', '3.60']).map((line, i) => (i === 1 ? line.replace(/^football/, 'hockey') : line))].join('\n'), { status: 'csv_bad_value', row: 3, column: 'sport' }],
    ['an empty required cell', [HEADER, ...ONE_X_TWO('bad-3', ['2.10', '3.30', '3.60'], { home: '' })].join('\n'), { status: 'csv_required', row: 2, column: 'home' }],
    ['an event whose rows disagree', [HEADER, ...ONE_X_TWO('bad-4', ['2.10', '3.30', '3.60']).map((line, i) => (i === 2 ? line.replace('Mohammedan', 'Sheikh Russel') : line))].join('\n'), { status: 'csv_event_mismatch', row: 4, column: 'away' }],
    ['a liability that is not a number', [HEADER, ...ONE_X_TWO('bad-5', ['2.10', '3.30', '3.60'], { max_liability: '5e6' })].join('\n'), { status: 'csv_not_a_number', row: 2, column: 'max_liability' }],
    // Refused by the book's own market checks, placed on the row and column they came from.
    ['a price the book refuses on row 6', [HEADER, ...ONE_X_TWO('bad-6', ['2.10', '3.30', '3.60']), ...ONE_X_TWO('bad-7', ['2.10', 'abc', '3.60'])].join('\n'), { status: 'invalid_field', row: 6, column: 'price', field: 'selections[1].price' }],
    ['an over/under without its total', [HEADER, row({ sport: 'football', competition: 'CSV League', event_ref: 'bad-8', home: 'A', away: 'B', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_over_under', selection: 'over', price: '1.9' }), row({ sport: 'football', competition: 'CSV League', event_ref: 'bad-8', home: 'A', away: 'B', starts_at: '2026-12-05T12:00:00Z', market_type: 'football_over_under', selection: 'under', price: '1.9' })].join('\n'), { status: 'invalid_field', row: 2, column: 'total', field: 'total' }],
    ['a start time that is not a time', [HEADER, ...ONE_X_TWO('bad-9', ['2.10', '3.30', '3.60'], { starts_at: 'tomorrow' })].join('\n'), { status: 'invalid_field', row: 2, column: 'starts_at', field: 'startsAt' }],
  ])('refuses %s with the row, in a translated message, and changes nothing', async (_what, text, expected) => {
    const before = await bookState();
    const answer = await postCsv(text);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(expected);
    expect(answer.body.message).toMatch(new RegExp(`^Row ${expected.row}${'column' in expected ? `, column ${expected.column}` : ''}: `));
    const bengali = await postCsv(text, 'bn');
    expect(bengali.body).toMatchObject(expected);
    expect(bengali.body.message).toMatch(/^সারি [০-৯]+/);
    expect(bengali.body.message).not.toMatch(/[0-9]/);
    expect(await bookState()).toBe(before);
  });

  it('refuses through the CLI too, in Bengali when asked, and a file the CLI cannot read before sending anything', async () => {
    const file = path.join(dir, 'bad.csv');
    await writeFile(file, [HEADER, ...ONE_X_TWO('cli-1', ['2.10', '3.30', '0.50'])].join('\r\n'));
    const before = await bookState();
    const refused = await cli('fixtures:import', file, '--language', 'bn');
    expect(refused).toMatchObject({ ok: false, status: 400, answer: { status: 'invalid_field', row: 4, column: 'price' } });
    expect((refused.answer as { message: string }).message).toMatch(/^সারি ৪, কলাম price:/);
    expect(await bookState()).toBe(before);
    expect(commandToRequest(['fixtures:import', file])).toMatchObject({ method: 'POST', path: '/ops/fixtures', contentType: 'text/csv' });
    expect(() => commandToRequest(['fixtures:import', path.join(dir, 'missing.csv')])).toThrow('cannot read');
  });
});
