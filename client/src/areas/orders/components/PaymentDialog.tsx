import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { AmountField } from '../../../components/form/AmountField';
import { SelectField } from '../../../components/form/SelectField';
import { type MutationFormResult } from '../../../components/form/useMutationForm';
import type { PaymentMethod } from '../../../graphql/generated';
import { enumOptions } from '../../../format/labels';
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
  return (
    <MutationFormDialog<PaymentFormValues>
      title="Record a manual payment"
      submitText="Record payment"
      defaultValues={{ method: 'PURCHASE', amount: balanceOwing, name: '', customReference: '' }}
      fieldNames={PAYMENT_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="method"
            id="payment-method"
            label="Method"
            helperText="Purchase takes the money now; authorize reserves it to capture later."
            options={enumOptions('PaymentMethod')}
            fill
          />
          <AmountField
            form={form}
            name="amount"
            id="payment-amount"
            label="Amount"
            currency={currency}
            required
            positive
            invalidText="Enter an amount above zero"
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
