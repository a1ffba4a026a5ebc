import { showToast } from '../../../app/toaster';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { AmountField } from '../../../components/form/AmountField';
import { requirePayload } from '../../../components/form/useMutationForm';
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
  const title = existing
    ? `Edit tax on ${line?.name ?? ''}`
    : line
      ? `Add tax to ${line.name}`
      : 'Tax every line';
  return (
    <MutationFormDialog<TaxValues>
      title={title}
      submitText={existing ? 'Save tax' : 'Add tax'}
      defaultValues={{
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
      }}
      fieldNames={FIELDS}
      submit={async (values) => {
        const rate = values.rate.trim();
        const amount = values.amount.trim();
        const input: CartTaxInput = {
          name: values.name.trim() || null,
          code: values.code.trim() || null,
          jurisdiction: values.jurisdiction.trim() || null,
          ...(rate !== '' ? { rate: Number(rate) / 100 } : {}),
          ...(amount !== '' ? { amount: decimalToMinorUnits(amount, currency) ?? -1 } : {}),
        };
        let userErrors: readonly UserErrorLike[];
        if (!line) {
          const { data } = await addAll({
            variables: {
              cartId: cart.id,
              taxes: cart.items.map((item) => ({ itemId: item.id, tax: input })),
            },
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
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
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
              validate: (value, { amount }) => {
                const trimmed = value.trim();
                if ((trimmed === '') === (amount.trim() === '')) return 'Enter a rate or an amount, not both';
                if (trimmed === '') return true;
                const rate = Number(trimmed);
                return (/^\d+(\.\d+)?$/.test(trimmed) && rate <= 100) || 'Enter a percentage from 0 to 100';
              },
            }}
            inputMode="decimal"
          />
          <AmountField
            form={form}
            name="amount"
            id="tax-amount"
            label="Or an amount"
            currency={currency}
            invalidText="Enter an amount such as 1.20"
          />
        </>
      )}
    </MutationFormDialog>
  );
}
