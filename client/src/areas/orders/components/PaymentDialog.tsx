import { HTMLSelect } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormOptions, type MutationFormResult } from '../../../components/form/useMutationForm';
import type { PaymentMethod } from '../../../graphql/generated';
import { enumOptions } from '../../../format/labels';
import { decimalToMinorUnits } from '../../../format/money';
import { TextField } from '../../../components/form/TextField';

export interface PaymentFormValues {
  method: PaymentMethod;
  /** A decimal in the order currency's major unit, e.g. "24.00". */
  amount: string;
  name: string;
  customReference: string;
}

export const PAYMENT_FORM_FIELDS = ['method', 'amount', 'name', 'customReference'] as const;

export interface PaymentDialogProps {
  currency: string;
  /** The balance owing as a decimal, the amount offered. */
  balanceOwing: string;
  onSubmit: (values: PaymentFormValues) => Promise<MutationFormResult<PaymentFormValues>>;
  onClose: () => void;
}

/** Records a payment made outside the store through the manual gateway: purchase or authorize. */
export function PaymentDialog({ currency, balanceOwing, onSubmit, onClose }: PaymentDialogProps) {
  const options: MutationFormOptions<PaymentFormValues> = {
    defaultValues: { method: 'PURCHASE', amount: balanceOwing, name: '', customReference: '' },
    fieldNames: PAYMENT_FORM_FIELDS,
    submit: onSubmit,
  };
  return (
    <MutationFormDialog<PaymentFormValues>
      title="Record a manual payment"
      submitText="Record payment"
      onClose={onClose}
      {...options}
    >
      {(form, errors) => (
        <>
          <FormField
            id="payment-method"
            label="Method"
            error={fieldErrorMessage(errors.method)}
            helperText="Purchase takes the money now; authorize reserves it to capture later."
          >
            <HTMLSelect id="payment-method" {...form.register('method')} fill>
              {enumOptions('PaymentMethod').map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <TextField
            form={form}
            name="amount"
            id="payment-amount"
            label={`Amount (${currency})`}
            required
            rules={{
              validate: (value) =>
                (decimalToMinorUnits(value, currency) ?? 0) > 0 || 'Enter an amount above zero',
            }}
            inputMode="decimal"
          />
          <TextField form={form} name="name" id="payment-name" label="Payer or note" />
          <TextField
            form={form}
            name="customReference"
            id="payment-reference"
            label="Reference"
            helperText="For example a cheque or bank transfer number."
          />
        </>
      )}
    </MutationFormDialog>
  );
}
