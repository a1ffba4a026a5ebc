import { count } from '../../format/count';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import Papa from 'papaparse';
import type { UserErrorLike } from '../form/userErrors';
import { outcomeUnknown } from '../mutationError';
import { BULK_MAX_ROWS, runBulkAction } from './bulk';
import type { CsvColumn } from './csv';

/** The largest file an import reads: checked before the file is read at all. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The most data rows an import takes: as many as a list can show (`BULK_MAX_ROWS`). */
export const IMPORT_MAX_ROWS = BULK_MAX_ROWS;

/** A header as the import matches it: case, spaces and punctuation do not count ("External ref" = "externalRef"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One data row's cells, read by column name (any of its spellings). */
export interface ImportCells {
  /** The trimmed cell of the first of `names` the file has; '' when none. */
  get(...names: string[]): string;
  /** The file's headers, trimmed, in order (for columns named by pattern, e.g. one per currency). */
  headers: readonly string[];
  /** The trimmed cell under `header`, exactly as the file spells it. */
  at(header: string): string;
}

/** A column the import reads, as the dialog describes it to the seller. */
export interface ImportColumn {
  /** The header to write, e.g. "Email"; other spellings of it match too. */
  header: string;
  /** Other headers that mean the same column, e.g. `['Id']` for "Product id". */
  aliases?: readonly string[];
  required?: boolean;
  /** What the cell holds, e.g. "12.50 (a decimal, not cents)". */
  help: string;
  /** For a family of columns ("USD", "EUR"...): the headers it takes, tested on the trimmed header. */
  pattern?: RegExp;
}

/** A data row checked by an area's row parser: the mutation input, or why it cannot be sent. */
export type RowParse<TInput> =
  | { readonly key: string; readonly input: TInput; readonly errors?: undefined }
  | { readonly key: string; readonly input?: undefined; readonly errors: readonly string[] };

/** What sending one row did: `created` or `updated`, or the provider's userErrors (then it failed). */
export interface ImportRowResult {
  outcome: 'created' | 'updated';
  userErrors: readonly UserErrorLike[];
}

/** An area's import: its columns, its row parser and the mutation(s) one row sends. */
export interface CsvImporter<TInput> {
  /** The rows' noun, singular and plural: `['customer', 'customers']`. */
  noun: readonly [string, string];
  /** The report's column naming each row, e.g. "Email" or "SKU". */
  keyHeader: string;
  columns: readonly ImportColumn[];
  /** Checks one row and gives its mutation input, or the problems in the seller's words. */
  parseRow: (cells: ImportCells) => RowParse<TInput>;
  /** Sends one checked row. Throws when the request fails (network, gateway error). */
  send: (input: TInput) => Promise<ImportRowResult>;
  /** After the run: evict or refetch the list. */
  onFinished?: () => void;
}

/** A checked row of the file, ready to send or not. */
export interface PreparedRow {
  /** The row's line as a spreadsheet numbers it: the header is row 1. */
  row: number;
  key: string;
  errors: readonly string[];
  /** Present when the row is valid. */
  send?: () => Promise<ImportRowResult>;
}

export type PreparedFile =
  { ok: false; message: string } | { ok: true; rows: PreparedRow[]; ignoredColumns: string[] };

/** An importer with its input type hidden: what `ListPage` and the dialog take. */
export interface CsvImport {
  noun: readonly [string, string];
  keyHeader: string;
  columns: readonly ImportColumn[];
  prepare: (text: string) => PreparedFile;
  onFinished?: () => void;
}

