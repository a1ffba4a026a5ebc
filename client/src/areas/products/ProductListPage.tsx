import { Button, Callout } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { FilterBar, type FilterField } from '../../components/list/FilterBar';
import { Pager } from '../../components/list/Pager';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import { useProductListQuery } from '../../graphql/generated';
import { ProductExportImport } from './components/ProductExportImport';
import { ProductTable } from './components/ProductTable';
import { PRODUCT_LIST_CONFIG, productListVariables, type ProductFilterKey } from './productList';
import { productAddUrl } from './routes';

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
  const result = useProductListQuery({
    variables: productListVariables(params),
    // Show the cached page at once, then refresh it: products may change in other tabs or tools.
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  // While another page loads, keep showing the last one (dimmed) instead of a flash of skeletons.
  const page = (data ?? result.previousData)?.products;
  const filtered = Object.values(params.filters).some((value) => value !== '');

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <ProductExportImport filter={productListVariables(params).filter ?? undefined} />
            <Button
              intent="primary"
              icon={<AddIcon />}
              text="Add product"
              onClick={() => void navigate(productAddUrl())}
            />
          </>
        }
      />
      <FilterBar fields={FILTER_FIELDS} values={params.filters} onChange={setFilters} />
      {error && (
        <Callout intent="danger" title="Could not load products" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      <ProductTable
        products={error && !data ? [] : page?.items}
        loading={loading}
        filtered={filtered}
        sort={params.sort}
        onSortChange={toggleSort}
      />
      <Pager
        offset={params.offset}
        pageSize={params.pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={loading}
      />
    </>
  );
}
