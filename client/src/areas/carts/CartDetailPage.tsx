import { Button } from '@blueprintjs/core';
import { DollarIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { useCartDetailsQuery, useDeleteCartMutation, type CartDetailFragment } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { AddProductForm } from './components/AddProductForm';
import { CartItemsTable } from './components/CartItemsTable';
import { CartTotals } from './components/CartTotals';
import { CheckoutDialog } from './components/CheckoutDialog';
import { CustomItemDialog } from './components/CustomItemDialog';
import { PromotionCodes } from './components/PromotionCodes';
import { adjustmentTarget, parseAdjustmentTarget } from './components/adjustmentTargets';
import { CartBulkActions } from './components/CartBulkActions';
import { CustomDiscountDialog } from './components/CustomDiscountDialog';
import { CustomDiscounts } from './components/CustomDiscounts';
import { ShippingGroups } from './components/ShippingGroups';
import type { ShopperSession } from './components/shopperSession';
import { ShopperSection } from './components/ShopperSection';
import { TaxDialog } from './components/TaxDialog';
import './carts.css';
import { cartListUrl } from './urls';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { DetailPage } from '../../components/detail/DetailPage';
import { formatDateTime } from '../../format/dates';

const BACK_TO_LIST = { to: cartListUrl(), label: 'Carts' };

/**
 * `/carts/:id`: the cart's items, codes, custom discounts, taxes, shipping groups and totals; add
 * and bulk-edit items, merge a cart, associate a customer or account, and check out as a guest, a
 * customer or an account member.
 */
export function CartDetailPage() {
  const result = useDetailQuery(useCartDetailsQuery);
  return (
    <DetailPage noun="cart" back={BACK_TO_LIST} query={result} entity={completeData(result)?.cart}>
      {(cart) => <CartEditor cart={cart} />}
    </DetailPage>
  );
}

function CartEditor({ cart }: { cart: CartDetailFragment }) {
  const customDialog = useUrlDialog('custom-item');
  const checkoutDialog = useUrlDialog('checkout');
  const deleteDialog = useUrlDialog('delete-cart');
  const discountDialog = useUrlItemDialog('custom-discount', 'target');
  const taxDialog = useUrlItemDialog('tax', 'target');
  const discountTarget = discountDialog.itemId ? parseAdjustmentTarget(discountDialog.itemId) : null;
  const taxTarget = taxDialog.itemId ? parseAdjustmentTarget(taxDialog.itemId) : null;
  // Shopper tokens live in this page's memory only (never the URL or storage).
  const [session, setSession] = useState<ShopperSession>({});
  const [deleteCart, { loading: deleting }] = useDeleteCartMutation();
  const deleteAndLeave = useDeleteAndLeave({
    success: 'Cart deleted',
    listUrl: cartListUrl(),
    entity: { __typename: 'Cart', id: cart.id },
    rootFields: ['carts'],
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deleteCart({ variables: { id: cart.id } });
      return data?.deleteCart.userErrors ?? [];
    });
  const currency = cart.totals.withTax.currency || 'USD';

  return (
    <>
      <PageHeader
        title={cart.name}
        back={BACK_TO_LIST}
        actions={
          <>
            <Button
              intent="primary"
              icon={<DollarIcon />}
              text="Checkout"
              disabled={cart.items.length === 0}
              onClick={checkoutDialog.open}
            />
            <Button
              intent="danger"
              variant="outlined"
              icon={<TrashIcon />}
              text="Delete cart"
              onClick={deleteDialog.open}
            />
          </>
        }
      />
      <div className="cart-meta bp6-text-muted">
        Cart id <code>{cart.id}</code>
        {cart.description ? ` · ${cart.description}` : ''}
        {cart.updatedAt ? ` · Updated ${formatDateTime(cart.updatedAt)}` : ''}
      </div>
      <div className="cart-layout">
        <div>
          <CartItemsTable
            cart={cart}
            onEditDiscount={(itemId, discountId) => discountDialog.open(adjustmentTarget(itemId, discountId))}
            onEditTax={(itemId, taxId) => taxDialog.open(adjustmentTarget(itemId, taxId))}
          />
          <section className="cart-section" aria-label="Add items">
            <AddProductForm cartId={cart.id} />
            <Button icon={<PlusIcon />} text="Add custom item" onClick={customDialog.open} />{' '}
            <CartBulkActions cart={cart} />
          </section>
          <PromotionCodes cart={cart} />
          <CustomDiscounts
            cart={cart}
            onEditDiscount={(discountId) => discountDialog.open(adjustmentTarget(null, discountId))}
            onTaxAll={() => taxDialog.open(adjustmentTarget(null, null, 'all'))}
          />
          <ShippingGroups cart={cart} />
          <ShopperSection cart={cart} session={session} onSessionChange={setSession} />
        </div>
        <CartTotals cart={cart} />
      </div>
      {customDialog.isOpen && (
        <CustomItemDialog cartId={cart.id} currency={currency} onClose={customDialog.close} />
      )}
      {checkoutDialog.isOpen && (
        <CheckoutDialog cartId={cart.id} session={session} onClose={checkoutDialog.close} />
      )}
      {discountTarget && (
        <CustomDiscountDialog cart={cart} target={discountTarget} onClose={discountDialog.close} />
      )}
      {taxTarget && <TaxDialog cart={cart} target={taxTarget} onClose={taxDialog.close} />}
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete cart {cart.name}?
      </ConfirmDialog>
    </>
  );
}
