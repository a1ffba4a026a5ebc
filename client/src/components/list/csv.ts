import Papa from 'papaparse';

export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => string | number | boolean | null | undefined;
}

/**
 * Rows as CSV text with a header line. Cells a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`...) are escaped: exported names and notes are seller or shopper input.
 */
export function toCsv<TRow>(rows: readonly TRow[], columns: readonly CsvColumn<TRow>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true },
  );
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
