import { showToast } from '../../../app/toaster';
import { FormDialog } from '../../../components/form/FormDialog';
import { requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
import type { UserErrorLike } from '../../../components/form/userErrors';
import {
  useAddCartItemTaxMutation,
  useAddCartTaxesMutation,
  useUpdateCartItemTaxMutation,
  type CartDetailFragment,
  type CartTaxInput,
} from '../../../graphql/generated';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../../format/money';
import type { AdjustmentTarget } from './adjustmentTargets';
import { TextField } from '../../../components/form/TextField';

interface TaxValues {
  name: string;
  code: string;
  jurisdiction: string;
  rate: string;
  amount: string;
}

const FIELDS = ['name', 'code', 'jurisdiction', 'rate', 'amount'] as const;

/** `taxes.3.tax.rate` (a bulk add) → `rate`: every line gets the same tax, so errors show on its fields. */
function toFormErrors(errors: readonly UserErrorLike[]): UserErrorLike[] {
  return errors.map((error) => {
    const field = error.field ?? null;
    return field && field[0] === 'taxes' ? { ...error, field: field.slice(3) } : error;
  });
}

export interface TaxDialogProps {
  cart: CartDetailFragment;
  /** `itemId` null: the same tax on every line (`addCartTaxes`). */
  target: AdjustmentTarget;
  onClose: () => void;
}

/** Adds or edits a tax item of a line, or adds one tax to every line at once; a rate in percent or an amount. */
export function TaxDialog({ cart, target, onClose }: TaxDialogProps) {
  const currency = cart.totals.withTax.currency || 'USD';
  const line = target.itemId ? cart.items.find((item) => item.id === target.itemId) : undefined;
  const existing = line?.taxes.find((tax) => tax.id === target.entryId);
  const [add] = useAddCartItemTaxMutation();
  const [update] = useUpdateCartItemTaxMutation();
  const [addAll] = useAddCartTaxesMutation();
  const { form, onSubmit, formErrors, submitting } = useMutationForm<TaxValues>({
    defaultValues: {
      name: existing?.name ?? '',
      code: existing?.code ?? '',
      jurisdiction: existing?.jurisdiction ?? '',
      rate:
        existing?.rate === null || existing?.rate === undefined
          ? ''
          : String(+(existing.rate * 100).toFixed(4)),
      amount:
        existing?.amount === null || existing?.amount === undefined
          ? ''
          : minorUnitsToDecimal(existing.amount, currency),
    },
    fieldNames: FIELDS,
    submit: async (values) => {
      const rate = values.rate.trim();
      const amount = values.amount.trim();
      const text = (value: string) => (value.trim() === '' ? null : value.trim());
      const input: CartTaxInput = {
        name: text(values.name),
        code: text(values.code),
        jurisdiction: text(values.jurisdiction),
        ...(rate !== '' ? { rate: Number(rate) / 100 } : {}),
        ...(amount !== '' ? { amount: decimalToMinorUnits(amount, currency) ?? -1 } : {}),
      };
      let userErrors: readonly UserErrorLike[];
      if (!line) {
        const { data } = await addAll({
          variables: { cartId: cart.id, taxes: cart.items.map((item) => ({ itemId: item.id, tax: input })) },
        });
        userErrors = toFormErrors(requirePayload(data?.addCartTaxes).userErrors);
      } else if (existing) {
        const { data } = await update({
          variables: { cartId: cart.id, itemId: line.id, id: existing.id, input },
        });
        userErrors = requirePayload(data?.updateCartItemTax).userErrors;
      } else {
        const { data } = await add({ variables: { cartId: cart.id, itemId: line.id, input } });
        userErrors = requirePayload(data?.addCartItemTax).userErrors;
      }
      if (userErrors.length === 0) {
        showToast(existing ? 'Tax saved' : line ? 'Tax added' : 'Tax added to every line');
        onClose();
      }
      return { userErrors };
    },
  });
  const rateOrAmount = () => {
    const [rate, amount] = form.getValues(['rate', 'amount']);
    return (rate.trim() === '') !== (amount.trim() === '') || 'Enter a rate or an amount, not both';
  };
  const title = existing
    ? `Edit tax on ${line?.name ?? ''}`
    : line
      ? `Add tax to ${line.name}`
      : 'Tax every line';
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={existing ? 'Save tax' : 'Add tax'}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField form={form} name="name" id="tax-name" label="Name" />
      <TextField form={form} name="code" id="tax-code" label="Code" />
      <TextField form={form} name="jurisdiction" id="tax-jurisdiction" label="Jurisdiction" />
      <TextField
        form={form}
        name="rate"
        id="tax-rate"
        label="Rate (%)"
        helperText="For example 8.75"
        rules={{
          validate: (value) => {
            const both = rateOrAmount();
            if (both !== true) return both;
            const trimmed = value.trim();
            if (trimmed === '') return true;
            const rate = Number(trimmed);
            return (/^\d+(\.\d+)?$/.test(trimmed) && rate <= 100) || 'Enter a percentage from 0 to 100';
          },
        }}
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="amount"
        id="tax-amount"
        label={`Or an amount (${currency})`}
        rules={{
          validate: (value) =>
            value.trim() === '' ||
            decimalToMinorUnits(value, currency) !== null ||
            'Enter an amount such as 1.20',
        }}
        inputMode="decimal"
      />
    </FormDialog>
  );
}
