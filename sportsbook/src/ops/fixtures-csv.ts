import { BookError, refuse } from '../book/book-error';
import type { FixturesFile, FixtureRows } from './fixtures';

/**
 * The fixtures file as CSV (docs/sportsbook.md "Fixtures file"): one row per selection, so a
 * spreadsheet can hold it. Rows with the same `event_ref` are one event; rows of an event with the
 * same market (type, period and specifiers) are one market; competitions by sport and name. It is
 * turned into the JSON file's shape and imported by the same code, all or nothing. Every problem
 * names its row (the header is row 1) and, where one cell is at fault, its column.
 */

/** Required columns first; a header may list them in any order. */
export const CSV_COLUMNS = [
  'sport',
  'competition',
  'event_ref',
  'home',
  'away',
  'starts_at',
  'market_type',
  'selection',
  'region',
  'period',
  'handicap',
  'total',
  'over_number',
  'map_number',
  'max_liability',
  'selection_name',
  'price',
  'rate',
] as const;
const REQUIRED = CSV_COLUMNS.slice(0, 8);
type Column = (typeof CSV_COLUMNS)[number];
const MAX_ROWS = 10_000;

const rowError = (code: string, row: number, column?: string): never => refuse(code, 400, { row, ...(column && { column }) });

/** RFC 4180 records: commas, double quotes ("" inside quotes), CRLF or LF, a UTF-8 BOM dropped. Each with the line it starts on. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let atCellStart = true;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
    atCellStart = true;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      if (char === '"') rowError('csv_stray_quote', start);
      cell += char;
      atCellStart = false;
    }
    if (records.length > MAX_ROWS) rowError('csv_too_many_rows', start);
  }
  if (quoted) rowError('csv_unterminated_quote', start);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const integerCell = (value: string, row: number, column: Column): number => {
  if (!/^\d{1,15}$/.test(value)) rowError('csv_not_a_number', row, column);
  return Number(value);
};

/** The CSV as the JSON file's shape, and where each event, market and selection came from. */
export function csvToFixtures(text: string): { file: FixturesFile; rows: FixtureRows } {
  const records = parseCsv(text);
  const header = records.shift();
  if (!header) return refuse('csv_empty', 400, { row: 1 });
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const index = new Map<Column, number>();
  names.forEach((name, i) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) rowError('csv_unknown_column', header.line, name.slice(0, 40));
    if (index.has(name as Column)) rowError('csv_duplicate_column', header.line, name);
    index.set(name as Column, i);
  });
  for (const column of REQUIRED) if (!index.has(column)) rowError('csv_missing_column', header.line, column);
  if (records.length === 0) return refuse('csv_empty', 400, { row: 2 });

  const rows: FixtureRows = { events: new WeakMap(), markets: new WeakMap(), selections: new WeakMap() };
  const file: FixturesFile = { competitions: [] };
  const competitions = new Map<string, FixturesFile['competitions'][number]>();
  const events = new Map<string, { competitionKey: string; home: string; away: string; startsAt: string; node: FixturesFile['competitions'][number]['events'][number] }>();
  const markets = new Map<string, { maxLiability: number | undefined; node: FixturesFile['competitions'][number]['events'][number]['markets'][number] }>();

  for (const { line, cells } of records) {
    if (cells.length !== names.length) rowError('csv_cell_count', line);
    const cell = (column: Column): string => (index.has(column) ? cells[index.get(column)!]!.trim() : '');
    for (const column of REQUIRED) if (cell(column) === '') rowError('csv_required', line, column);
    const sport = cell('sport');
    if (!['cricket', 'football', 'esports'].includes(sport)) rowError('csv_bad_value', line, 'sport');

    const competitionKey = `${sport}\u0000${cell('competition')}`;
    let competition = competitions.get(competitionKey);
    if (!competition) {
      competition = { sport, name: cell('competition'), region: cell('region') || 'INT', events: [] };
      competitions.set(competitionKey, competition);
      file.competitions.push(competition);
    } else if (cell('region') !== '' && cell('region') !== competition.region) rowError('csv_competition_mismatch', line, 'region');

    const ref = cell('event_ref');
    let event = events.get(ref);
    if (!event) {
      const node = { ref, home: cell('home'), away: cell('away'), startsAt: cell('starts_at'), markets: [] };
      event = { competitionKey, home: node.home, away: node.away, startsAt: node.startsAt, node };
      events.set(ref, event);
      competition.events.push(node);
      rows.events.set(node, line);
    } else {
      // One event, the same facts on each of its rows.
      for (const [column, known] of [['home', event.home], ['away', event.away], ['starts_at', event.startsAt]] as const) {
        if (cell(column) !== known) rowError('csv_event_mismatch', line, column);
      }
      if (event.competitionKey !== competitionKey) rowError('csv_event_mismatch', line, 'competition');
    }

    const specifiers: Record<string, string | number> = {};
    if (cell('handicap') !== '') specifiers.handicap = cell('handicap');
    if (cell('total') !== '') specifiers.total = cell('total');
    if (cell('over_number') !== '') specifiers.overNumber = integerCell(cell('over_number'), line, 'over_number');
    if (cell('map_number') !== '') specifiers.mapNumber = integerCell(cell('map_number'), line, 'map_number');
    const maxLiability = cell('max_liability') === '' ? undefined : integerCell(cell('max_liability'), line, 'max_liability');
    const period = cell('period') || undefined;
    const marketKey = JSON.stringify([ref, cell('market_type'), period ?? 'match', specifiers]);
    let market = markets.get(marketKey);
    if (!market) {
      const node = {
        type: cell('market_type'),
        ...(period && { period }),
        ...(Object.keys(specifiers).length > 0 && { specifiers }),
        ...(maxLiability !== undefined && { maxLiability }),
        selections: [],
      };
      market = { maxLiability, node };
      markets.set(marketKey, market);
      event.node.markets.push(node);
      rows.markets.set(node, line);
    } else if (maxLiability !== undefined && maxLiability !== market.maxLiability) rowError('csv_market_mismatch', line, 'max_liability');

    const selection: Record<string, unknown> = { code: cell('selection') };
    if (cell('selection_name') !== '') selection.name = cell('selection_name');
    if (cell('price') !== '') selection.price = cell('price');
    if (cell('rate') !== '') selection.rate = integerCell(cell('rate'), line, 'rate');
    market.node.selections.push(selection);
    rows.selections.set(selection, line);
  }
  return { file, rows };
}

/** A refusal from the import's checks, placed on the row (and column) it came from. */
export function onRow(error: unknown, row: number | undefined, column?: string): unknown {
  if (!(error instanceof BookError) || row === undefined || error.details.row !== undefined) return error;
  return new BookError(error.code, error.httpStatus, { ...error.details, row, ...(column && { column }) });
}
