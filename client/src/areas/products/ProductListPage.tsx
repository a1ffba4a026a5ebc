import { NonIdealState } from '@blueprintjs/core';
import { BoxIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import type { FilterField } from '../../components/list/FilterBar';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { deleteAction, type BulkAction } from '../../components/list/bulk';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  ProductListDocument,
  useDeleteProductMutation,
  useProductListQuery,
  useUpdateProductMutation,
  type ProductListQuery,
  type ProductStatus,
} from '../../graphql/generated';
import { ProductExportImport } from './components/ProductExportImport';
import { useProductParameterActions } from './components/productBulkActions';
import { PRODUCT_COLUMNS, type ProductListRow } from './components/productColumns';
import { PRODUCT_LIST_CONFIG, productListVariables, type ProductFilterKey } from './productList';
import { productAddUrl, productUrl } from './urls';

const FILTER_FIELDS: readonly FilterField<ProductFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
  { kind: 'text', key: 'sku', label: 'SKU contains' },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      { value: 'LIVE', label: 'Live' },
      { value: 'DRAFT', label: 'Draft' },
    ],
  },
];

export function ProductListPage() {
  const navigate = useNavigate();
  const { params, setFilters, toggleSort, setPageSize, setOffset } = useListParams(PRODUCT_LIST_CONFIG);
  const variables = productListVariables(params);
  const result = useProductListQuery({
    variables,
    // Show the cached page at once, then refresh it: products may change in other tabs or tools.
    fetchPolicy: 'cache-and-network',
  });
  // While another page loads, the last one stays (dimmed) instead of a flash of skeletons.
  const list = usePagedList(result, ProductListDocument, variables, (all: ProductListQuery) => all.products);
  const filtered = Object.values(params.filters).some((value) => value !== '');
  const [deleteProduct] = useDeleteProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const parameterActions = useProductParameterActions();

  /** A status change through the product's update (only the status is sent). */
  const setStatus = (status: ProductStatus, label: string, done: string): BulkAction<ProductListRow> => ({
    id: `status-${status}`,
    label,
    done,
    run: async (product) => {
      if (product.status === status) return [];
      const { data: updated } = await updateProduct({ variables: { id: product.id, input: { status } } });
      return updated?.updateProduct.userErrors ?? [];
    },
  });
  const bulkActions: readonly BulkAction<ProductListRow>[] = [
    setStatus('LIVE', 'Set live', 'set live'),
    setStatus('DRAFT', 'Set draft', 'set to draft'),
    ...parameterActions,
    deleteAction(
      async (product) => (await deleteProduct({ variables: { id: product.id } })).data?.deleteProduct,
    ),
  ];

  return (
    <ListPage
      title="Products"
      add={{ text: 'Add product', onClick: () => void navigate(productAddUrl()) }}
      actions={<ProductExportImport filter={variables.filter ?? undefined} />}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      bulk={{
        noun: ['product', 'products'],
        describe: (product) => (product.sku ? `${product.name} (${product.sku})` : product.name),
        source: list.source,
        actions: bulkActions,
        onChanged: () => void result.refetch(),
      }}
      table={{
        columns: PRODUCT_COLUMNS,
        rows: list.rows,
        rowKey: (product) => product.id,
        rowHref: (product) => productUrl(product.id),
        loading: list.loading,
        sort: params.sort,
        onSortChange: toggleSort,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(BoxIcon)}
            title={filtered ? 'No products match these filters' : 'No products yet'}
            description={filtered ? 'Try other filters.' : 'Products you add appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    />
  );
}
