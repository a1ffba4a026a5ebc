import {
  Button,
  Callout,
  HTMLSelect,
  NonIdealState,
  Spinner,
  Tag,
  Tree,
  type TreeNodeInfo,
} from '@blueprintjs/core';
import { BoxIcon, FolderCloseIcon, LayersIcon } from '@blueprintjs/icons';
import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '../../components/form/FormField';
import { useIdSet } from '../../components/useIdSet';
import { userErrorFieldName, type UserErrorLike } from '../../components/form/userErrors';
import { LoadError } from '../../components/LoadError';
import { listPager } from '../../components/list/listPager';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams, type ListParamsControls } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { enumLabel } from '../../format/labels';
import { errorMessage } from '../../graphql/errors';
import {
  useCatalogViewHierarchyQuery,
  useCatalogViewNodeChildrenLazyQuery,
  useCatalogViewNodeProductsQuery,
  useCatalogViewOverviewQuery,
  useCatalogViewProductQuery,
  useCatalogViewTreeQuery,
  useConfigureShopperProductMutation,
  type CatalogViewNodeRowFragment,
  type CatalogViewProductFieldsFragment,
  type CatalogViewProductRowFragment,
  type ConfigureShopperProductMutation,
  type ShopperContextInput,
} from '../../graphql/generated';
import { latestData } from '../../graphql/queryData';

/** Where the tree is read: as a shopper of a context, or one release by its own paths. */
export type CatalogViewSource =
  | { kind: 'shopper'; context: ShopperContextInput }
  | { kind: 'release'; catalogId: string; releaseId: string };

/** The variables every CatalogView query takes (catalogView.graphql): one of the two roots is skipped. */
export function sourceVariables(source: CatalogViewSource) {
  return source.kind === 'shopper'
    ? { shopper: true, context: source.context, catalogId: '', releaseId: '' }
    : { shopper: false, context: null, catalogId: source.catalogId, releaseId: source.releaseId };
}

/** The `CatalogView` of an answer, from whichever root was asked. */
export function viewOf<T>(
  data: { shopperCatalog?: T | null; catalogRelease?: { view: T } | null } | undefined,
): T | undefined {
  return data?.shopperCatalog ?? data?.catalogRelease?.view ?? undefined;
}

/** URL keys of the browser's selection; `offset`/`limit` page the node's products (useListParams). */
export const VIEW_KEYS = {
  hierarchy: 'hierarchy',
  node: 'node',
  product: 'product',
  related: 'related',
  options: 'options',
} as const;

const PRODUCTS_LIST: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

/** `variationId:optionId,...` in the URL ↔ the picked option of each variation. */
export function parseOptions(text: string | null): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [variationId, optionId] = pair.split(':');
    if (variationId && optionId) picked[variationId] = optionId;
  }
  return picked;
}

export function writeOptions(picked: Readonly<Record<string, string>>): string {
  return Object.entries(picked)
    .filter(([, optionId]) => optionId !== '')
    .map(([variationId, optionId]) => `${variationId}:${optionId}`)
    .join(',');
}

function useSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = useCallback(
    (changes: Partial<Record<keyof typeof VIEW_KEYS | 'offset', string | null>>) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearchParams],
  );
  return {
    hierarchyId: searchParams.get(VIEW_KEYS.hierarchy),
    nodeId: searchParams.get(VIEW_KEYS.node),
    productId: searchParams.get(VIEW_KEYS.product),
    related: searchParams.get(VIEW_KEYS.related),
    options: searchParams.get(VIEW_KEYS.options),
    /** A node: its products from the first page, no product open. */
    selectNode: (id: string) =>
      select({ hierarchy: null, node: id, product: null, related: null, options: null, offset: null }),
    /** A hierarchy: its nodes and products, no node or product open. */
    selectHierarchy: (id: string) =>
      select({ hierarchy: id, node: null, product: null, related: null, options: null, offset: null }),
    /** A product of the node (or a child, a parent, a related product). */
    selectProduct: (id: string) => select({ product: id, related: null, options: null }),
    selectRelated: (slug: string) => select({ related: slug || null }),
    setOptions: (picked: Readonly<Record<string, string>>) =>
      select({ options: writeOptions(picked) || null }),
  };
}

