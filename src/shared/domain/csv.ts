// RFC 4180 CSV: CRLF line ends; a field with a comma, quote or line break is
// quoted with its quotes doubled. Text that a spreadsheet would run as a
// formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe,
// so an exported name can never become a formula (OWASP "CSV injection").
// Money cells are written by us as digits, so they are never prefixed.

export type CsvCell = string | { cents: number };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 12345 -> "123.45": money in exports always has two decimals. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const cell = (value: CsvCell) => (typeof value === 'string' ? csvText(value) : centsToDecimal(value.cents));
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
