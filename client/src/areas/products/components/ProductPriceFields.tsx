import { InputGroup, Spinner } from '@blueprintjs/core';
import { minorDigits } from '../../../format/money';
import { FORM_PRICE_BOOKS, type ProductPriceDrafts } from '../productPrices';
import { LoadError } from '../../../components/LoadError';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import './productPrices.css';

/**
 * The product form's "Prices" section: one row per price book (the store's first
 * FORM_PRICE_BOOKS), one amount per currency in major units; blank leaves the currency out, and a
 * row cleared entirely removes the product's price from that book. Saved with the product.
 */
export function ProductPriceFields({ prices }: { prices: ProductPriceDrafts }) {
  const { books, totalBooks } = prices;
  return (
    <fieldset className="product-price-fields" aria-labelledby="product-price-fields-title">
      <legend id="product-price-fields-title">Price amounts</legend>
      {prices.booksError && !books ? (
        <LoadError title="Could not load the price books" error={prices.booksError} />
      ) : prices.loading || !books ? (
        <Spinner size={20} aria-label="Loading prices" />
      ) : books.length === 0 ? (
        <p>No price books yet: add one under Price books to price products.</p>
      ) : (
        <>
          <ResourceTable compact label="Prices by price book" columns={priceColumns(prices)} rows={books} />
          {totalBooks !== undefined && totalBooks > FORM_PRICE_BOOKS && (
            <p className="product-price-fields__note">
              Showing the first {FORM_PRICE_BOOKS} of {totalBooks} price books; price the product in the
              others from their price book page.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}

type PriceBookRow = NonNullable<ProductPriceDrafts['books']>[number];

const errorIdOf = (book: PriceBookRow) => `product-price-error-${book.id}`;

/** The book's name (with why its price was not saved, which its amounts point to) and an amount per currency. */
function priceColumns(prices: ProductPriceDrafts): readonly ResourceColumn<PriceBookRow>[] {
  return [
    {
      id: 'priceBook',
      header: 'Price book',
      wrap: true,
      cell: (book) => (
        <>
          {book.name}
          {prices.errors[book.id] && (
            <p className="product-price-fields__error" id={errorIdOf(book)} role="alert">
              {book.name}: the price was not saved. {prices.errors[book.id]}
            </p>
          )}
        </>
      ),
    },
    ...prices.currencies.map((currency): ResourceColumn<PriceBookRow> => ({
      id: currency,
      header: currency,
      wrap: true,
      cell: (book) => {
        const error = prices.errors[book.id];
        const digits = minorDigits(currency);
        return (
          <InputGroup
            aria-label={`${book.name} ${currency} amount`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(book) : undefined}
            inputMode="decimal"
            placeholder={digits > 0 ? `0.${'0'.repeat(digits)}` : '0'}
            value={prices.valuesOf(book.id)[currency]?.amount ?? ''}
            onChange={(event) => prices.setAmount(book.id, currency, event.currentTarget.value)}
          />
        );
      },
    })),
  ];
}
