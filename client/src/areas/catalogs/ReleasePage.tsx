import { Callout, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { BoxIcon } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import { useCatalogReleaseProductsQuery, type CatalogReleaseProductsQuery } from '../../graphql/generated';
import { catalogUrl } from './urls';

type ReleaseProduct = NonNullable<CatalogReleaseProductsQuery['catalogRelease']>['products']['items'][number];

const LIST_CONFIG: ListParamsConfig<'hierarchy', never> = { filterKeys: ['hierarchy'], sortFields: [] };

const COLUMNS: readonly ResourceColumn<ReleaseProduct>[] = [
  { id: 'name', header: 'Name', cell: (product) => product.name },
  { id: 'sku', header: 'SKU', cell: (product) => product.sku ?? '' },
  {
    id: 'price',
    header: 'Price',
    cell: (product) =>
      product.displayPrice
        ? `${product.displayPrice.formatted}${product.displayPrice.includesTax ? ' incl. tax' : ''}`
        : 'No price',
  },
];

/** `/catalogs/:id/releases/:releaseId`: a release's products with display prices, by hierarchy. */
export function ReleasePage() {
  const { id = '', releaseId = '' } = useParams();
  const { params, setFilters, setOffset, setPageSize } = useListParams(LIST_CONFIG);
  const hierarchyId = params.filters.hierarchy || undefined;
  const result = useCatalogReleaseProductsQuery({
    variables: {
      catalogId: id,
      id: releaseId,
      hierarchyId,
      page: { limit: params.pageSize, offset: params.offset },
    },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.dataState === 'complete' ? result.data : undefined;
  const release = (data ?? result.previousData)?.catalogRelease;
  const back = { to: catalogUrl(id), label: 'Catalog' };
  if (!result.loading && !result.error && data && !release) {
    return (
      <>
        <PageHeader title="Release" back={back} />
        <NonIdealState title="Release not found" description="It may have been deleted or replaced." />
      </>
    );
  }
  return (
    <>
      <PageHeader title={release ? `${release.name} release` : 'Release'} back={back} />
      {release && (
        <p>
          <Tag intent={release.status === 'PUBLISHED' ? 'success' : 'warning'}>{release.status}</Tag>{' '}
          {release.totalProducts} products, {release.totalNodes} nodes
          {release.publishedAt ? `, published ${new Date(release.publishedAt).toLocaleString()}` : ''}
        </p>
      )}
      {release && release.hierarchies.length > 0 && (
        <HTMLSelect
          aria-label="Hierarchy"
          value={params.filters.hierarchy}
          onChange={(event) => setFilters({ hierarchy: event.currentTarget.value })}
          options={[
            { value: '', label: 'All hierarchies' },
            ...release.hierarchies.map((hierarchy) => ({ value: hierarchy.id, label: hierarchy.name })),
          ]}
        />
      )}
      {result.error && (
        <Callout intent="danger" title="Could not load the release" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      <ResourceTable
        label="Release products"
        columns={COLUMNS}
        rows={result.error && !data ? [] : release?.products.items}
        rowKey={(product) => product.id}
        loading={result.loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(BoxIcon)}
            title="No products"
            description="The release holds no live products here."
          />
        }
      />
      <Pager
        offset={params.offset}
        pageSize={params.pageSize}
        total={release?.products.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={result.loading}
      />
    </>
  );
}
