import { HTMLSelect, NonIdealState, Tab, Tabs, Tag } from '@blueprintjs/core';
import { BoxIcon } from '@blueprintjs/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { LoadError } from '../../components/LoadError';
import { listPager } from '../../components/list/listPager';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import {
  useCatalogReleaseProductsQuery,
  useCatalogReleasesByCatalogQuery,
  type CatalogReleaseProductsQuery,
} from '../../graphql/generated';
import { completeData, latestData } from '../../graphql/queryData';
import { CatalogTreeBrowser } from './CatalogTreeBrowser';
import { catalogUrl, releaseUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

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

/** The URL key of the page's view: the products table (default) or the tree (`?view=tree`). */
const VIEW_KEY = 'view';

/** The catalog's releases (`catalogReleases`, read by catalog id) to switch to another one. */
function ReleaseSwitcher({ catalogId, releaseId }: { catalogId: string; releaseId: string }) {
  const navigate = useNavigate();
  const result = useCatalogReleasesByCatalogQuery({
    variables: { catalogId },
    fetchPolicy: 'cache-and-network',
  });
  const releases = completeData(result)?.catalogReleases.items ?? [];
  if (releases.length < 2) return null;
  return (
    <HTMLSelect
      aria-label="Release"
      value={releaseId}
      onChange={(event) => void navigate(releaseUrl(catalogId, event.currentTarget.value))}
      options={releases.map((release) => ({
        value: release.id,
        label: `${enumLabel('CatalogReleaseStatus', release.status)} ${formatDateTime(release.publishedAt ?? release.createdAt)}`,
      }))}
    />
  );
}

/**
 * `/catalogs/:id/releases/:releaseId`: a release's products with display prices, by hierarchy, or
 * the release browsed as its tree (`?view=tree`: hierarchies, nodes, node products, a product and
 * its children); the catalog's other releases are a pick away.
 */
export function ReleasePage() {
  const { id = '', releaseId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get(VIEW_KEY) === 'tree' ? 'tree' : 'products';
  const setView = (value: string) =>
    setSearchParams(value === 'tree' ? new URLSearchParams({ [VIEW_KEY]: 'tree' }) : new URLSearchParams());
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
  const data = completeData(result);
  const release = latestData(result)?.catalogRelease;
  const back = { to: catalogUrl(id), label: 'Catalog' };
  return (
    <DetailPage
      noun="release"
      back={back}
      query={result}
      entity={release}
      notFound={{ description: 'It may have been deleted or replaced.' }}
    >
      {(release) => (
        <>
          <PageHeader title={`${release.name} release`} back={back} />
          <p>
            <Tag intent={release.status === 'PUBLISHED' ? 'success' : 'warning'}>
              {enumLabel('CatalogReleaseStatus', release.status)}
            </Tag>{' '}
            {release.totalProducts} products, {release.totalNodes} nodes
            {release.publishedAt ? `, published ${formatDateTime(release.publishedAt)}` : ''}
          </p>
          <ReleaseSwitcher catalogId={id} releaseId={releaseId} />
          <Tabs
            id="release-tabs"
            selectedTabId={view}
            onChange={(value) => setView(String(value))}
            renderActiveTabPanelOnly
          >
            <Tab
              id="products"
              title="Products"
              panel={
                <>
                  {release.hierarchies.length > 0 && (
                    <HTMLSelect
                      aria-label="Hierarchy"
                      value={params.filters.hierarchy}
                      onChange={(event) => setFilters({ hierarchy: event.currentTarget.value })}
                      options={[
                        { value: '', label: 'All hierarchies' },
                        ...release.hierarchies.map((hierarchy) => ({
                          value: hierarchy.id,
                          label: hierarchy.name,
                        })),
                      ]}
                    />
                  )}
                  <LoadError title="Could not load the release" error={result.error} />
                  <ResourceTable
                    label="Release products"
                    columns={COLUMNS}
                    rows={result.error && !data ? [] : release.products.items}
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
                    {...listPager(
                      { params, setOffset, setPageSize },
                      release.products.pageInfo.total,
                      result.loading,
                    )}
                  />
                </>
              }
            />
            <Tab
              id="tree"
              title="Tree"
              panel={<CatalogTreeBrowser source={{ kind: 'release', catalogId: id, releaseId }} />}
            />
          </Tabs>
        </>
      )}
    </DetailPage>
  );
}
