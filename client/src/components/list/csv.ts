import Papa from 'papaparse';

/** What an exported cell may hold; null and undefined write an empty cell. */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => CsvCell;
}

/**
 * Text cells the export escapes with a leading `'`: those a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab, carriage return), and those already starting with `'`, so that
 * `unescapeCsvCell` can undo the escape exactly and an exported file imports back unchanged.
 */
const ESCAPED_START = /^['=+\-@\t\r]/;

/**
 * Rows as CSV text with a header line. For a file a seller opens (`forSpreadsheet`, the default),
 * cells a spreadsheet would run as a formula are escaped (`ESCAPED_START`): exported names and
 * notes are seller or shopper input. A CSV sent to the provider as data keeps every cell as is.
 */
export function toCsv<TRow>(
  rows: readonly TRow[],
  columns: readonly CsvColumn<TRow>[],
  { forSpreadsheet = true }: { forSpreadsheet?: boolean } = {},
): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: forSpreadsheet ? ESCAPED_START : false },
  );
}

/** A cell as the seller meant it: the `'` that `toCsv` put before a formula-like text removed. */
export function unescapeCsvCell(text: string): string {
  return text.startsWith("'") && ESCAPED_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Saves `text` as a file through the browser's download. */
export function downloadFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; free it once the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `customers-2026-11-26.csv`: the list's name and today's date. */
export function csvFileName(base: string, now = new Date()): string {
  const slug =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  return `${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
