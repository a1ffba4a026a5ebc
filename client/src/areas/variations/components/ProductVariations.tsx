import { Button, Card, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { BuildIcon, LinkIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { toastMutation } from '../../../components/toastMutation';
import { LoadError } from '../../../components/LoadError';
import {
  useAttachVariationsMutation,
  useBuildChildProductsMutation,
  useDetachVariationsMutation,
  useReplaceVariationsMutation,
  useProductVariationsQuery,
  useVariationListQuery,
  type ProductChildFragment,
  type ProductVariationsDetailsFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { productUrl } from '../../products/urls';
import { variationUrl } from '../urls';
import '../variations.css';

/** The provider lists at most 100 per page; a product's children beyond that are counted, not shown. */
const CHILD_PAGE = { limit: 100, offset: 0 };

export interface ProductVariationsProps {
  productId: string;
}

/**
 * The product edit page's Variations section: for a child, its parent and options; otherwise the
 * attached variations (attach, detach), the "Build child products" action and the children built.
 */
export function ProductVariations({ productId }: ProductVariationsProps) {
  const result = useProductVariationsQuery({ variables: { id: productId, childPage: CHILD_PAGE } });
  const product = completeData(result)?.product;
  return (
    <Card className="variation-section" aria-label="Variations">
      <div className="variation-section-header">
        <h3>Variations</h3>
      </div>
      <LoadError title="Could not load variations" error={result.error} />
      {result.loading && !product && <Spinner size={20} aria-label="Loading variations" />}
      {product &&
        (product.parent ? (
          <ChildSummary product={product} />
        ) : (
          <ParentEditor
            product={product}
            childProducts={product.children.items}
            total={product.children.pageInfo.total}
          />
        ))}
    </Card>
  );
}

function ChildSummary({ product }: { product: ProductVariationsDetailsFragment }) {
  return (
    <p>
      A child of <Link to={productUrl(product.parent?.id ?? '')}>{product.parent?.name}</Link>:{' '}
      {product.variationChoices.map((choice) => `${choice.variationName} ${choice.optionName}`).join(', ')}.
    </p>
  );
}

/** The child products' columns; the first header counts them all, not just the page shown. */
function childColumns(total: number): readonly ResourceColumn<ProductChildFragment>[] {
  return [
    {
      id: 'child',
      header: `Child product (${total})`,
      cell: (child) => <Link to={productUrl(child.id)}>{child.name}</Link>,
    },
    {
      id: 'options',
      header: 'Options',
      cell: (child) => child.variationChoices.map((choice) => choice.optionName).join(' / '),
    },
    { id: 'sku', header: 'SKU', cell: (child) => child.sku ?? '—' },
  ];
}

function ParentEditor({
  product,
  childProducts,
  total,
}: {
  product: ProductVariationsDetailsFragment;
  childProducts: readonly ProductChildFragment[];
  total: number;
}) {
  const [selected, setSelected] = useState('');
  const available = useVariationListQuery({ variables: { page: { limit: 100 } } });
  const attachedIds = new Set(product.variations.map((variation) => variation.id));
  const listed = completeData(available)?.variations.items ?? [];
  const choices = listed.filter((variation) => !attachedIds.has(variation.id));
  // The children list depends on every change here, so it is read again after each.
  const refetch = { refetchQueries: ['ProductVariations'], awaitRefetchQueries: true };
  const [attach, { loading: attaching }] = useAttachVariationsMutation(refetch);
  const [detach] = useDetachVariationsMutation(refetch);
  const [replace, { loading: replacing }] = useReplaceVariationsMutation(refetch);
  const [build, { loading: building }] = useBuildChildProductsMutation(refetch);

  const attachSelected = () =>
    toastMutation(async () => {
      const { data } = await attach({ variables: { productId: product.id, variationIds: [selected] } });
      setSelected('');
      return data?.attachVariations.userErrors;
    }, 'Variation attached');

  return (
    <>
      <div className="variation-list" role="group" aria-label="Attached variations">
        {product.variations.length === 0 && <span>No variations attached.</span>}
        {product.variations.map((variation) => (
          <Tag
            key={variation.id}
            large
            onRemove={() =>
              void toastMutation(async () => {
                const { data } = await detach({
                  variables: { productId: product.id, variationIds: [variation.id] },
                });
                return data?.detachVariations.userErrors;
              }, 'Variation detached')
            }
          >
            <Link to={variationUrl(variation.id)}>{variation.name}</Link> (
            {variation.options.map((option) => option.name).join(', ')})
          </Tag>
        ))}
      </div>
      <div className="variation-attach">
        <HTMLSelect
          aria-label="Variation to attach"
          value={selected}
          onChange={(event) => setSelected(event.currentTarget.value)}
        >
          <option value="">Choose a variation…</option>
          {choices.map((variation) => (
            <option key={variation.id} value={variation.id}>
              {variation.name}
            </option>
          ))}
        </HTMLSelect>
        <Button
          icon={<LinkIcon />}
          text="Attach"
          disabled={selected === ''}
          loading={attaching}
          onClick={() => void attachSelected()}
        />
        <Button
          text="Use only this one"
          title="Replace every attached variation with the chosen one"
          disabled={selected === '' || product.variations.length === 0}
          loading={replacing}
          onClick={() =>
            void toastMutation(async () => {
              const { data } = await replace({
                variables: { productId: product.id, variationIds: [selected] },
              });
              setSelected('');
              return data?.replaceVariations.userErrors;
            }, 'Variations replaced')
          }
        />
        <Button
          intent="primary"
          icon={<BuildIcon />}
          text="Build child products"
          disabled={product.variations.length === 0}
          loading={building}
          onClick={() =>
            void toastMutation(async () => {
              const { data } = await build({ variables: { productId: product.id } });
              return data?.buildChildProducts.userErrors;
            }, 'Child products built')
          }
        />
      </div>
      {childProducts.length === 0 ? (
        <NonIdealState
          title="No child products"
          description="Attach variations, then build a child product for every combination of their options."
        />
      ) : (
        <ResourceTable compact label="Child products" columns={childColumns(total)} rows={childProducts} />
      )}
    </>
  );
}
