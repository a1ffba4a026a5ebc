import { useState } from 'react';
import { Button, Callout, ControlGroup, H4, InputGroup, NonIdealState } from '@blueprintjs/core';
import { BoxIcon, LinkIcon, SearchIcon, UnlinkIcon } from '@blueprintjs/icons';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { toastMutation } from '../../../components/toastMutation';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../graphql/errors';
import {
  useAttachProductsToHierarchyNodeMutation,
  useDetachProductsFromHierarchyNodeMutation,
  useHierarchyNodeProductsQuery,
  useProductsBySkuQuery,
  type NodeProductFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { productUrl } from '../../products/urls';
import { startProductDrag } from '../dragTypes';

export interface NodeProductsProps {
  hierarchyId: string;
  nodeId: string;
}

/** Up to 100 products per node are shown; more would need paging here. */
const PRODUCTS_PAGE = { limit: 100, offset: 0 };

/**
 * The products of a node, with detaching, and attaching products found by SKU: with the Attach
 * button, or by dragging a found product onto any node of the tree.
 */
export function NodeProducts({ hierarchyId, nodeId }: NodeProductsProps) {
  const [skuDraft, setSkuDraft] = useState('');
  const [sku, setSku] = useState('');
  const products = useHierarchyNodeProductsQuery({
    variables: { id: nodeId, page: PRODUCTS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const search = useProductsBySkuQuery({ variables: { sku }, skip: sku === '' });
  const refetchQueries = ['HierarchyNodeProducts'];
  const [attach, { loading: attaching }] = useAttachProductsToHierarchyNodeMutation({
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [detach, { loading: detaching }] = useDetachProductsFromHierarchyNodeMutation({
    refetchQueries,
    awaitRefetchQueries: true,
  });

  const attached = completeData(products)?.hierarchyNode?.products;
  const found = completeData(search)?.products.items;
  const attachedIds = new Set(attached?.items.map((product) => product.id));

  const variablesFor = (product: NodeProductFragment) => ({
    hierarchyId,
    id: nodeId,
    productIds: [product.id],
  });
  const change = (kind: 'attach' | 'detach', product: NodeProductFragment) =>
    kind === 'attach'
      ? toastMutation(
          async () =>
            (await attach({ variables: variablesFor(product) })).data?.attachProductsToHierarchyNode
              .userErrors,
          `${product.name} attached`,
        )
      : toastMutation(
          async () =>
            (await detach({ variables: variablesFor(product) })).data?.detachProductsFromHierarchyNode
              .userErrors,
          `${product.name} detached`,
        );

  const columns: readonly ResourceColumn<NodeProductFragment>[] = [
    { id: 'name', header: 'Name', cell: (product) => product.name },
    { id: 'sku', header: 'SKU', cell: (product) => product.sku ?? '—' },
    { id: 'status', header: 'Status', width: 90, cell: (product) => product.status.toLowerCase() },
    {
      id: 'detach',
      header: '',
      width: 110,
      cell: (product) => (
        <Button
          size="small"
          variant="minimal"
          icon={<UnlinkIcon />}
          text="Detach"
          aria-label={`Detach ${product.name}`}
          disabled={detaching}
          onClick={() => void change('detach', product)}
        />
      ),
    },
  ];

  return (
    <section aria-label="Node products" className="node-products">
      <H4>Products</H4>
      <LoadError title="Could not load the node's products" error={products.error} />
      <ResourceTable
        label="Node products"
        columns={columns}
        rows={attached?.items}
        rowKey={(product) => product.id}
        rowHref={(product) => productUrl(product.id)}
        loading={products.loading}
        skeletonRowCount={2}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(BoxIcon)}
            title="No products in this node"
            description="Find products by SKU below to attach them."
          />
        }
      />
      <form
        className="node-products__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSku(skuDraft.trim());
        }}
      >
        <ControlGroup>
          <InputGroup
            aria-label="Find products by SKU"
            placeholder="Find products by SKU"
            leftIcon={<SearchIcon />}
            value={skuDraft}
            onValueChange={setSkuDraft}
          />
          <Button type="submit" text="Search" />
        </ControlGroup>
      </form>
      {search.error && (
        <Callout intent="danger" role="alert">
          {errorMessage(search.error)}
        </Callout>
      )}
      {sku !== '' && found && (
        <ul className="node-products__results" aria-label="Products found">
          {found.length === 0 && <li>No product has a SKU containing “{sku}”.</li>}
          {found.map((product) => (
            <li
              key={product.id}
              draggable
              title="Drag onto a node of the tree to attach it there"
              onDragStart={(event) => startProductDrag(event.dataTransfer, product)}
            >
              <span>
                {product.name} <code>{product.sku}</code>
              </span>
              <Button
                size="small"
                icon={<LinkIcon />}
                text={attachedIds.has(product.id) ? 'Attached' : 'Attach'}
                aria-label={`Attach ${product.name}`}
                disabled={attaching || attachedIds.has(product.id)}
                onClick={() => void change('attach', product)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