const priceText = (product: CatalogViewProductRowFragment) =>
  product.displayPrice
    ? `${product.displayPrice.formatted}${product.displayPrice.includesTax ? ' incl. tax' : ''}`
    : 'No price';

function productColumns(
  open: (id: string) => void,
): readonly ResourceColumn<CatalogViewProductRowFragment>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (product) => <Button variant="minimal" text={product.name} onClick={() => open(product.id)} />,
    },
    { id: 'sku', header: 'SKU', cell: (product) => product.sku ?? '' },
    { id: 'kind', header: 'Kind', cell: (product) => enumLabel('CatalogProductKind', product.kind) },
    { id: 'price', header: 'Price', cell: priceText },
  ];
}

/**
 * A published catalog as a tree: hierarchies and their nodes on the left (children read when a node
 * is expanded), the selected node's products, and the selected product with its children, related
 * products and, as a shopper, configuration by options. The selection is kept in the URL.
 */
export function CatalogTreeBrowser({ source }: { source: CatalogViewSource }) {
  const variables = sourceVariables(source);
  const selection = useSelection();
  const tree = useCatalogViewTreeQuery({ variables, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const view = viewOf(latestData(tree));
  const { ids: expanded, include: setExpanded } = useIdSet();
  const [loadedChildren, setLoadedChildren] = useState<
    Readonly<Record<string, CatalogViewNodeRowFragment[]>>
  >({});
  const [loadChildren] = useCatalogViewNodeChildrenLazyQuery();

  const expand = async (id: string, isHierarchy: boolean) => {
    setExpanded(id, true);
    if (isHierarchy || loadedChildren[id]) return;
    const { data } = await loadChildren({ variables: { ...variables, nodeId: id } });
    const items = viewOf(data)?.node?.children.items ?? [];
    setLoadedChildren((previous) => ({ ...previous, [id]: items }));
  };
  const collapse = (id: string) => setExpanded(id, false);

  const nodeInfo = (node: CatalogViewNodeRowFragment): TreeNodeInfo<{ hierarchy: boolean }> => ({
    id: node.id,
    label: node.name,
    icon: <FolderCloseIcon />,
    hasCaret: node.hasChildren,
    isExpanded: expanded.has(node.id),
    isSelected: selection.nodeId === node.id,
    nodeData: { hierarchy: false },
    childNodes: expanded.has(node.id) ? (loadedChildren[node.id] ?? []).map(nodeInfo) : undefined,
  });
  const contents: TreeNodeInfo<{ hierarchy: boolean }>[] = (view?.hierarchies.items ?? []).map(
    (hierarchy) => ({
      id: hierarchy.id,
      label: hierarchy.name,
      icon: <LayersIcon />,
      hasCaret: hierarchy.hasChildren,
      isExpanded: expanded.has(hierarchy.id),
      nodeData: { hierarchy: true },
      childNodes: hierarchy.children.items.map(nodeInfo),
    }),
  );

  if (tree.loading && !view) return <Spinner aria-label="Loading the catalog" />;
  if (view && !view.release) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(LayersIcon)}
        title="No published catalog"
        description="No catalog is published for this shopper: publish one, or check the catalog rules."
      />
    );
  }
  if (tree.error && !view) {
    return <LoadError title="Could not load the catalog" error={tree.error} />;
  }
  return (
    <div className="catalog-tree-browser" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <nav aria-label="Catalog tree" style={{ minWidth: 240 }}>
        {view?.release && (
          <p>
            Showing <strong>{view.release.name}</strong>
          </p>
        )}
        <Tree
          contents={contents}
          onNodeClick={(node) => {
            if (node.nodeData?.hierarchy) {
              selection.selectHierarchy(String(node.id));
              if (!node.isExpanded) void expand(String(node.id), true);
            } else selection.selectNode(String(node.id));
          }}
          onNodeExpand={(node) => void expand(String(node.id), node.nodeData?.hierarchy === true)}
          onNodeCollapse={(node) => collapse(String(node.id))}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selection.nodeId ? (
          <NodeProducts source={source} nodeId={selection.nodeId} />
        ) : selection.hierarchyId ? (
          <HierarchyPanel source={source} hierarchyId={selection.hierarchyId} />
        ) : (
          <Overview source={source} />
        )}
        {selection.productId && <ProductPanel source={source} productId={selection.productId} />}
      </div>
    </div>
  );
}

