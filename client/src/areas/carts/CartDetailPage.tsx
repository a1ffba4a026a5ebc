import { Button } from '@blueprintjs/core';
import { DollarIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useCartDetailsQuery, useDeleteCartMutation, type CartDetailFragment } from '../../graphql/generated';
import { AddProductForm } from './components/AddProductForm';
import { CartItemsTable } from './components/CartItemsTable';
import { CartTotals } from './components/CartTotals';
import { CheckoutDialog } from './components/CheckoutDialog';
import { CustomItemDialog } from './components/CustomItemDialog';
import { PromotionCodes } from './components/PromotionCodes';
import './carts.css';
import { cartListUrl } from './urls';
import { DetailPage } from '../../components/detail/DetailPage';

const BACK_TO_LIST = { to: cartListUrl(), label: 'Carts' };

/** `/carts/:id`: the cart's items, codes and totals; add items, apply codes, check out. */
export function CartDetailPage() {
  const { id = '' } = useParams();
  const result = useCartDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="cart"
      back={BACK_TO_LIST}
      query={result}
      entity={result.dataState === 'complete' ? result.data.cart : undefined}
    >
      {(cart) => <CartEditor cart={cart} />}
    </DetailPage>
  );
}

function CartEditor({ cart }: { cart: CartDetailFragment }) {
  const customDialog = useUrlDialog('custom-item');
  const checkoutDialog = useUrlDialog('checkout');
  const deleteDialog = useUrlDialog('delete-cart');
  const [deleteCart, { loading: deleting }] = useDeleteCartMutation();
  const deleteAndLeave = useDeleteAndLeave({
    success: 'Cart deleted',
    listUrl: cartListUrl(),
    entity: { __typename: 'Cart', id: cart.id },
    rootFields: ['carts'],
    onFailure: deleteDialog.close,
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
        {cart.customers.length > 0 &&
          ` · Customer ${cart.customers.map((customer) => `${customer.name} <${customer.email}>`).join(', ')}`}
        {cart.updatedAt ? ` · Updated ${new Date(cart.updatedAt).toLocaleString()}` : ''}
      </div>
      <div className="cart-layout">
        <div>
          <CartItemsTable cart={cart} />
          <section className="cart-section" aria-label="Add items">
            <AddProductForm cartId={cart.id} />
            <Button icon={<PlusIcon />} text="Add custom item" onClick={customDialog.open} />
          </section>
          <PromotionCodes cart={cart} />
        </div>
        <CartTotals cart={cart} />
      </div>
      {customDialog.isOpen && (
        <CustomItemDialog cartId={cart.id} currency={currency} onClose={customDialog.close} />
      )}
      {checkoutDialog.isOpen && <CheckoutDialog cartId={cart.id} onClose={checkoutDialog.close} />}
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
