import { defineList, type ListFilterKey, type ListSortField } from '../../components/list/listDeclaration';

/**
 * The products list: name and SKU contain, status equals; sorted by the table's columns, newest first
 * until the seller picks a column, so a product just created is at the top when they come back.
 */
export const PRODUCT_LIST = defineList('products', {
  filters: {
    name: { label: 'Name contains' },
    sku: { label: 'SKU contains' },
    status: { label: 'Status' },
  },
  sortFields: ['NAME', 'SKU', 'STATUS', 'UPDATED_AT', 'CREATED_AT'],
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
});

export type ProductFilterKey = ListFilterKey<typeof PRODUCT_LIST>;
export type ProductSortField = ListSortField<typeof PRODUCT_LIST>;