/** The products page kept in the URL, and the variables of a paged CatalogView query for it. */
function usePagedVariables(source: CatalogViewSource) {
  const pager = useListParams(PRODUCTS_LIST);
  const variables = {
    ...sourceVariables(source),
    page: { limit: pager.params.pageSize, offset: pager.params.offset },
  };
  return { pager, variables };
}

/** A complete answer without the record asked for: it is not in this catalog. */
function isMissing(
  result: { loading: boolean; error?: unknown; dataState: string },
  record: unknown,
): boolean {
  return !result.loading && !result.error && result.dataState === 'complete' && !record;
}

function NodeProducts({ source, nodeId }: { source: CatalogViewSource; nodeId: string }) {
  const { pager, variables } = usePagedVariables(source);
  const result = useCatalogViewNodeProductsQuery({
    variables: { ...variables, nodeId },
    fetchPolicy: 'cache-and-network',
  });
  const node = viewOf(latestData(result))?.node;
  if (isMissing(result, node)) {
    return <NonIdealState title="Node not found" description="It is not in this catalog." />;
  }
  return (
    <section aria-label="Node products">
      <h3>{node ? node.breadcrumbs.map((crumb) => crumb.name).join(' › ') : 'Node'}</h3>
      <LoadError title="Could not load the node" error={result.error} />
      <ProductPageTable
        label="Node products"
        page={node?.products}
        loading={result.loading}
        pager={pager}
        emptyDescription="This node holds none."
      />
    </section>
  );
}

/** Buttons that open nodes (a hierarchy's, or the whole catalog's). */
function NodeLinks({ label, nodes }: { label: string; nodes: readonly CatalogViewNodeRowFragment[] }) {
  const selection = useSelection();
  if (nodes.length === 0) return null;
  return (
    <p role="group" aria-label={label}>
      {label}:{' '}
      {nodes.map((node) => (
        <Button
          key={node.id}
          variant="minimal"
          text={node.name}
          onClick={() => selection.selectNode(node.id)}
        />
      ))}
    </p>
  );
}

interface ProductPage {
  items: readonly CatalogViewProductRowFragment[];
  pageInfo: { total: number | null };
}

/** A page of products with its pager, the page kept in the URL. */
function ProductPageTable({
  label,
  page,
  loading,
  pager,
  emptyDescription,
}: {
  label: string;
  page: ProductPage | undefined;
  loading: boolean;
  pager: ListParamsControls<never, never>;
  /** What the empty table says under "No products". */
  emptyDescription?: string;
}) {
  const selection = useSelection();
  return (
    <>
      <ResourceTable
        label={label}
        columns={productColumns(selection.selectProduct)}
        rows={page?.items}
        rowKey={(product) => product.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(BoxIcon)}
            title="No products"
            description={emptyDescription}
          />
        }
      />
      <Pager {...listPager(pager, page?.pageInfo.total ?? undefined, loading)} />
    </>
  );
}

