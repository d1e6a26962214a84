/**
 * CSV that Excel opens correctly in a Turkish locale (decision 076): UTF-8 with a byte-order mark (without it Excel
 * reads ı, ş, ğ, İ as Windows-1254 mojibake), `;` between fields (Turkish Excel's list separator, as in most of
 * Europe), CRLF line ends, no thousands grouping.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text that starts like a formula
 * (=, +, -, @, tab, CR) gets a leading apostrophe so a spreadsheet shows it instead of running it.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.numeric;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number already written with the reader's decimal mark (never treated as a formula). */
export type CsvNumber = { numeric: string };
export type CsvCell = string | number | null | CsvNumber;

/** A decimal with a fixed number of digits and the reader's decimal mark: `csvDecimal(1234.5, 2, ',')` → `1234,50`. */
export function csvDecimal(value: number | null, digits: number, decimalMark: ',' | '.'): CsvCell {
  if (value === null || !Number.isFinite(value)) return null;
  const fixed = value.toFixed(digits);
  return { numeric: decimalMark === '.' ? fixed : fixed.replace('.', decimalMark) };
}

/** The whole file: BOM, then each row's fields joined by `;`, every line ended by CRLF. */
export function toCsv(rows: CsvCell[][]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(CSV_SEPARATOR) + CSV_LINE_END).join('');
}
