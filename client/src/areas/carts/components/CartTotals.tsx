import { Card, HTMLTable } from '@blueprintjs/core';
import type { CartDetailFragment } from '../../../graphql/generated';

/** The totals panel: subtotal, discounts, tax, shipping (when priced) and what the shopper pays. */
export function CartTotals({ cart }: { cart: CartDetailFragment }) {
  const { totals } = cart;
  return (
    <Card className="cart-totals" aria-label="Totals">
      <h3>Totals</h3>
      <HTMLTable compact>
        <tbody>
          <tr>
            <th>Subtotal</th>
            <td>{totals.withoutDiscount.formatted}</td>
          </tr>
          <tr>
            <th>Discounts</th>
            <td>{totals.discount.formatted}</td>
          </tr>
          <tr>
            <th>Tax</th>
            <td>{totals.tax.formatted}</td>
          </tr>
          {totals.shipping && totals.shipping.amount !== 0 && (
            <tr>
              <th>Shipping</th>
              <td>{totals.shipping.formatted}</td>
            </tr>
          )}
          <tr>
            <th>Total</th>
            <td data-testid="cart-total">
              <strong>{totals.withTax.formatted}</strong>
            </td>
          </tr>
        </tbody>
      </HTMLTable>
    </Card>
  );
}
