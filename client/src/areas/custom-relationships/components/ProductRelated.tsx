import { Button, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, CrossIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../app/toaster';
import { SectionCard } from '../../../components/detail/SectionCard';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { toastMutation } from '../../../components/toastMutation';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../graphql/errors';
import {
  useAttachCustomRelationshipsMutation,
  useCustomRelationshipListQuery,
  useDetachCustomRelationshipsMutation,
  useProductCustomRelationshipsQuery,
  useProductRelatedQuery,
  useRelatedProductSearchLazyQuery,
  useRelateProductsMutation,
  useUnrelateProductsMutation,
  type RelatedProductRowFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { productUrl } from '../../products/urls';
import '../custom-relationships.css';

export interface ProductRelatedProps {
  productId: string;
}

/**
 * The related products list depends on every change here, so it is read again after each; so is the
 * list of attached definitions, since relating attaches the definition and detaching drops links.
 */
const REFETCH_RELATED = {
  refetchQueries: ['ProductRelated', 'ProductCustomRelationships'],
  awaitRefetchQueries: true,
};

/** A product's SKU, or a dash for a product without one. */
const SKU_COLUMN: ResourceColumn<RelatedProductRowFragment> = {
  id: 'sku',
  header: 'SKU',
  cell: (product) => product.sku ?? '—',
};

/**
 * The product edit page's "Related products" section: choose a custom relationship, see the
 * products related under it, add more by SKU search and remove them.
 */
export function ProductRelated({ productId }: ProductRelatedProps) {
  const definitions = useCustomRelationshipListQuery({ variables: { page: { limit: 100 } } });
  const choices = completeData(definitions)?.customRelationships.items ?? [];
  const [chosenSlug, setChosenSlug] = useState('');
  // Until the seller chooses, show the first definition so the section is never empty for no reason.
  const slug = chosenSlug || (choices[0]?.slug ?? '');
  return (
    <SectionCard title="Related products">
      <LoadError title="Could not load custom relationships" error={definitions.error} />
      {definitions.loading && choices.length === 0 && (
        <Spinner size={20} aria-label="Loading custom relationships" />
      )}
      {definitions.dataState === 'complete' && choices.length === 0 && (
        <NonIdealState
          title="No custom relationships"
          description="Create a custom relationship such as Related products first."
        />
      )}
      {choices.length > 0 && (
        <>
          <HTMLSelect
            aria-label="Custom relationship"
            value={slug}
            onChange={(event) => setChosenSlug(event.currentTarget.value)}
          >
            {choices.map((definition) => (
              <option key={definition.slug} value={definition.slug}>
                {definition.name}
              </option>
            ))}
          </HTMLSelect>
          <AttachedRelationships
            productId={productId}
            slug={slug}
            name={choices.find((definition) => definition.slug === slug)?.name ?? slug}
          />
          <RelatedList productId={productId} slug={slug} />
          <AddBySku productId={productId} slug={slug} />
        </>
      )}
    </SectionCard>
  );
}

/**
 * The custom relationships attached to the product (`Product.customRelationships`): attach the chosen
 * one, or detach one (which drops the product's links under it). A refusal is shown next to them.
 */
function AttachedRelationships({ productId, slug, name }: { productId: string; slug: string; name: string }) {
  const result = useProductCustomRelationshipsQuery({ variables: { id: productId } });
  const [attach, { loading: attaching }] = useAttachCustomRelationshipsMutation();
  const [detach, { loading: detaching }] = useDetachCustomRelationshipsMutation(REFETCH_RELATED);
  const [problem, setProblem] = useState<string>();
  const attached = completeData(result)?.product?.customRelationships ?? [];
  const isAttached = attached.some((definition) => definition.slug === slug);

  const change = async (
    mutate: () => Promise<readonly { message: string }[] | undefined>,
    done: string,
  ): Promise<void> => {
    setProblem(undefined);
    try {
      const [refusal] = (await mutate()) ?? [];
      if (refusal) setProblem(refusal.message);
      else showToast(done);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const attachChosen = () =>
    change(async () => {
      const { data } = await attach({ variables: { productId, slugs: [slug] } });
      return data?.attachCustomRelationships.userErrors;
    }, `${name} attached`);
  const detachOne = (detached: { slug: string; name: string }) =>
    change(async () => {
      const { data } = await detach({ variables: { productId, slugs: [detached.slug] } });
      return data?.detachCustomRelationships.userErrors;
    }, `${detached.name} detached`);

  if (result.error) {
    return <LoadError title="Could not load attached custom relationships" error={result.error} />;
  }
  return (
    <FormGroup
      label="Attached to this product"
      labelFor="attached-custom-relationships"
      helperText={problem}
      intent={problem ? 'danger' : 'none'}
    >
      {/* Only list items inside the list: its loading and empty states and the attach button beside it. */}
      <div className="related-products-attached">
        {result.loading && attached.length === 0 && (
          <Spinner size={16} aria-label="Loading attached custom relationships" />
        )}
        {result.dataState === 'complete' && attached.length === 0 && <span>None attached yet.</span>}
        {attached.length > 0 && (
          <div
            id="attached-custom-relationships"
            className="related-products-attached"
            role="list"
            aria-label="Attached custom relationships"
          >
            {attached.map((definition) => (
              <span role="listitem" key={definition.slug} className="related-products-attached__item">
                <Tag round>{definition.name}</Tag>
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  icon={<CrossIcon />}
                  aria-label={`Detach ${definition.name}`}
                  disabled={detaching}
                  onClick={() => void detachOne(definition)}
                />
              </span>
            ))}
          </div>
        )}
        <Button
          size="small"
          icon={<AddIcon />}
          text={`Attach ${name}`}
          disabled={isAttached || slug === ''}
          loading={attaching}
          onClick={() => void attachChosen()}
        />
      </div>
    </FormGroup>
  );
}

function RelatedList({ productId, slug }: { productId: string; slug: string }) {
  const result = useProductRelatedQuery({ variables: { id: productId, slug } });
  const [unrelate] = useUnrelateProductsMutation(REFETCH_RELATED);
  const related = completeData(result)?.product?.relatedProducts;
  if (result.error) {
    return <LoadError title="Could not load related products" error={result.error} />;
  }
  if (!related) return <Spinner size={20} aria-label="Loading related products" />;
  if (related.items.length === 0) return <p>No related products yet.</p>;
  const remove = (product: RelatedProductRowFragment) =>
    toastMutation(async () => {
      const { data } = await unrelate({ variables: { productId, slug, relatedProductIds: [product.id] } });
      return data?.unrelateProducts.userErrors;
    }, 'Related product removed');
  const columns: readonly ResourceColumn<RelatedProductRowFragment>[] = [
    {
      id: 'product',
      header: `Product (${related.pageInfo.total})`,
      cell: (product) => <Link to={productUrl(product.id)}>{product.name}</Link>,
    },
    SKU_COLUMN,
    {
      id: 'actions',
      header: 'Actions',
      cell: (product) => (
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          aria-label={`Remove ${product.name}`}
          onClick={() => void remove(product)}
        />
      ),
    },
  ];
  return <ResourceTable compact label="Related products list" columns={columns} rows={related.items} />;
}

function AddBySku({ productId, slug }: { productId: string; slug: string }) {
  const [sku, setSku] = useState('');
  const [search, searchResult] = useRelatedProductSearchLazyQuery();
  const [relate, { loading: relating }] = useRelateProductsMutation(REFETCH_RELATED);
  const matches = completeData(searchResult)?.products.items ?? [];
  // A product cannot be related to itself, so it is never offered.
  const found = matches.filter((product) => product.id !== productId);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sku.trim() !== '') void search({ variables: { sku: sku.trim() } });
  };
  // A refused product is a problem too: its reason joins the userErrors in the toast.
  const add = (product: RelatedProductRowFragment) =>
    toastMutation(async () => {
      const { data } = await relate({ variables: { productId, slug, relatedProductIds: [product.id] } });
      const payload = data?.relateProducts;
      return [
        ...(payload?.userErrors ?? []),
        ...(payload?.notRelated ?? []).map((refused) => ({ message: refused.reason })),
      ];
    }, `${product.name} added`);

  const columns: readonly ResourceColumn<RelatedProductRowFragment>[] = [
    { id: 'product', header: 'Product', cell: (product) => product.name },
    SKU_COLUMN,
    {
      id: 'add',
      header: 'Actions',
      cell: (product) => (
        <Button
          icon={<AddIcon />}
          text="Add"
          aria-label={`Add ${product.name}`}
          loading={relating}
          onClick={() => void add(product)}
        />
      ),
    },
  ];

  return (
    <div className="related-products-add">
      <form onSubmit={submitSearch} role="search" aria-label="Find products by SKU">
        <InputGroup
          aria-label="SKU"
          placeholder="Find a product by SKU…"
          value={sku}
          onChange={(event) => setSku(event.currentTarget.value)}
          rightElement={<Button type="submit" icon={<SearchIcon />} aria-label="Search" variant="minimal" />}
        />
      </form>
      <LoadError title="Could not search products" error={searchResult.error} />
      {searchResult.called && !searchResult.loading && found.length === 0 && !searchResult.error && (
        <p>No products match that SKU.</p>
      )}
      {found.length > 0 && <ResourceTable compact label="Matching products" columns={columns} rows={found} />}
    </div>
  );
}
