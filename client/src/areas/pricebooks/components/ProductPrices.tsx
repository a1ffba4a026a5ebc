import { Callout, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { DollarIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { errorMessage } from '../../../graphql/errors';
import { useProductPricesInBooksQuery, type ProductPricesInBooksQuery } from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { formatAmounts } from '../../../format/money';
import { priceBookUrl } from '../urls';

type BookPrice = NonNullable<ProductPricesInBooksQuery['product']>['prices'][number];

const PRICE_COLUMNS: readonly ResourceColumn<BookPrice>[] = [
  {
    id: 'priceBook',
    header: 'Price book',
    cell: (price) => (
      <Link to={priceBookUrl(price.priceBookId, { filters: { sku: price.sku } })}>
        {price.priceBook?.name ?? price.priceBookId}
      </Link>
    ),
  },
  { id: 'amounts', header: 'Amounts', cell: (price) => formatAmounts(price.amounts) },
];

/** The product edit page's "Prices" section: its price in each price book, linking to the book. */
export function ProductPrices({ productId }: { productId: string }) {
  const result = useProductPricesInBooksQuery({
    variables: { id: productId },
    fetchPolicy: 'cache-and-network',
  });
  const prices = completeData(result)?.product?.prices;

  return (
    <Card className="form-card product-prices">
      <section aria-labelledby="product-prices-title">
        <H3 id="product-prices-title">Prices</H3>
        {result.error && !prices ? (
          <Callout intent="danger" title="Could not load the prices" role="alert">
            {errorMessage(result.error)}
          </Callout>
        ) : !prices ? (
          <Spinner size={20} aria-label="Loading prices" />
        ) : prices.length === 0 ? (
          <NonIdealState
            icon={nonIdealStateIcon(DollarIcon)}
            title="No prices yet"
            description="Add this product's SKU to a price book to price it."
          />
        ) : (
          <ResourceTable label="Prices in price books" columns={PRICE_COLUMNS} rows={prices} />
        )}
      </section>
    </Card>
  );
}