/** No node picked: every node and every product of the catalog. */
function Overview({ source }: { source: CatalogViewSource }) {
  const { pager, variables } = usePagedVariables(source);
  const result = useCatalogViewOverviewQuery({ variables, fetchPolicy: 'cache-and-network' });
  const view = viewOf(latestData(result));
  return (
    <section aria-label="Whole catalog">
      <h3>Whole catalog</h3>
      <LoadError title="Could not load the catalog" error={result.error} />
      <NodeLinks label={`All nodes (${view?.nodes.pageInfo.total ?? 0})`} nodes={view?.nodes.items ?? []} />
      <ProductPageTable label="All products" page={view?.products} loading={result.loading} pager={pager} />
    </section>
  );
}

/** A hierarchy picked: its nodes at every level and its products. */
function HierarchyPanel({ source, hierarchyId }: { source: CatalogViewSource; hierarchyId: string }) {
  const { pager, variables } = usePagedVariables(source);
  const result = useCatalogViewHierarchyQuery({
    variables: { ...variables, hierarchyId },
    fetchPolicy: 'cache-and-network',
  });
  const hierarchy = viewOf(latestData(result))?.hierarchy;
  if (isMissing(result, hierarchy)) {
    return <NonIdealState title="Hierarchy not found" description="It is not in this catalog." />;
  }
  return (
    <section aria-label="Hierarchy">
      <h3>{hierarchy?.name ?? 'Hierarchy'}</h3>
      {hierarchy?.description && <p>{hierarchy.description}</p>}
      <LoadError title="Could not load the hierarchy" error={result.error} />
      <NodeLinks label="Nodes" nodes={hierarchy?.nodes.items ?? []} />
      <ProductPageTable
        label="Hierarchy products"
        page={hierarchy?.products}
        loading={result.loading}
        pager={pager}
      />
    </section>
  );
}

type ViewProduct = NonNullable<CatalogViewProductFieldsFragment['product']>;

function ProductPanel({ source, productId }: { source: CatalogViewSource; productId: string }) {
  const selection = useSelection();
  const slug = selection.related ?? '';
  const result = useCatalogViewProductQuery({
    variables: { ...sourceVariables(source), productId, slug, withRelated: slug !== '' },
    fetchPolicy: 'cache-and-network',
  });
  const shown = viewOf(latestData(result))?.product;
  // While another relationship loads, the same product stays on screen; another product does not.
  const product = shown?.id === productId ? shown : undefined;
  const columns = productColumns(selection.selectProduct);
  if (result.loading && !product) return <Spinner aria-label="Loading the product" />;
  if (result.error && !product) {
    return <LoadError title="Could not load the product" error={result.error} />;
  }
  if (!product) return <NonIdealState title="Product not found" description="It is not in this catalog." />;
  return (
    <section aria-label={`Product ${product.name}`}>
      <h3>
        {product.name} <Tag minimal>{enumLabel('CatalogProductKind', product.kind)}</Tag>
      </h3>
      <p>
        SKU {product.sku ?? '—'} · {priceText(product)}
      </p>
      {product.description && <p>{product.description}</p>}
      {product.kind === 'CHILD' && (
        <p>
          {product.selectedOptions
            .map((option) => `${option.variationName}: ${option.optionName}`)
            .join(', ')}
          {product.parentId && (
            <>
              {' '}
              <Button
                variant="minimal"
                text="Open the parent"
                onClick={() => selection.selectProduct(product.parentId ?? '')}
              />
            </>
          )}
        </p>
      )}
      {source.kind === 'shopper' && product.kind === 'PARENT' && product.variations.length > 0 && (
        <ConfigureForm product={product} context={source.context} />
      )}
      {product.kind === 'PARENT' && (
        <ResourceTable
          label="Children"
          columns={columns}
          rows={product.children.items}
          rowKey={(child) => child.id}
          emptyState={<NonIdealState title="No children" description="Build the parent's children first." />}
        />
      )}
      {product.relationshipSlugs.length > 0 && (
        <FormField id="related-slug" label="Related products">
          <HTMLSelect
            id="related-slug"
            value={slug}
            onChange={(event) => selection.selectRelated(event.currentTarget.value)}
            options={[
              { value: '', label: 'Choose a relationship' },
              ...product.relationshipSlugs.map((value) => ({ value, label: value })),
            ]}
          />
        </FormField>
      )}
      {product.relatedProducts && (
        <ResourceTable
          label="Related products"
          columns={columns}
          rows={product.relatedProducts.items}
          rowKey={(related) => related.id}
          emptyState={<NonIdealState title="No related products" description="None in this catalog." />}
        />
      )}
    </section>
  );
}

