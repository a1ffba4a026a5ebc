import type { ListParams, ListParamsConfig } from '../../components/list/listParams';
import type { ProductFilter, ProductListQueryVariables, ProductStatus } from '../../graphql/generated';
import { LIST_FILTERS, LIST_SORT_FIELDS } from '../../graphql/list-filters.generated';

/** The fields the filter bar offers (a UI choice among ProductFilter's, which the SDL declares). */
export const PRODUCT_FILTER_KEYS = ['name', 'sku', 'status'] as const satisfies readonly ProductFilterField[];
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

/** The columns the table sorts by (a UI choice among the SDL's ProductSortField values). */
export const PRODUCT_SORT_FIELDS = [
  'NAME',
  'SKU',
  'STATUS',
  'UPDATED_AT',
] as const satisfies readonly (typeof LIST_SORT_FIELDS.ProductSortField)[number][];
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const PRODUCT_LIST_CONFIG: ListParamsConfig<ProductFilterKey, ProductSortField> = {
  filterKeys: PRODUCT_FILTER_KEYS,
  sortFields: PRODUCT_SORT_FIELDS,
};

type ProductFilterField = keyof typeof LIST_FILTERS.ProductFilter;

/** The statuses a product filter accepts, from the SDL. */
export const PRODUCT_STATUSES: readonly ProductStatus[] = LIST_FILTERS.ProductFilter.status.values;

function isProductStatus(value: string): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(value);
}

/** The ProductList query variables for what the URL asks: name and SKU contain, status equals. */
export function productListVariables(
  params: ListParams<ProductFilterKey, ProductSortField>,
): ProductListQueryVariables {
  const { name, sku, status } = params.filters;
  const filter: ProductFilter = {};
  // Without `*` the gateway matches anywhere in the field (a contains match).
  if (name.trim()) filter.name = { like: name.trim() };
  if (sku.trim()) filter.sku = { like: sku.trim() };
  if (isProductStatus(status)) filter.status = { eq: status };
  return {
    filter: Object.keys(filter).length > 0 ? filter : undefined,
    sort: params.sort ? [{ field: params.sort.field, direction: params.sort.direction }] : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
}
