import { useApolloClient } from '@apollo/client/react';
import { requirePayload } from '../../components/form/useMutationForm';
import {
  changedColumns,
  csvImport,
  type CsvImport,
  type ImportCells,
  type ImportColumn,
  type ImportProblem,
  type RowParse,
  type RowPlan,
} from '../../components/list/csvImport';
import { isJobFinished, JOB_POLL_INTERVAL_MS } from '../../components/JobProgress';
import type { UserErrorLike } from '../../components/form/userErrors';
import { toCsv } from '../../components/list/csv';
import {
  JobErrorsDocument,
  JobProgressDocument,
  ProductImportMatchDocument,
  useImportProductsMutation,
  type CommodityType,
  type JobErrorsQuery,
  type JobErrorsQueryVariables,
  type JobProgressQuery,
  type JobProgressQueryVariables,
  type ProductImportMatchQuery,
  type ProductImportMatchQueryVariables,
  type ProductListItemFragment,
  type ProductStatus,
} from '../../graphql/generated';

/**
 * The product list's CSV, both ways, in the provider's own column names (those of its product
 * export job, so that file imports here too) and raw values (`live`, `physical`). The list's
 * export writes the columns its rows hold; the others are read when a file has them.
 */
export const PRODUCT_CSV_COLUMNS: readonly ImportColumn<ProductListItemFragment>[] = [
  {
    header: 'id',
    help: 'Given: the product with this id is updated. Empty: the product with the row’s sku is updated, or a new one is created.',
    value: (product) => product.id,
  },
  {
    header: 'name',
    help: 'The name shoppers see; needed for a new product.',
    value: (product) => product.name,
  },
  {
    header: 'sku',
    help: 'The stock keeping unit, unique in the store; needed for a new product.',
    value: (product) => product.sku,
  },
  {
    header: 'slug',
    help: 'URL-safe unique name; derived from the name when empty.',
    value: (product) => product.slug,
  },
  {
    header: 'status',
    help: 'live or draft (a new product is draft when empty).',
    value: (product) => product.status.toLowerCase(),
  },
  {
    header: 'commodity_type',
    help: 'physical or digital; needed for a new product.',
    value: (product) => product.commodityType.toLowerCase(),
  },
  { header: 'description', help: 'A description for shoppers.' },
  { header: 'external_ref', help: 'An identifier from another system.' },
  { header: 'upc_ean', help: 'Universal product code or European article number.' },
  { header: 'mpn', help: 'Manufacturer part number.' },
  { header: 'tags', help: 'Key words, separated by commas; replaces the product’s tags.' },
];

/** A checked product row: the cells it gives (empty cells are left out: they keep what is stored). */
export interface ProductImportRow {
  id?: string;
  name?: string;
  sku?: string;
  slug?: string;
  status?: ProductStatus;
  commodityType?: CommodityType;
  description?: string;
  externalRef?: string;
  upcEan?: string;
  mpn?: string;
  tags?: string[];
}

/**
 * What a planned product row sends: its line of the provider's import CSV, by header (a new
 * product's given cells; an update's id and changed cells only).
 */
export type ProductWrite = Readonly<Partial<Record<string, string>>>;

const STATUSES: Record<string, ProductStatus> = { live: 'LIVE', draft: 'DRAFT' };
const COMMODITY_TYPES: Record<string, CommodityType> = { physical: 'PHYSICAL', digital: 'DIGITAL' };
/** Provider ids are UUIDs; anything with a slash or a space is refused before it reaches a path. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks one row of a product CSV: a known status and commodity type, an id that is an id. */
export function parseProductRow(cells: ImportCells): RowParse<ProductImportRow> {
  const text = (header: string) => cells.get(header);
  const id = text('id');
  const sku = text('sku');
  const key = sku || text('name') || id;
  const errors: ImportProblem[] = [];
  if (!id && !sku) errors.push({ column: 'sku', message: 'Give the product’s id or its sku.' });
  if (id && !ID.test(id)) errors.push({ column: 'id', message: `id “${id}” is not a product id.` });
  const statusText = text('status');
  const status = STATUSES[statusText.toLowerCase()];
  if (statusText && !status) {
    errors.push({ column: 'status', message: `status “${statusText}” is not live or draft.` });
  }
  const typeText = text('commodity_type');
  const commodityType = COMMODITY_TYPES[typeText.toLowerCase()];
  if (typeText && !commodityType) {
    errors.push({
      column: 'commodity_type',
      message: `commodity_type “${typeText}” is not physical or digital.`,
    });
  }
  if (errors.length > 0) return { key, errors };
  const given = (value: string) => (value === '' ? undefined : value);
  const tags = text('tags')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  const row: ProductImportRow = {
    id: given(id),
    name: given(text('name')),
    sku: given(sku),
    slug: given(text('slug')),
    status,
    commodityType,
    description: given(text('description')),
    externalRef: given(text('external_ref')),
    upcEan: given(text('upc_ean')),
    mpn: given(text('mpn')),
    tags: tags.length > 0 ? tags : undefined,
  };
  return {
    key,
    input: Object.fromEntries(
      Object.entries(row).filter(([, value]) => value !== undefined),
    ) as ProductImportRow,
  };
}

