import { count } from '../../format/count';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import Papa from 'papaparse';
import type { UserErrorLike } from '../form/userErrors';
import { outcomeUnknown, outcomeUnknownIn } from '../mutationError';
import pLimit from 'p-limit';
import { errorMessage } from '../../graphql/errors';
import { BULK_CONCURRENCY, BULK_MAX_ROWS, runBulkAction } from './bulk';
import { unescapeCsvCell, type CsvCell, type CsvColumn } from './csv';

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

/**
 * A column of a list's CSV, declared once for both directions: the export writes `header` with the
 * raw value `value` gives (`live`, `1250`), and the import reads that header back (or an alias).
 */
export interface ImportColumn<TRow = never> {
  /** The header the export writes, e.g. "Email"; other spellings of it match too. */
  header: string;
  /** Other headers that mean the same column, e.g. `['Id']` for "Product id". */
  aliases?: readonly string[];
  required?: boolean;
  /** What the cell holds, e.g. "12.50 (a decimal, not cents)". */
  help: string;
  /** For a family of columns ("USD", "EUR"...): the headers it takes, tested on the trimmed header. */
  pattern?: RegExp;
  /** The exported cell, in the form the import reads; absent, the column is never exported (a password). */
  value?: (row: TRow) => CsvCell;
  /** For a family of columns (`pattern`): the exported columns the rows need (one per currency). */
  family?: (rows: readonly TRow[]) => CsvColumn<TRow>[];
}

/** Why a cell or a row cannot be imported; `column` is '' for the row as a whole. */
export interface ImportProblem {
  readonly column: string;
  readonly message: string;
}

/** A data row checked by an area's row parser: the mutation input, or why it cannot be sent. */
export type RowParse<TInput> =
  | { readonly key: string; readonly input: TInput; readonly errors?: undefined }
  | { readonly key: string; readonly input?: undefined; readonly errors: readonly ImportProblem[] };

/**
 * What a checked row would do to the store, found by reading the record it names (and nothing
 * else): create it, update it (the headers of the columns that differ), or nothing because the
 * record already holds the row's values. `input` is what the write will send.
 */
export type RowPlan<TInput> =
  | { readonly action: 'create'; readonly input: TInput }
  | { readonly action: 'update'; readonly input: TInput; readonly changes: readonly string[] }
  | { readonly action: 'unchanged' }
  | { readonly action: 'invalid'; readonly problems: readonly ImportProblem[] };

/**
 * An area's import: its columns, its row parser (the row as `TInput`), how a row compares with the
 * store (giving the write to send, `TWrite`) and the write: one row at a time (`send`), or every
 * row at once (`sendAll`, a provider import job).
 */
export type CsvImporter<TInput, TRow = never, TWrite = TInput> = CsvImporterBase<TInput, TRow, TWrite> &
  (RowWriter<TWrite> | BatchWriter<TWrite>);

interface CsvImporterBase<TInput, TRow, TWrite> {
  /** The rows' noun, singular and plural: `['customer', 'customers']`. */
  noun: readonly [string, string];
  /** The report's column naming each row, e.g. "Email" or "SKU". */
  keyHeader: string;
  /** The list's CSV columns: the export writes those with a `value`, the import reads them all. */
  columns: readonly ImportColumn<TRow>[];
  /** Checks one row and gives its mutation input, or the problems in the seller's words. */
  parseRow: (cells: ImportCells) => RowParse<TInput>;
  /** Reads the record a checked row names and compares; only reads. Throws when the read fails. */
  plan: (input: TInput) => Promise<RowPlan<TWrite>>;
  /** After the run: evict or refetch the list. */
  onFinished?: () => void;
}

/** Writes the planned rows one at a time, BULK_CONCURRENCY at once. */
export interface RowWriter<TWrite> {
  /** Sends one planned row; its userErrors (empty: it worked). Throws when the request fails. */
  send: (write: TWrite) => Promise<readonly UserErrorLike[]>;
  sendAll?: undefined;
}

/** Writes every planned row in one request (a provider import job). */
export interface BatchWriter<TWrite> {
  /**
   * Sends the rows and gives each one's problems, in the order given (empty: it worked). Throws
   * when the batch did not run or its outcome is not known (then every row's outcome is unknown).
   */
  sendAll: (writes: readonly TWrite[], signal: AbortSignal) => Promise<readonly (readonly UserErrorLike[])[]>;
  send?: undefined;
}

