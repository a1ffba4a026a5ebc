import { Button } from '@blueprintjs/core';
import { EditIcon, MergeColumnsIcon, TrashIcon } from '@blueprintjs/icons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { payloadResult } from '../../../components/form/useMutationForm';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import {
  useClearCartItemsMutation,
  useMergeCartMutation,
  useUpdateCartItemsMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';
import { TextField } from '../../../components/form/TextField';

interface QuantityValues {
  items: { quantity: string }[];
}

/** Sets every line's quantity in one call; 0 removes a line. Errors show next to their line. */
function EditQuantitiesDialog({ cart, onClose }: { cart: CartDetailFragment; onClose: () => void }) {
  const [update] = useUpdateCartItemsMutation();
  return (
    <MutationFormDialog<QuantityValues>
      title="Edit quantities"
      submitText="Save quantities"
      defaultValues={{ items: cart.items.map((item) => ({ quantity: String(item.quantity) })) }}
      fieldNames={cart.items.map((_item, index) => `items.${index}.quantity` as const)}
      submit={async (values) => {
        const { data } = await update({
          variables: {
            cartId: cart.id,
            items: cart.items.map((item, index) => ({
              itemId: item.id,
              quantity: Number(values.items[index]?.quantity.trim() ?? item.quantity),
            })),
          },
        });
        return payloadResult(data?.updateCartItems, { success: 'Quantities saved', then: onClose });
      }}
      onClose={onClose}
    >
      {(form) =>
        cart.items.map((item, index) => (
          <TextField
            key={item.id}
            form={form}
            name={`items.${index}.quantity`}
            id={`bulk-quantity-${index}`}
            label={item.name}
            rules={{
              validate: (value) =>
                /^\d+$/.test(String(value).trim()) || 'Enter a whole number (0 removes the line)',
            }}
            type="number"
            min={0}
          />
        ))
      }
    </MutationFormDialog>
  );
}

interface MergeValues {
  fromCartId: string;
}

/** Moves another cart's lines into this one (`cart_items`); the other cart stays as it is. */
function MergeCartDialog({ cart, onClose }: { cart: CartDetailFragment; onClose: () => void }) {
  const [merge] = useMergeCartMutation();
  return (
    <MutationFormDialog<MergeValues>
      title="Merge another cart into this one"
      submitText="Merge"
      defaultValues={{ fromCartId: '' }}
      fieldNames={['fromCartId']}
      submit={async ({ fromCartId }) => {
        const { data } = await merge({ variables: { cartId: cart.id, fromCartId: fromCartId.trim() } });
        return payloadResult(data?.mergeCart, { success: 'Cart merged', then: onClose });
      }}
      onClose={onClose}
    >
      {(form) => (
        <TextField
          form={form}
          name="fromCartId"
          id="merge-from-cart"
          label="Id of the cart to merge"
          rules={{ validate: (value) => value.trim() !== '' || 'Enter the id of a cart' }}
        />
      )}
    </MutationFormDialog>
  );
}

/** "Edit quantities", "Merge a cart" and "Empty cart" for the whole cart. */
export function CartBulkActions({ cart }: { cart: CartDetailFragment }) {
  const quantitiesDialog = useUrlDialog('edit-quantities');
  const mergeDialog = useUrlDialog('merge-cart');
  const emptyDialog = useUrlDialog('empty-cart');
  const [clear, { loading: clearing }] = useClearCartItemsMutation();
  const empty = async () => {
    const done = await toastMutation(async () => {
      const { data } = await clear({ variables: { cartId: cart.id } });
      return data?.clearCartItems.userErrors;
    }, 'Cart emptied');
    if (done) emptyDialog.close();
  };
  return (
    <>
      <Button
        icon={<EditIcon />}
        text="Edit quantities"
        disabled={cart.items.length === 0}
        onClick={quantitiesDialog.open}
      />{' '}
      <Button icon={<MergeColumnsIcon />} text="Merge a cart" onClick={mergeDialog.open} />{' '}
      <Button
        icon={<TrashIcon />}
        text="Empty cart"
        intent="danger"
        variant="outlined"
        disabled={cart.items.length === 0}
        onClick={emptyDialog.open}
      />
      {quantitiesDialog.isOpen && <EditQuantitiesDialog cart={cart} onClose={quantitiesDialog.close} />}
      {mergeDialog.isOpen && <MergeCartDialog cart={cart} onClose={mergeDialog.close} />}
      <ConfirmDialog
        isOpen={emptyDialog.isOpen}
        confirmText="Empty cart"
        busy={clearing}
        onConfirm={() => void empty()}
        onCancel={emptyDialog.close}
      >
        Remove every line and promotion code from {cart.name}?
      </ConfirmDialog>
    </>
  );
}
