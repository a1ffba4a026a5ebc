import { Button, HTMLTable } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { payloadResult } from '../../../components/form/useMutationForm';
import { AmountField } from '../../../components/form/AmountField';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import {
  useCartShippingGroupQuery,
  useCreateCartShippingGroupMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { formatMinorUnits } from '../../../format/money';
import { decimalToMinorUnits } from '../../../format/money';
import { shippingAddressLine, ShippingGroupDialog } from '../../orders/exports';
import { TextField } from '../../../components/form/TextField';

interface GroupValues {
  shippingType: string;
  trackingReference: string;
  externalRef: string;
  price: string;
}

const FIELDS = ['shippingType', 'trackingReference', 'externalRef', 'price'] as const;

/** The price field is `priceTotal` in the schema. */
const FIELD_RENAMES: Record<string, keyof GroupValues> = { priceTotal: 'price' };

function CreateShippingGroupDialog({ cart, onClose }: { cart: CartDetailFragment; onClose: () => void }) {
  const currency = cart.totals.withTax.currency || 'USD';
  const [create] = useCreateCartShippingGroupMutation();
  return (
    <MutationFormDialog<GroupValues>
      title="New shipping group"
      submitText="Create group"
      defaultValues={{ shippingType: '', trackingReference: '', externalRef: '', price: '' }}
      fieldNames={FIELDS}
      submit={async (values) => {
        const price = values.price.trim();
        const { data } = await create({
          variables: {
            cartId: cart.id,
            input: {
              shippingType: values.shippingType.trim() || null,
              trackingReference: values.trackingReference.trim() || null,
              externalRef: values.externalRef.trim() || null,
              ...(price === '' ? {} : { priceTotal: decimalToMinorUnits(price, currency) ?? -1 }),
            },
          },
        });
        const { userErrors } = payloadResult(data?.createCartShippingGroup, {
          success: 'Shipping group created',
          then: onClose,
        });
        return {
          userErrors: userErrors.map((error) => {
            const renamed = error.field?.[0] ? FIELD_RENAMES[error.field[0]] : undefined;
            return renamed ? { ...error, field: [renamed] } : error;
          }),
        };
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="shippingType"
            id="shipping-type"
            label="Shipping type"
            placeholder="standard"
          />
          <TextField form={form} name="trackingReference" id="shipping-tracking" label="Tracking reference" />
          <TextField
            form={form}
            name="externalRef"
            id="shipping-external-ref"
            label="External reference"
            rules={{ maxLength: { value: 64, message: 'At most 64 characters' } }}
          />
          <AmountField
            form={form}
            name="price"
            id="shipping-price"
            label="Shipping price"
            currency={currency}
            helperText="Added to the cart's total, e.g. 10.00"
            invalidText="Enter a price such as 10.00"
          />
        </>
      )}
    </MutationFormDialog>
  );
}

/** One group read by id (`Cart.shippingGroup`), with the lines that ship in it. */
function ShippingGroupDetailDialog({
  cart,
  groupId,
  onClose,
}: {
  cart: CartDetailFragment;
  groupId: string;
  onClose: () => void;
}) {
  const result = useCartShippingGroupQuery({ variables: { cartId: cart.id, id: groupId } });
  const currency = cart.totals.withTax.currency || 'USD';
  const lines = cart.items.filter((item) => item.shippingGroupId === groupId);
  return (
    <ShippingGroupDialog
      query={result}
      group={completeData(result)?.cart?.shippingGroup}
      notFound="This shipping group no longer exists."
      moreFacts={(group) => [
        ['External reference', group.externalRef ?? '—'],
        ['Price', group.price ? formatMinorUnits(group.price.total, currency) : '—'],
        ['Address', group.address ? shippingAddressLine(group.address) : '—'],
        ['Lines', lines.length > 0 ? lines.map((item) => item.name).join(', ') : 'None yet'],
      ]}
      onClose={onClose}
    />
  );
}

/** The cart's shipping groups: each opens by id; lines join a group from the items table. */
export function ShippingGroups({ cart }: { cart: CartDetailFragment }) {
  const createDialog = useUrlDialog('shipping-group-new');
  const detail = useUrlItemDialog('shipping-group', 'group');
  const currency = cart.totals.withTax.currency || 'USD';
  return (
    <section className="cart-section" aria-label="Shipping groups">
      <h3>Shipping groups</h3>
      {cart.shippingGroups.length === 0 ? (
        <p className="bp6-text-muted">No shipping groups.</p>
      ) : (
        <HTMLTable compact aria-label="Shipping groups">
          <thead>
            <tr>
              <th>Type</th>
              <th>Tracking</th>
              <th>Price</th>
              <th>Lines</th>
            </tr>
          </thead>
          <tbody>
            {cart.shippingGroups.map((group) => (
              <tr key={group.id}>
                <td>
                  <Button
                    variant="minimal"
                    text={group.shippingType ?? group.id}
                    onClick={() => detail.open(group.id)}
                  />
                </td>
                <td>{group.trackingReference ?? ''}</td>
                <td>{group.price ? formatMinorUnits(group.price.total, currency) : ''}</td>
                <td>{cart.items.filter((item) => item.shippingGroupId === group.id).length}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Button icon={<PlusIcon />} text="New shipping group" onClick={createDialog.open} />
      {createDialog.isOpen && <CreateShippingGroupDialog cart={cart} onClose={createDialog.close} />}
      {detail.itemId && (
        <ShippingGroupDetailDialog cart={cart} groupId={detail.itemId} onClose={detail.close} />
      )}
    </section>
  );
}
