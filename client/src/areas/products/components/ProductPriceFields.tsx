import { HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { minorDigits } from '../../../format/money';
import { FORM_PRICE_BOOKS, type ProductPriceDrafts } from '../productPrices';
import { LoadError } from '../../../components/LoadError';
import './productPrices.css';

/**
 * The product form's "Prices" section: one row per price book (the store's first
 * FORM_PRICE_BOOKS), one amount per currency in major units; blank leaves the currency out, and a
 * row cleared entirely removes the product's price from that book. Saved with the product.
 */
export function ProductPriceFields({ prices }: { prices: ProductPriceDrafts }) {
  const { books, totalBooks, currencies } = prices;
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
          <HTMLTable aria-label="Prices by price book" compact>
            <thead>
              <tr>
                <th>Price book</th>
                {currencies.map((currency) => (
                  <th key={currency}>{currency}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {books.flatMap((book) => {
                const values = prices.valuesOf(book.id);
                const error = prices.errors[book.id];
                const errorId = `product-price-error-${book.id}`;
                const row = (
                  <tr key={book.id}>
                    <th scope="row">{book.name}</th>
                    {currencies.map((currency) => {
                      const digits = minorDigits(currency);
                      return (
                        <td key={currency}>
                          <InputGroup
                            aria-label={`${book.name} ${currency} amount`}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            inputMode="decimal"
                            placeholder={digits > 0 ? `0.${'0'.repeat(digits)}` : '0'}
                            value={values[currency]?.amount ?? ''}
                            onChange={(event) =>
                              prices.setAmount(book.id, currency, event.currentTarget.value)
                            }
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
                return error
                  ? [
                      row,
                      <tr key={`${book.id}-error`}>
                        <td colSpan={currencies.length + 1}>
                          <p className="product-price-fields__error" id={errorId} role="alert">
                            {book.name}: the price was not saved. {error}
                          </p>
                        </td>
                      </tr>,
                    ]
                  : [row];
              })}
            </tbody>
          </HTMLTable>
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
