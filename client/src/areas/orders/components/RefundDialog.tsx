import { FormDialog } from '../../../components/form/FormDialog';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { decimalToMinorUnits, formatMinorUnits } from '../../../format/money';
import { AmountField } from '../../../components/form/AmountField';

export interface RefundFormValues {
  /** A decimal in the currency's major unit, e.g. "5.00". */
  amount: string;
}

export interface RefundDialogProps {
  currency: string;
  /** What can still be refunded, formatted, e.g. "$24.00". */
  refundableText: string;
  /** The refundable amount as a decimal, the amount offered. */
  refundable: string;
  onSubmit: (values: RefundFormValues) => Promise<MutationFormResult<RefundFormValues>>;
  onClose: () => void;
}

/** Refunds part or all of a paid transaction; the provider's refusal shows under the amount. */
export function RefundDialog({ currency, refundableText, refundable, onSubmit, onClose }: RefundDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<RefundFormValues>({
    defaultValues: { amount: refundable },
    fieldNames: ['amount'],
    submit: onSubmit,
  });
  // The button says what will be refunded, formatted in the order's currency: the confirmation.
  const typed = decimalToMinorUnits(form.watch('amount'), currency);
  return (
    <FormDialog
      isOpen
      title="Refund transaction"
      submitText={typed ? `Refund ${formatMinorUnits(typed, currency)}` : 'Refund'}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <AmountField
        form={form}
        name="amount"
        id="refund-amount"
        label="Amount"
        currency={currency}
        helperText={`Up to ${refundableText} can be refunded.`}
        required
        positive
        invalidText="Enter an amount above zero"
      />
    </FormDialog>
  );
}
