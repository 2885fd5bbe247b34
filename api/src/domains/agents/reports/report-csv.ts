/**
 * CSV of a report (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line
 * break quoted, quotes doubled), with a UTF-8 byte order mark so spreadsheet programs read Bengali
 * names right. A text cell that starts like a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe so a spreadsheet never runs it (OWASP CSV injection). Hand-written: a dozen lines,
 * and no CSV library is among the project's dependencies.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Money in minor units as the major unit with two decimals (12345 → "123.45"), as a number cell. */
export function csvMoney(minor: number): number {
  return minor / 100;
}

/** An instant as yyyy-MM-dd HH:mm:ss on the brand's clock. */
export function brandTime(isoTime: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    })
      .formatToParts(new Date(isoTime))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
