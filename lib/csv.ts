/**
 * CSV files people open in a spreadsheet: RFC 4180 quoting, CRLF line ends,
 * and a byte-order mark so spreadsheets read the text as UTF-8. Cells are
 * strings (amounts stay exact decimal strings, never floats); an empty cell
 * is null.
 *
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab
 * or a carriage return) gets a leading apostrophe, so text taken from the
 * marketplace (a product name, a tip message) can never run in it. A plain
 * number such as "-1.5" is left as it is: it is a number, not a formula, and
 * stays one for sums.
 */

export type CsvCell = string | null;

/** A file's content before it is written: its column names and its rows. */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
  /** Why the file holds less than the whole list (the marketplace pages no deeper), in words; said when it is saved. */
  incomplete?: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as it goes into the file: defused, then quoted when it holds a quote, a comma or a line end. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header row, then one line per row, each ended by CRLF. */
export function toCsv({ header, rows }: CsvTable): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** A file name for an export: "purchases-2026-11-26.csv". */
export const csvFileName = (what: string, at: Date = new Date()) => `${what}-${at.toISOString().slice(0, 10)}.csv`;
