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
import {
  ProductImportMatchDocument,
  useCreateProductMutation,
  useUpdateProductMutation,
  type CommodityType,
  type ProductCreateInput,
  type ProductImportMatchQuery,
  type ProductImportMatchQueryVariables,
  type ProductListItemFragment,
  type ProductStatus,
  type ProductUpdateInput,
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

/** What a planned product row sends. */
export type ProductWrite =
  { kind: 'create'; input: ProductCreateInput } | { kind: 'update'; id: string; input: ProductUpdateInput };

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

const fileValue = (value: ProductImportRow[keyof ProductImportRow]): string =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

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
    const { id: _unmatched, name, sku, commodityType, ...rest } = row;
    if (name === undefined || sku === undefined || commodityType === undefined) {
      const needed = [
        ['name', name],
        ['sku', sku],
        ['commodity_type', commodityType],
      ] as const;
      return {
        action: 'invalid',
        problems: needed
          .filter(([, value]) => value === undefined)
          .map(([column]) => ({ column, message: `A new product needs its ${column}.` })),
      };
    }
    return { action: 'create', input: { kind: 'create', input: { ...rest, name, sku, commodityType } } };
  }
  const changes = changedColumns(
    COMPARED.map(({ header, field, stored: storedValue }) => ({
      header,
      file: fileValue(row[field]),
      stored: storedValue(stored),
    })),
  );
  if (changes.length === 0) return { action: 'unchanged' };
  const input = Object.fromEntries(
    COMPARED.filter(({ header }) => changes.includes(header)).map(({ field }) => [field, row[field]]),
  ) as ProductUpdateInput;
  return { action: 'update', input: { kind: 'update', id: stored.id, input }, changes };
}

/** The product list's import (and, through its columns, its export). */
export function useProductImport(onFinished: () => void): CsvImport<ProductListItemFragment> {
  const client = useApolloClient();
  // The import's own hooks: the list is fetched again once at the end, not after every row.
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
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
    send: async (write) => {
      if (write.kind === 'create') {
        const { data: created } = await createProduct({ variables: { input: write.input } });
        return requirePayload(created?.createProduct).userErrors;
      }
      const { data: updated } = await updateProduct({ variables: { id: write.id, input: write.input } });
      return requirePayload(updated?.updateProduct).userErrors;
    },
    onFinished,
  });
}