type StoredProduct = ProductImportMatchQuery['products']['items'][number];

/** The row's fields beside the stored ones, under the CSV's headers. */
const COMPARED: readonly {
  header: string;
  field: Exclude<keyof ProductImportRow, 'id'>;
  stored: (product: StoredProduct) => string | null | undefined;
}[] = [
  { header: 'name', field: 'name', stored: (product) => product.name },
  { header: 'sku', field: 'sku', stored: (product) => product.sku },
  { header: 'slug', field: 'slug', stored: (product) => product.slug },
  { header: 'status', field: 'status', stored: (product) => product.status },
  { header: 'commodity_type', field: 'commodityType', stored: (product) => product.commodityType },
  { header: 'description', field: 'description', stored: (product) => product.description },
  { header: 'external_ref', field: 'externalRef', stored: (product) => product.externalRef },
  { header: 'upc_ean', field: 'upcEan', stored: (product) => product.upcEan },
  { header: 'mpn', field: 'mpn', stored: (product) => product.mpn },
  { header: 'tags', field: 'tags', stored: (product) => product.tags.join(',') },
];

/** A field as compared: tags joined as the file writes them, enums as the schema spells them. */
const fileValue = (value: ProductImportRow[keyof ProductImportRow]): string =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

/** A field as the provider's import reads it: enums in lower case (`live`, `physical`). */
const jobCell = (field: keyof ProductImportRow, value: ProductImportRow[keyof ProductImportRow]) =>
  field === 'status' || field === 'commodityType' ? fileValue(value).toLowerCase() : fileValue(value);

/**
 * A checked row against the product it names (by id, else by sku; `matches` as read): a new
 * product needs a name, a sku and a commodity type; an update sends only the columns that differ;
 * none means unchanged.
 */
export function planProductRow(
  row: ProductImportRow,
  matches: readonly StoredProduct[],
): RowPlan<ProductWrite> {
  const invalid = (column: string, message: string): RowPlan<ProductWrite> => ({
    action: 'invalid',
    problems: [{ column, message }],
  });
  if (row.id !== undefined && matches.length === 0)
    return invalid('id', `No product has the id “${row.id}”.`);
  if (matches.length > 1)
    return invalid('sku', `Several products have the sku “${row.sku ?? ''}”: give the id.`);
  const stored = matches[0];
  if (!stored) {
    const needed = [
      ['name', row.name],
      ['sku', row.sku],
      ['commodity_type', row.commodityType],
    ] as const;
    const missing = needed.filter(([, value]) => value === undefined);
    if (missing.length > 0) {
      return {
        action: 'invalid',
        problems: missing.map(([column]) => ({ column, message: `A new product needs its ${column}.` })),
      };
    }
    const cells = COMPARED.filter(({ field }) => row[field] !== undefined).map(
      ({ header, field }) => [header, jobCell(field, row[field])] as const,
    );
    return { action: 'create', input: Object.fromEntries(cells) };
  }
  const changes = changedColumns(
    COMPARED.map(({ header, field, stored: storedValue }) => ({
      header,
      file: fileValue(row[field]),
      stored: storedValue(stored),
    })),
  );
  if (changes.length === 0) return { action: 'unchanged' };
  const cells = COMPARED.filter(({ header }) => changes.includes(header)).map(
    ({ header, field }) => [header, jobCell(field, row[field])] as const,
  );
  return { action: 'update', input: { id: stored.id, ...Object.fromEntries(cells) }, changes };
}

/** The provider's import CSV of `writes`: the columns any of them gives, in the list's order. */
export function productJobCsv(writes: readonly ProductWrite[]): string {
  const headers = PRODUCT_CSV_COLUMNS.map(({ header }) => header).filter((header) =>
    writes.some((write) => write[header] !== undefined),
  );
  return toCsv(
    writes,
    headers.map((header) => ({ header, value: (write: ProductWrite) => write[header] })),
    { forSpreadsheet: false },
  );
}

