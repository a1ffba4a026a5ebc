import { Button, Switch, Tag } from '@blueprintjs/core';
import { PercentageIcon, PlusIcon } from '@blueprintjs/icons';
import { toastMutation } from '../../../components/toastMutation';
import {
  useRemoveCartCustomDiscountMutation,
  useUpdateCartMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';

export interface CustomDiscountsProps {
  cart: CartDetailFragment;
  onEditDiscount: (discountId: string | null) => void;
  /** Opens the dialog that adds one tax to every line. */
  onTaxAll: () => void;
}

/**
 * Discounts from an external engine on the whole cart (the cart must allow them: the switch sets
 * `customDiscountsEnabled`), and a tax for every line at once.
 */
export function CustomDiscounts({ cart, onEditDiscount, onTaxAll }: CustomDiscountsProps) {
  const [updateCart, { loading: switching }] = useUpdateCartMutation();
  const [remove] = useRemoveCartCustomDiscountMutation();
  const toggle = (enabled: boolean) =>
    void toastMutation(
      async () => {
        const { data } = await updateCart({
          variables: { id: cart.id, input: { customDiscountsEnabled: enabled } },
        });
        return data?.updateCart.userErrors;
      },
      enabled ? 'Custom discounts enabled' : 'Custom discounts disabled',
    );
  return (
    <section className="cart-section" aria-label="Custom discounts and taxes">
      <h3>Custom discounts and taxes</h3>
      <Switch
        checked={cart.customDiscountsEnabled}
        disabled={switching}
        label="Accept custom discounts"
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <div className="cart-codes">
        {cart.customDiscounts.length === 0 && (
          <span className="bp6-text-muted">No custom discount on the cart.</span>
        )}
        {cart.customDiscounts.map((discount) => (
          <Tag
            key={discount.id}
            large
            intent="success"
            onRemove={() =>
              void toastMutation(async () => {
                const { data } = await remove({ variables: { cartId: cart.id, id: discount.id } });
                return data?.removeCartCustomDiscount.userErrors;
              }, 'Custom discount removed')
            }
          >
            {/* The tag holds two buttons, edit and remove: a tag that is itself a button cannot. */}
            <button type="button" className="cart-tag-edit" onClick={() => onEditDiscount(discount.id)}>
              {discount.description} ({discount.discountCode}) {discount.amount.formatted}
            </button>
          </Tag>
        ))}
      </div>
      <Button
        icon={<PlusIcon />}
        text="Add custom discount"
        disabled={!cart.customDiscountsEnabled}
        onClick={() => onEditDiscount(null)}
      />{' '}
      <Button
        icon={<PercentageIcon />}
        text="Tax every line"
        disabled={cart.items.length === 0}
        onClick={onTaxAll}
      />
    </section>
  );
}