/** A row of the file after checking and comparing: what confirming will do with it. */
export interface PlannedRow {
  /** The row's line as a spreadsheet numbers it: the header is row 1. */
  row: number;
  key: string;
  action: 'create' | 'update' | 'unchanged' | 'invalid';
  /** For an update: the headers of the columns that change. */
  changes: readonly string[];
  problems: readonly ImportProblem[];
}

/** Whether confirming writes the row (a create or an update). */
export const writesRow = (row: PlannedRow): boolean => row.action === 'create' || row.action === 'update';

/** The file compared with the store: its rows as the preview shows them, and the import to run. */
export interface PlannedFile {
  rows: PlannedRow[];
  /** Writes the rows to create or update; the report has every row of the file. */
  run: (onSettled: (finished: number) => void, signal: AbortSignal) => Promise<ReportLine[]>;
}

/** A file read and its rows checked (nothing read from the store yet). */
export type CheckedFile =
  | { ok: false; message: string }
  | {
      ok: true;
      /** Data rows, blank ones left out. */
      rowCount: number;
      ignoredColumns: string[];
      /** Compares the valid rows with the store (BULK_CONCURRENCY reads at a time); writes nothing. */
      plan: (onSettled: (compared: number) => void, signal: AbortSignal) => Promise<PlannedFile>;
    };

