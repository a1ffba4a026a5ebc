import './productCatalogs.css';
import { Callout } from '@blueprintjs/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useProductCatalogsQuery, type ProductCatalogsQuery } from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { catalogUrl } from '../../catalogs/urls';

type Catalog = ProductCatalogsQuery['catalogs']['items'][number];

/** The catalogs that show at least one of the hierarchies the product's nodes belong to. */
export function catalogsShowing(
  nodes: readonly { hierarchyId: string }[],
  catalogs: readonly Catalog[],
): Catalog[] {
  const hierarchies = new Set(nodes.map((node) => node.hierarchyId));
  return catalogs.filter((catalog) => catalog.hierarchyIds.some((id) => hierarchies.has(id)));
}

/**
 * Says where shoppers will see the product: shoppers read published catalog releases, so a new
 * product or a change shows only once a catalog that includes it (through a hierarchy it is
 * attached to) is published again. Names those catalogs, each linking to its page to publish it;
 * or says why no catalog includes it. Nothing while it loads or when it cannot be read: it is advice.
 */
export function ProductCatalogsNotice({ productId }: { productId: string }) {
  const result = useProductCatalogsQuery({ variables: { id: productId }, fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  const product = data?.product;
  if (!data || !product) return null;
  const nodes = product.nodes.items;
  const catalogs = catalogsShowing(nodes, data.catalogs.items);
  const draft = product.status === 'DRAFT';

  let message;
  if (nodes.length === 0) {
    message = (
      <>
        It is in no catalog yet: attach it to a hierarchy node (under Hierarchy nodes below) of a hierarchy
        that a catalog shows, then publish that catalog.
      </>
    );
  } else if (catalogs.length === 0) {
    message = (
      <>
        The hierarchies it is attached to are in no catalog: add one of them to a catalog, then publish that
        catalog.
      </>
    );
  } else {
    message = (
      <>
        It is in {catalogs.length === 1 ? 'the catalog' : 'the catalogs'}{' '}
        {catalogs.map((catalog, index) => (
          <Fragment key={catalog.id}>
            {index > 0 && ', '}
            <strong>{catalog.name}</strong> (
            <Link to={catalogUrl(catalog.id)} aria-label={`Publish ${catalog.name}`}>
              publish
            </Link>
            )
          </Fragment>
        ))}
        . Shoppers see it, and every change to it, once that catalog is published next.
      </>
    );
  }
  return (
    <Callout
      intent={catalogs.length === 0 || draft ? 'warning' : 'primary'}
      title="Where shoppers see this product"
      className="product-catalogs-notice"
    >
      {draft && <p>It is a draft: catalogs leave it out until its status is Live.</p>}
      <p>{message}</p>
    </Callout>
  );
}
