import { InputGroup } from '@blueprintjs/core';
import { showToast } from '../../../app/toaster';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
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
  const { form, onSubmit, formErrors, submitting } = useMutationForm<DiscountValues>({
    defaultValues: existing
      ? {
          amount: minorUnitsToDecimal(Math.abs(existing.amount.amount), currency),
          description: existing.description,
          discountCode: existing.discountCode,
          discountEngine: existing.discountEngine,
          externalId: existing.externalId,
        }
      : { amount: '', description: '', discountCode: '', discountEngine: '', externalId: '' },
    fieldNames: FIELDS,
    submit: async (values) => {
      const input = {
        amount: decimalToMinorUnits(values.amount, currency) ?? 0,
        description: values.description.trim(),
        discountCode: values.discountCode.trim(),
        discountEngine: values.discountEngine.trim(),
        externalId: values.externalId.trim(),
      };
      const common = { cartId: cart.id, itemId: target.itemId, input };
      const payload = existing
        ? requirePayload(
            (await update({ variables: { ...common, id: existing.id } })).data?.updateCartCustomDiscount,
          )
        : requirePayload((await add({ variables: common })).data?.addCartCustomDiscount);
      if (payload.userErrors.length === 0) {
        showToast(existing ? 'Custom discount saved' : 'Custom discount added');
        onClose();
      }
      return { userErrors: payload.userErrors };
    },
  });
  const { errors } = form.formState;
  const where = line ? ` on ${line.name}` : ' on the cart';
  return (
    <FormDialog
      isOpen
      title={`${existing ? 'Edit' : 'Add'} custom discount${where}`}
      submitText={existing ? 'Save discount' : 'Add discount'}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="amount"
        id="custom-discount-amount"
        label={`Amount off (${currency})`}
        helperText="For example 5.00"
        required
        rules={{
          validate: (value) =>
            (decimalToMinorUnits(value, currency) ?? 0) > 0 || 'Enter an amount above zero, such as 5.00',
        }}
        inputMode="decimal"
      />
      {TEXT_FIELDS.map(({ name, label }) => {
        const id = `custom-discount-${name}`;
        return (
          <FormField key={name} id={id} label={label} error={fieldErrorMessage(errors[name])}>
            <InputGroup
              {...blueprintField(form, name, id, {
                validate: (value) => value.trim() !== '' || `${label.replace(/ \(.*\)$/, '')} is required`,
                maxLength: { value: 255, message: 'At most 255 characters' },
              })}
              aria-required
            />
          </FormField>
        );
      })}
    </FormDialog>
  );
}