/** An importer with its input type hidden: what `ListPage` and the dialog take. */
export interface CsvImport<TRow = never> {
  noun: readonly [string, string];
  keyHeader: string;
  columns: readonly ImportColumn<TRow>[];
  /** The export's columns for `rows`: the import's own, raw values. */
  exportColumns: (rows: readonly TRow[]) => CsvColumn<TRow>[];
  check: (text: string) => CheckedFile;
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

/** A data row after the row parser: its input when valid. */
export interface CheckedRow<TInput> {
  row: number;
  key: string;
  problems: readonly ImportProblem[];
  input?: TInput;
}

/**
 * Parses CSV text (header row, cells trimmed, the export's formula escape undone) and checks each
 * row with `parseRow`. Refuses a file without the required columns or with more than
 * IMPORT_MAX_ROWS rows (before any row is checked; the text itself is bounded by
 * IMPORT_MAX_BYTES). Blank rows are skipped.
 */
export function checkCsv<TInput, TRow>(
  text: string,
  importer: Pick<CsvImporter<TInput, TRow, unknown>, 'columns' | 'parseRow'>,
): { ok: false; message: string } | { ok: true; rows: CheckedRow<TInput>[]; ignoredColumns: string[] } {
  if (text.length > IMPORT_MAX_BYTES) {
    return { ok: false, message: fileSizeProblem({ name: 'The file', size: text.length }) ?? '' };
  }
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
    transform: (value) => unescapeCsvCell(value.trim()),
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
  const rowErrors = new Map<number, ImportProblem[]>();
  for (const error of parsed.errors) {
    const message = PAPA_MESSAGES[error.code];
    if (message === undefined || error.row === undefined) continue;
    // Papa counts the header row in quote errors' row numbers, not in field-count errors'.
    const index = error.type === 'Quotes' ? error.row - 1 : error.row;
    rowErrors.set(index, [...(rowErrors.get(index) ?? []), { column: '', message }]);
  }
  const rows: CheckedRow<TInput>[] = [];
  parsed.data.forEach((record, index) => {
    if (blank(record)) return;
    const result = importer.parseRow(importCells(headers, record));
    const problems = [...(rowErrors.get(index) ?? []), ...(result.errors ?? [])];
    rows.push({
      row: index + 2,
      key: result.key,
      problems,
      ...(problems.length === 0 && result.input !== undefined ? { input: result.input } : {}),
    });
  });
  if (rows.length === 0) return { ok: false, message: 'The file has a header row but no data rows.' };
  const patterns = importer.columns.flatMap((column) => (column.pattern ? [column.pattern] : []));
  const ignoredColumns = headers.filter(
    (header) => !known.has(headerKey(header)) && !patterns.some((pattern) => pattern.test(header)),
  );
  return { ok: true, rows, ignoredColumns };
}

/** A planned row with the write confirming sends, for a create or an update. */
export interface PlannedWrite<TWrite> {
  row: PlannedRow;
  write?: { value: TWrite };
}

/**
 * Compares each valid row with the store through the importer's `plan` (reads only,
 * BULK_CONCURRENCY at a time); a row whose read fails is shown as a problem, not sent. Stopping
 * (`signal`) leaves the rows not compared yet as problems too, so nothing unknown is written.
 */
export async function planRows<TInput, TWrite>(
  rows: readonly CheckedRow<TInput>[],
  plan: (input: TInput) => Promise<RowPlan<TWrite>>,
  onSettled: (compared: number) => void,
  signal: AbortSignal,
): Promise<PlannedWrite<TWrite>[]> {
  const limit = pLimit(BULK_CONCURRENCY);
  let compared = 0;
  const problem = (message: string): RowPlan<TWrite> => ({
    action: 'invalid',
    problems: [{ column: '', message }],
  });
  const compare = async (input: TInput): Promise<RowPlan<TWrite>> => {
    if (signal.aborted) return problem('Not compared with the store (stopped).');
    try {
      return await plan(input);
    } catch (error) {
      return problem(`Could not be compared with the store: ${errorMessage(error)}`);
    } finally {
      compared += 1;
      onSettled(compared);
    }
  };
  return Promise.all(
    rows.map((row) =>
      limit(async (): Promise<PlannedWrite<TWrite>> => {
        const base = { row: row.row, key: row.key, changes: [], problems: row.problems };
        if (row.input === undefined) return { row: { ...base, action: 'invalid' } };
        const planned = await compare(row.input);
        switch (planned.action) {
          case 'invalid':
            return { row: { ...base, action: 'invalid', problems: planned.problems } };
          case 'unchanged':
            return { row: { ...base, action: 'unchanged' } };
          case 'create':
            return { row: { ...base, action: 'create' }, write: { value: planned.input } };
          case 'update':
            return {
              row: { ...base, action: 'update', changes: planned.changes },
              write: { value: planned.input },
            };
        }
      }),
    ),
  );
}

/** An area's importer for `ListPage`'s `import` prop and `CsvImportButton`. */
export function csvImport<TInput, TRow = never, TWrite = TInput>(
  importer: CsvImporter<TInput, TRow, TWrite>,
): CsvImport<TRow> {
  return {
    noun: importer.noun,
    keyHeader: importer.keyHeader,
    columns: importer.columns,
    exportColumns: (rows) => exportColumns(importer.columns, rows),
    check: (text) => {
      const checked = checkCsv(text, importer);
      if (!checked.ok) return checked;
      return {
        ok: true,
        rowCount: checked.rows.length,
        ignoredColumns: checked.ignoredColumns,
        plan: async (onSettled, signal) => {
          const planned = await planRows(checked.rows, importer.plan, onSettled, signal);
          return {
            rows: planned.map(({ row }) => row),
            run: (onWritten, stop) => runImport(planned, importer, onWritten, stop),
          };
        },
      };
    },
    onFinished: importer.onFinished,
  };
}

/**
 * The export's columns of a list's CSV declaration for `rows`: those with a `value` under their
 * headers, and the columns a family gives (one per currency the rows have).
 */
export function exportColumns<TRow>(
  columns: readonly ImportColumn<TRow>[],
  rows: readonly TRow[],
): CsvColumn<TRow>[] {
  return columns.flatMap(({ header, value, family }) => {
    if (family) return family(rows);
    return value ? [{ header, value }] : [];
  });
}

/**
 * The headers of `compared` whose file value differs from the stored one. A cell left empty keeps
 * the stored value (imports never clear a field), so it is no change.
 */
export function changedColumns(
  compared: readonly { header: string; file: string; stored: string | null | undefined }[],
): string[] {
  return compared
    .filter(({ file, stored }) => file !== '' && file !== (stored ?? ''))
    .map(({ header }) => header);
}

/** A row's problems in one line (each message names its column). */
export const problemText = (problems: readonly ImportProblem[]): string =>
  problems.map(({ message }) => message).join(' ');

export type ReportOutcome =
  'created' | 'updated' | 'unchanged' | 'failed' | 'unknown' | 'not sent' | 'skipped';

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
  ['unchanged', 'unchanged (skipped)'],
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

/**
 * What confirming will do, in the seller's words: "2 customers to create, 1 to update, 5 unchanged
 * (skipped), 1 with problems (not sent)." and "Nothing to write." when no row changes anything.
 */
export function planSummary(rows: readonly PlannedRow[], noun: readonly [string, string]): string {
  const counted = (action: PlannedRow['action']) => rows.filter((row) => row.action === action).length;
  const parts = (
    [
      [counted('create'), 'to create'],
      [counted('update'), 'to update'],
      [counted('unchanged'), 'unchanged (skipped)'],
      [counted('invalid'), 'with problems (not sent)'],
    ] as const
  ).filter(([n]) => n > 0);
  const text = parts
    .map(([n, words], index) => `${index === 0 ? count(n, noun) : n.toLocaleString('en')} ${words}`)
    .join(', ');
  return rows.some(writesRow) ? `${text}.` : `${text}. Nothing to write.`;
}

export const OUTCOME_LABELS: Record<ReportOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged (skipped)',
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
 * Writes the rows to create or update and gives the report of every row, unchanged and invalid
 * ones included, in file order. One row at a time (`send`, BULK_CONCURRENCY at once through
 * `runBulkAction`): a failed row does not stop the others, and stopping (`signal`) lets rows in
 * flight finish and marks the rest as not tried. All at once (`sendAll`): each row gets its own
 * problems; a batch that throws leaves every row failed, or unknown when it may have run.
 */
export async function runImport<TWrite>(
  planned: readonly PlannedWrite<TWrite>[],
  writer: RowWriter<TWrite> | BatchWriter<TWrite>,
  onSettled: (finished: number) => void,
  signal: AbortSignal,
): Promise<ReportLine[]> {
  const lines = new Map<number, ReportLine>();
  const report = (row: PlannedRow, outcome: ReportOutcome, reason = '') =>
    lines.set(row.row, { row: row.row, key: row.key, outcome, reason });
  for (const { row, write } of planned) {
    if (write) report(row, 'skipped');
    else if (row.action === 'unchanged') report(row, 'unchanged');
    else report(row, 'not sent', problemText(row.problems));
  }
  const toWrite = planned.flatMap(({ row, write }) => (write ? [{ row, write: write.value }] : []));
  const settle = (row: PlannedRow, userErrors: readonly UserErrorLike[]) => {
    if (userErrors.length === 0) report(row, row.action === 'create' ? 'created' : 'updated');
    else
      report(
        row,
        outcomeUnknownIn(userErrors) ? 'unknown' : 'failed',
        userErrors.map((error) => error.message).join(' '),
      );
  };
  if (writer.sendAll) {
    if (toWrite.length > 0 && !signal.aborted) {
      try {
        const results = await writer.sendAll(
          toWrite.map(({ write }) => write),
          signal,
        );
        toWrite.forEach(({ row }, index) => settle(row, results[index] ?? []));
      } catch (error) {
        const outcome = mayHaveHappened(error) ? 'unknown' : 'failed';
        for (const { row } of toWrite) report(row, outcome, errorMessage(error));
      }
      onSettled(toWrite.length);
    }
    return [...lines.values()].sort((a, b) => a.row - b.row);
  }
  const send = writer.send;
  const thrown = new Map<number, unknown>();
  const outcome = await runBulkAction(
    toWrite,
    {
      run: async ({ row, write }) => {
        try {
          const userErrors = await send(write);
          if (userErrors.length === 0) settle(row, userErrors);
          return userErrors;
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
    const { row } = failure.row;
    const unknown = failure.unknown || (thrown.has(row.row) && mayHaveHappened(thrown.get(row.row)));
    report(row, unknown ? 'unknown' : 'failed', failure.reason);
  }
  return [...lines.values()].sort((a, b) => a.row - b.row);
}

/** Helpers for row parsers: the seller-facing checks most columns need. */
export const cellChecks = {
  /** A whole number of 0 or more, or the problem (under the column `label`). */
  wholeNumber(text: string, label: string): number | ImportProblem {
    if (!/^\d+$/.test(text)) {
      return { column: label, message: `${label} must be a whole number of 0 or more (found “${text}”).` };
    }
    const value = Number(text);
    return Number.isSafeInteger(value) && value <= 2_147_483_647
      ? value
      : { column: label, message: `${label} is too large.` };
  },
};
