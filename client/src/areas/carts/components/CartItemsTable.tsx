import { Button, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { PercentageIcon, ShoppingCartIcon, TagIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { showToast } from '../../../app/toaster';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { errorMessage } from '../../../graphql/errors';
import { toastMutation } from '../../../components/toastMutation';
import {
  useRemoveCartCustomDiscountMutation,
  useRemoveCartItemMutation,
  useRemoveCartItemTaxMutation,
  useSetCartItemShippingGroupMutation,
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

/** A line's custom discounts and taxes, each editable and removable, and buttons to add one. */
function AdjustmentsCell({
  cart,
  item,
  onEditDiscount,
  onEditTax,
}: {
  cart: CartDetailFragment;
  item: CartItemRow;
  onEditDiscount: (itemId: string, discountId: string | null) => void;
  onEditTax: (itemId: string, taxId: string | null) => void;
}) {
  const [removeDiscount] = useRemoveCartCustomDiscountMutation();
  const [removeTax] = useRemoveCartItemTaxMutation();
  return (
    <div className="cart-adjustments">
      {item.customDiscounts.map((discount) => (
        <Tag
          key={discount.id}
          minimal
          intent="success"
          onRemove={() =>
            void toastMutation(async () => {
              const { data } = await removeDiscount({
                variables: { cartId: cart.id, itemId: item.id, id: discount.id },
              });
              return data?.removeCartCustomDiscount.userErrors;
            }, 'Custom discount removed')
          }
        >
          {/* The tag holds two buttons, edit and remove: a tag that is itself a button cannot. */}
          <button
            type="button"
            className="cart-tag-edit"
            onClick={() => onEditDiscount(item.id, discount.id)}
          >
            {discount.description} {discount.amount.formatted}
          </button>
        </Tag>
      ))}
      {item.taxes.map((tax) => (
        <Tag
          key={tax.id}
          minimal
          onRemove={() =>
            void toastMutation(async () => {
              const { data } = await removeTax({
                variables: { cartId: cart.id, itemId: item.id, id: tax.id },
              });
              return data?.removeCartItemTax.userErrors;
            }, 'Tax removed')
          }
        >
          <button type="button" className="cart-tag-edit" onClick={() => onEditTax(item.id, tax.id)}>
            {tax.name ?? tax.code ?? 'Tax'}{' '}
            {tax.rate !== null && tax.rate !== undefined ? `${+(tax.rate * 100).toFixed(4)}%` : ''}
          </button>
        </Tag>
      ))}
      <Button
        size="small"
        variant="minimal"
        icon={<TagIcon />}
        aria-label={`Add a custom discount to ${item.name}`}
        disabled={!cart.customDiscountsEnabled}
        title={cart.customDiscountsEnabled ? undefined : 'Enable custom discounts for this cart first'}
        onClick={() => onEditDiscount(item.id, null)}
      />
      <Button
        size="small"
        variant="minimal"
        icon={<PercentageIcon />}
        aria-label={`Add a tax to ${item.name}`}
        onClick={() => onEditTax(item.id, null)}
      />
    </div>
  );
}

/** The line's shipping group, chosen from the cart's groups. */
function ShippingGroupCell({ cart, item }: { cart: CartDetailFragment; item: CartItemRow }) {
  const [assign, { loading }] = useSetCartItemShippingGroupMutation();
  if (cart.shippingGroups.length === 0) return <span className="bp6-text-muted">—</span>;
  return (
    <HTMLSelect
      aria-label={`Shipping group of ${item.name}`}
      value={item.shippingGroupId ?? ''}
      disabled={loading}
      onChange={(event) => {
        const shippingGroupId = event.currentTarget.value;
        if (!shippingGroupId) return;
        void toastMutation(async () => {
          const { data } = await assign({ variables: { cartId: cart.id, itemId: item.id, shippingGroupId } });
          return data?.setCartItemShippingGroup.userErrors;
        }, `${item.name} moved to the shipping group`);
      }}
    >
      <option value="">None</option>
      {cart.shippingGroups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.shippingType ?? group.id}
        </option>
      ))}
    </HTMLSelect>
  );
}

export interface CartItemsTableProps {
  cart: CartDetailFragment;
  /** Opens the custom discount dialog for a line (a discount id to edit, null to add). */
  onEditDiscount: (itemId: string, discountId: string | null) => void;
  /** Opens the tax dialog for a line (a tax id to edit, null to add). */
  onEditTax: (itemId: string, taxId: string | null) => void;
}

/**
 * The cart's lines: name, SKU, unit price, editable quantity, discounts, custom discounts and
 * taxes, shipping group, line total, remove.
 */
export function CartItemsTable({ cart, onEditDiscount, onEditTax }: CartItemsTableProps) {
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
          <th>Custom discounts and taxes</th>
          <th>Shipping group</th>
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
            <td>
              <AdjustmentsCell
                cart={cart}
                item={item}
                onEditDiscount={onEditDiscount}
                onEditTax={onEditTax}
              />
            </td>
            <td>
              <ShippingGroupCell cart={cart} item={item} />
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