/** The provider's import errors name rows of the sent CSV: `row 4: …` is the third row sent. */
export function jobErrorsByRow(messages: readonly string[], rowCount: number): (readonly UserErrorLike[])[] {
  const byRow: UserErrorLike[][] = Array.from({ length: rowCount }, () => []);
  const general: UserErrorLike[] = [];
  for (const message of messages) {
    const match = /^row (\d+): (.*)$/s.exec(message);
    const index = match ? Number(match[1]) - 2 : -1;
    const row = byRow[index];
    if (match && row) row.push({ message: match[2] ?? message });
    else general.push({ message });
  }
  // An error the job did not tie to a row concerns them all.
  return general.length > 0 ? byRow.map((errors) => [...errors, ...general]) : byRow;
}

/**
 * The most one import job is given, counted as the rows' JSON (longer than their CSV): under the
 * gateway's limit of 1,000,000 characters on `importProducts`' CSV.
 */
const JOB_MAX_CHARS = 900_000;

/** `writes` in runs that each make one job's CSV of at most JOB_MAX_CHARS. */
function jobBatches(writes: readonly ProductWrite[]): ProductWrite[][] {
  const batches: ProductWrite[][] = [[]];
  let size = 0;
  for (const write of writes) {
    const length = JSON.stringify(write).length;
    const current = batches[batches.length - 1] ?? [];
    if (current.length > 0 && size + length > JOB_MAX_CHARS) {
      batches.push([write]);
      size = length;
    } else {
      current.push(write);
      size += length;
    }
  }
  return batches;
}

/** Waits `ms`, or throws once `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('Stopped.'));
      return;
    }
    const timer = window.setTimeout(() => {
      signal.removeEventListener('abort', stopped);
      resolve();
    }, ms);
    const stopped = () => {
      window.clearTimeout(timer);
      reject(new Error('Stopped while the import job ran: check the product list before importing again.'));
    };
    signal.addEventListener('abort', stopped, { once: true });
  });
}

/** How many of a job's errors are read: one per row it was given, and a page more. */
const JOB_ERROR_PAGE = 100;

/** The product list's import (and, through its columns, its export). */
export function useProductImport(onFinished: () => void): CsvImport<ProductListItemFragment> {
  const client = useApolloClient();
  const [importProducts] = useImportProductsMutation();

  /** Runs one provider import job over `writes` and gives each row's problems. */
  const runJob = async (writes: readonly ProductWrite[], signal: AbortSignal) => {
    const { data } = await importProducts({ variables: { csv: productJobCsv(writes) } });
    const payload = requirePayload(data?.importProducts);
    if (!payload.job) return writes.map(() => payload.userErrors);
    const id = payload.job.id;
    let status = payload.job.status;
    while (!isJobFinished(status)) {
      await pause(JOB_POLL_INTERVAL_MS, signal);
      const { data: progress } = await client.query<JobProgressQuery, JobProgressQueryVariables>({
        query: JobProgressDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      status = progress?.job?.status ?? 'FAILED';
    }
    if (status === 'SUCCESS') return writes.map(() => []);
    if (status === 'CANCELLED') throw new Error('The import job was cancelled: check the product list.');
    const messages: string[] = [];
    for (let offset = 0; offset <= writes.length; offset += JOB_ERROR_PAGE) {
      const { data: failed } = await client.query<JobErrorsQuery, JobErrorsQueryVariables>({
        query: JobErrorsDocument,
        variables: { id, page: { limit: JOB_ERROR_PAGE, offset } },
        fetchPolicy: 'network-only',
      });
      const page = failed?.job?.errors;
      messages.push(...(page?.items ?? []).map((error) => error.message));
      if (!page || offset + JOB_ERROR_PAGE >= page.pageInfo.total) break;
    }
    return jobErrorsByRow(messages.length > 0 ? messages : ['The import job failed.'], writes.length);
  };

  return csvImport<ProductImportRow, ProductListItemFragment, ProductWrite>({
    noun: ['product', 'products'],
    keyHeader: 'sku',
    columns: PRODUCT_CSV_COLUMNS,
    parseRow: parseProductRow,
    plan: async (row) => {
      const { data } = await client.query<ProductImportMatchQuery, ProductImportMatchQueryVariables>({
        query: ProductImportMatchDocument,
        variables: { filter: row.id ? { id: { eq: row.id } } : { sku: { eq: row.sku ?? '' } } },
        fetchPolicy: 'network-only',
      });
      // `eq` on sku may match case-insensitively upstream: only the exact sku names the product.
      const matches = (data?.products.items ?? []).filter((product) =>
        row.id ? product.id === row.id : product.sku === row.sku,
      );
      return planProductRow(row, matches);
    },
    // The provider's import job writes the rows (spec: POST products/import), one job per batch.
    sendAll: async (writes, signal) => {
      const results: (readonly UserErrorLike[])[] = [];
      for (const batch of jobBatches(writes)) results.push(...(await runJob(batch, signal)));
      return results;
    },
    onFinished,
  });
}
