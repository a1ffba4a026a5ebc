import { Button, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { ShoppingCartIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { showToast } from '../../../app/toaster';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { errorMessage } from '../../../graphql/errors';
import {
  useRemoveCartItemMutation,
  useUpdateCartItemQuantityMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';

type CartItemRow = CartDetailFragment['items'][number];

/** The quantity cell: edited inline, saved on Enter or leaving the field; 0 removes the line. */
function QuantityCell({ cartId, item }: { cartId: string; item: CartItemRow }) {
  const [text, setText] = useState(String(item.quantity));
  const [error, setError] = useState<string>();
  const [update, { loading }] = useUpdateCartItemQuantityMutation();
  const save = async () => {
    const trimmed = text.trim();
    if (trimmed === String(item.quantity)) return;
    if (!/^\d+$/.test(trimmed)) {
      setError('Enter a whole number (0 removes the item)');
      return;
    }
    setError(undefined);
    try {
      const { data } = await update({ variables: { cartId, itemId: item.id, quantity: Number(trimmed) } });
      const problem = data?.updateCartItemQuantity.userErrors[0];
      if (problem) setError(problem.message);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const id = `quantity-${item.id}`;
  return (
    <>
      <InputGroup
        id={id}
        aria-label={`Quantity of ${item.name}`}
        className="cart-quantity"
        type="number"
        min={0}
        value={text}
        disabled={loading}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
      />
      {error && (
        <div id={`${id}-error`} className="bp6-form-helper-text cart-error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}

/** The cart's lines: name, SKU, unit price, editable quantity, discounts, line total, remove. */
export function CartItemsTable({ cart }: { cart: CartDetailFragment }) {
  const [remove] = useRemoveCartItemMutation();
  const removeItem = async (item: CartItemRow) => {
    try {
      const { data } = await remove({ variables: { cartId: cart.id, itemId: item.id } });
      const problem = data?.removeCartItem.userErrors[0];
      showToast(problem ? problem.message : `${item.name} removed`, problem ? 'danger' : 'success');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };
  if (cart.items.length === 0) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(ShoppingCartIcon)}
        title="This cart is empty"
        description="Add a product by SKU or a custom item."
      />
    );
  }
  return (
    <HTMLTable className="cart-items" striped aria-label="Cart items">
      <thead>
        <tr>
          <th>Item</th>
          <th>SKU</th>
          <th>Unit price</th>
          <th>Quantity</th>
          <th>Discounts</th>
          <th>Line total</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {cart.items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.name} {item.type === 'CUSTOM' && <Tag minimal>Custom</Tag>}
            </td>
            <td>{item.sku ?? ''}</td>
            <td>{item.unitPrice.formatted}</td>
            <td>
              <QuantityCell key={item.quantity} cartId={cart.id} item={item} />
            </td>
            <td>
              {item.discounts.map((discount) => (
                <div key={`${discount.sourceId ?? ''}-${discount.code ?? ''}`}>
                  {discount.code}: {discount.amount.formatted}
                </div>
              ))}
            </td>
            <td>{item.totals?.withTax.formatted ?? item.value.formatted}</td>
            <td>
              <Button
                variant="minimal"
                intent="danger"
                icon={<TrashIcon />}
                aria-label={`Remove ${item.name}`}
                onClick={() => void removeItem(item)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