/** A file's text; FileReader where `Blob.text()` is missing (jsdom). */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Refuses a file too large to read, before reading it. */
export function fileSizeProblem(file: { size: number; name: string }): string | null {
  if (file.size <= IMPORT_MAX_BYTES) return null;
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${file.name} is ${megabytes(file.size)}; an import reads files of up to ${megabytes(IMPORT_MAX_BYTES)}. Split it into smaller files.`;
}

/** A row's cells under the file's (trimmed) headers, read by any spelling of a column's name. */
export function importCells(
  headers: readonly string[],
  record: Readonly<Record<string, string | undefined>>,
): ImportCells {
  const keyed = new Map(headers.map((header) => [headerKey(header), header]));
  return {
    get: (...names) => {
      const header = names.map((name) => keyed.get(headerKey(name))).find((found) => found !== undefined);
      return header === undefined ? '' : (record[header] ?? '');
    },
    headers,
    at: (header) => record[header] ?? '',
  };
}

const PAPA_MESSAGES: Partial<Record<string, string>> = {
  MissingQuotes: 'A quoted cell is not closed.',
  InvalidQuotes: 'A quote inside a cell is not doubled.',
  TooManyFields: 'The row has more cells than the header has columns.',
};

/**
 * Parses CSV text (header row, cells trimmed) and checks each row with `parseRow`. Refuses a file
 * without the required columns or with more than IMPORT_MAX_ROWS rows (before any row is checked;
 * the text itself is bounded by IMPORT_MAX_BYTES). Blank rows are skipped.
 */
export function prepareCsv<TInput>(text: string, importer: CsvImporter<TInput>): PreparedFile {
  if (text.length > IMPORT_MAX_BYTES) {
    return { ok: false, message: fileSizeProblem({ name: 'The file', size: text.length }) ?? '' };
  }
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  const headers = (parsed.meta.fields ?? []).filter((header) => header !== '');
  if (headers.length === 0) return { ok: false, message: 'The file is empty: it needs a header row.' };
  const known = new Set(
    importer.columns.flatMap((column) => [column.header, ...(column.aliases ?? [])].map(headerKey)),
  );
  const present = new Set(headers.map(headerKey));
  const missing = importer.columns.filter(
    (column) =>
      column.required &&
      ![column.header, ...(column.aliases ?? [])].some((name) => present.has(headerKey(name))),
  );
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The file has no ${missing.map((column) => `“${column.header}”`).join(' and no ')} column. Its header row has: ${headers.join(', ')}.`,
    };
  }
  const blank = (record: Record<string, unknown>) =>
    Object.values(record).every((value) => value === undefined || value === '');
  if (parsed.data.filter((record) => !blank(record)).length > IMPORT_MAX_ROWS) {
    return {
      ok: false,
      message: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; an import takes up to ${IMPORT_MAX_ROWS.toLocaleString('en')}. Split it into smaller files.`,
    };
  }
  const rowErrors = new Map<number, string[]>();
  for (const error of parsed.errors) {
    const message = PAPA_MESSAGES[error.code];
    if (message === undefined || error.row === undefined) continue;
    // Papa counts the header row in quote errors' row numbers, not in field-count errors'.
    const index = error.type === 'Quotes' ? error.row - 1 : error.row;
    rowErrors.set(index, [...(rowErrors.get(index) ?? []), message]);
  }
  const rows: PreparedRow[] = [];
  parsed.data.forEach((record, index) => {
    if (blank(record)) return;
    const cells = importCells(headers, record);
    const result = importer.parseRow(cells);
    const fileErrors = rowErrors.get(index) ?? [];
    const errors = [...fileErrors, ...(result.errors ?? [])];
    const input = result.input;
    rows.push({
      row: index + 2,
      key: result.key,
      errors,
      ...(errors.length === 0 && input !== undefined ? { send: () => importer.send(input) } : {}),
    });
  });
  if (rows.length === 0) return { ok: false, message: 'The file has a header row but no data rows.' };
  const patterns = importer.columns.flatMap((column) => (column.pattern ? [column.pattern] : []));
  const ignoredColumns = headers.filter(
    (header) => !known.has(headerKey(header)) && !patterns.some((pattern) => pattern.test(header)),
  );
  return { ok: true, rows, ignoredColumns };
}

/** An area's importer for `ListPage`'s `import` prop and `CsvImportButton`. */
export function csvImport<TInput>(importer: CsvImporter<TInput>): CsvImport {
  return {
    noun: importer.noun,
    keyHeader: importer.keyHeader,
    columns: importer.columns,
    prepare: (text) => prepareCsv(text, importer),
    onFinished: importer.onFinished,
  };
}

export type ReportOutcome = 'created' | 'updated' | 'failed' | 'unknown' | 'not sent' | 'skipped';

/** One line of the report: every row of the file has one. */
export interface ReportLine {
  row: number;
  key: string;
  outcome: ReportOutcome;
  /** Why it failed or was not sent; '' when it worked. */
  reason: string;
}

/**
 * Whether a failed request may still have been carried out: the gateway said so (OUTCOME_UNKNOWN),
 * or no answer came at all (network failure, a 5xx from something in between).
 */
export function mayHaveHappened(error: unknown): boolean {
  if (outcomeUnknown(error)) return true;
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500;
  return true;
}

const SUMMARY_ORDER: readonly [ReportOutcome, string][] = [
  ['created', 'created'],
  ['updated', 'updated'],
  ['failed', 'failed'],
  ['unknown', 'with an unknown outcome'],
  ['not sent', 'not sent (invalid)'],
  ['skipped', 'not tried (stopped)'],
];

/** "3 customers created, 1 updated, 2 failed, 1 not sent (invalid)." (outcomes that happened only). */
export function reportSummary(lines: readonly ReportLine[], noun: readonly [string, string]): string {
  const parts = SUMMARY_ORDER.flatMap(([outcome, words]) => {
    const n = lines.filter((line) => line.outcome === outcome).length;
    return n > 0 ? [{ n, words }] : [];
  });
  if (parts.length === 0) return 'Nothing was imported.';
  return `${parts.map(({ n, words }, index) => `${index === 0 ? count(n, noun) : n.toLocaleString('en')} ${words}`).join(', ')}.`;
}

export const OUTCOME_LABELS: Record<ReportOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  failed: 'Failed',
  unknown: 'Outcome unknown (check before retrying)',
  'not sent': 'Not sent',
  skipped: 'Not tried (stopped)',
};

/** The report as CSV columns (through `toCsv`, so cells are formula-escaped). */
export function reportColumns(keyHeader: string): CsvColumn<ReportLine>[] {
  return [
    { header: 'Row', value: (line) => line.row },
    { header: keyHeader, value: (line) => line.key },
    { header: 'Outcome', value: (line) => OUTCOME_LABELS[line.outcome] },
    { header: 'Reason', value: (line) => line.reason },
  ];
}

/**
 * Sends the valid rows (BULK_CONCURRENCY at a time, through `runBulkAction`) and gives the report
 * of every row, invalid ones included, in file order. A failed row does not stop the others;
 * stopping (`signal`) lets rows in flight finish and marks the rest as not tried.
 */
export async function runImport(
  rows: readonly PreparedRow[],
  onSettled: (finished: number) => void,
  signal: AbortSignal,
): Promise<ReportLine[]> {
  const lines = new Map<number, ReportLine>();
  for (const row of rows) {
    lines.set(row.row, {
      row: row.row,
      key: row.key,
      outcome: row.send ? 'skipped' : 'not sent',
      reason: row.send ? '' : row.errors.join(' '),
    });
  }
  const thrown = new Map<number, unknown>();
  const outcome = await runBulkAction(
    rows.filter((row) => row.send),
    {
      run: async (row) => {
        try {
          const result = await (row.send?.() ?? Promise.reject(new Error('The row is not valid.')));
          if (result.userErrors.length === 0) {
            lines.set(row.row, { row: row.row, key: row.key, outcome: result.outcome, reason: '' });
          }
          return result.userErrors;
        } catch (error) {
          thrown.set(row.row, error);
          throw error;
        }
      },
    },
    onSettled,
    signal,
  );
  for (const failure of outcome.failed) {
    const error = thrown.get(failure.row.row);
    const unknown = failure.unknown || (thrown.has(failure.row.row) && mayHaveHappened(error));
    lines.set(failure.row.row, {
      row: failure.row.row,
      key: failure.row.key,
      outcome: unknown ? 'unknown' : 'failed',
      reason: failure.reason,
    });
  }
  return [...lines.values()].sort((a, b) => a.row - b.row);
}

/** Helpers for row parsers: the seller-facing checks most columns need. */
export const cellChecks = {
  /** A whole number of 0 or more, or the problem. */
  wholeNumber(text: string, label: string): number | string {
    if (!/^\d+$/.test(text)) return `${label} must be a whole number of 0 or more (found “${text}”).`;
    const value = Number(text);
    return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : `${label} is too large.`;
  },
};