type Configured = NonNullable<ConfigureShopperProductMutation['configureShopperProduct']['product']>;

/** One option per variation (kept in the URL), configured by the provider into the child it resolves to. */
function ConfigureForm({ product, context }: { product: ViewProduct; context: ShopperContextInput }) {
  const selection = useSelection();
  const picked = parseOptions(selection.options);
  const [configure, { loading }] = useConfigureShopperProductMutation();
  const [configured, setConfigured] = useState<Configured | null>(null);
  const [errors, setErrors] = useState<readonly UserErrorLike[]>([]);
  const fieldErrors = errors.filter((error) => userErrorFieldName(error, ['selectedOptions']) !== null);
  const otherErrors = errors.filter((error) => userErrorFieldName(error, ['selectedOptions']) === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setConfigured(null);
    const missing = product.variations.filter((variation) => !picked[variation.id]);
    if (missing.length > 0) {
      setErrors([
        { field: ['selectedOptions'], message: `Pick an option of ${missing.map((v) => v.name).join(', ')}` },
      ]);
      return;
    }
    try {
      const { data } = await configure({
        variables: {
          productId: product.id,
          context,
          selectedOptions: product.variations.map((variation) => ({
            variationId: variation.id,
            optionId: picked[variation.id] ?? '',
          })),
        },
      });
      const payload = data?.configureShopperProduct;
      setErrors(payload?.userErrors ?? []);
      setConfigured(payload?.product ?? null);
    } catch (error) {
      setErrors([{ field: null, message: errorMessage(error) }]);
    }
  };

  return (
    <form aria-label="Configure" onSubmit={(event) => void submit(event)}>
      <h4>Configure by options</h4>
      {otherErrors.map((error) => (
        <Callout key={error.message} intent="danger" role="alert">
          {error.message}
        </Callout>
      ))}
      <FormField
        id={`configure-${product.id}`}
        label="Options"
        error={fieldErrors.map((error) => error.message).join('; ') || undefined}
      >
        <div
          id={`configure-${product.id}`}
          role="group"
          aria-label="Options"
          style={{ display: 'flex', gap: 8 }}
        >
          {product.variations.map((variation) => {
            const value = picked[variation.id] ?? '';
            const known = value === '' || variation.options.some((option) => option.id === value);
            return (
              <HTMLSelect
                key={variation.id}
                aria-label={variation.name}
                value={value}
                onChange={(event) => {
                  setErrors([]);
                  setConfigured(null);
                  selection.setOptions({ ...picked, [variation.id]: event.currentTarget.value });
                }}
                options={[
                  { value: '', label: `Choose ${variation.name}` },
                  ...variation.options.map((option) => ({ value: option.id, label: option.name })),
                  ...(known ? [] : [{ value, label: `${value} (not an option)` }]),
                ]}
              />
            );
          })}
        </div>
      </FormField>
      <Button type="submit" intent="primary" text="Configure" loading={loading} />
      {configured && (
        <Callout intent="success" title="Resolves to" role="status">
          {configured.name} ({configured.sku ?? 'no SKU'}) ·{' '}
          {configured.selectedOptions.map((option) => option.optionName).join(', ')} ·{' '}
          <Button
            variant="minimal"
            text="Open the child"
            onClick={() => selection.selectProduct(configured.id)}
          />
        </Callout>
      )}
    </form>
  );
}
