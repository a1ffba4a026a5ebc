import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { AmountField } from '../../../components/form/AmountField';
import { required } from '../../../components/form/required';
import { payloadResult } from '../../../components/form/useMutationForm';
import {
  useAddCartCustomDiscountMutation,
  useUpdateCartCustomDiscountMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../../format/money';
import type { AdjustmentTarget } from './adjustmentTargets';
import { TextField } from '../../../components/form/TextField';

interface DiscountValues {
  amount: string;
  description: string;
  discountCode: string;
  discountEngine: string;
  externalId: string;
}

const FIELDS = ['amount', 'description', 'discountCode', 'discountEngine', 'externalId'] as const;

const TEXT_FIELDS: readonly { name: Exclude<keyof DiscountValues, 'amount'>; label: string }[] = [
  { name: 'description', label: 'Description (shown to the shopper)' },
  { name: 'discountCode', label: 'Discount code' },
  { name: 'discountEngine', label: 'Discount engine' },
  { name: 'externalId', label: 'Id in the engine' },
];

export interface CustomDiscountDialogProps {
  cart: CartDetailFragment;
  target: AdjustmentTarget;
  onClose: () => void;
}

/** Adds or edits a custom discount of the cart or of one line (amount in major units, taken off). */
export function CustomDiscountDialog({ cart, target, onClose }: CustomDiscountDialogProps) {
  const currency = cart.totals.withTax.currency || 'USD';
  const line = target.itemId ? cart.items.find((item) => item.id === target.itemId) : undefined;
  const existing = (line ? line.customDiscounts : cart.customDiscounts).find(
    (discount) => discount.id === target.entryId,
  );
  const [add] = useAddCartCustomDiscountMutation();
  const [update] = useUpdateCartCustomDiscountMutation();
  const where = line ? ` on ${line.name}` : ' on the cart';
  return (
    <MutationFormDialog<DiscountValues>
      title={`${existing ? 'Edit' : 'Add'} custom discount${where}`}
      submitText={existing ? 'Save discount' : 'Add discount'}
      defaultValues={
        existing
          ? {
              amount: minorUnitsToDecimal(Math.abs(existing.amount.amount), currency),
              description: existing.description,
              discountCode: existing.discountCode,
              discountEngine: existing.discountEngine,
              externalId: existing.externalId,
            }
          : { amount: '', description: '', discountCode: '', discountEngine: '', externalId: '' }
      }
      fieldNames={FIELDS}
      submit={async (values) => {
        const input = {
          amount: decimalToMinorUnits(values.amount, currency) ?? 0,
          description: values.description.trim(),
          discountCode: values.discountCode.trim(),
          discountEngine: values.discountEngine.trim(),
          externalId: values.externalId.trim(),
        };
        const common = { cartId: cart.id, itemId: target.itemId, input };
        return payloadResult(
          existing
            ? (await update({ variables: { ...common, id: existing.id } })).data?.updateCartCustomDiscount
            : (await add({ variables: common })).data?.addCartCustomDiscount,
          { success: existing ? 'Custom discount saved' : 'Custom discount added', then: onClose },
        );
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <AmountField
            form={form}
            name="amount"
            id="custom-discount-amount"
            label="Amount off"
            currency={currency}
            helperText="For example 5.00"
            required
            positive
            invalidText="Enter an amount above zero, such as 5.00"
          />
          {TEXT_FIELDS.map(({ name, label }) => (
            <TextField
              key={name}
              form={form}
              name={name}
              id={`custom-discount-${name}`}
              label={label}
              required
              rules={{
                validate: required(label.replace(/ \(.*\)$/, '')),
                maxLength: { value: 255, message: 'At most 255 characters' },
              }}
            />
          ))}
        </>
      )}
    </MutationFormDialog>
  );
}
