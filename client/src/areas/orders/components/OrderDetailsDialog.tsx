import { InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';

export interface OrderDetailsFormValues {
  orderNumber: string;
  externalRef: string;
}

export interface OrderDetailsDialogProps {
  defaultValues: OrderDetailsFormValues;
  onSubmit: (values: OrderDetailsFormValues) => Promise<MutationFormResult<OrderDetailsFormValues>>;
  onClose: () => void;
}

/** Edits the seller's references of an order: its number and an external reference. */
export function OrderDetailsDialog({ defaultValues, onSubmit, onClose }: OrderDetailsDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<OrderDetailsFormValues>({
    defaultValues,
    fieldNames: ['orderNumber', 'externalRef'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Edit order references"
      submitText="Save"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="order-number"
        label="Order number"
        error={fieldErrorMessage(errors.orderNumber)}
        helperText="For example an invoice number; empty removes it."
      >
        <InputGroup {...blueprintField(form, 'orderNumber', 'order-number')} />
      </FormField>
      <FormField
        id="order-external-ref"
        label="External reference"
        error={fieldErrorMessage(errors.externalRef)}
        helperText="A reference from another system; empty removes it."
      >
        <InputGroup {...blueprintField(form, 'externalRef', 'order-external-ref')} />
      </FormField>
    </FormDialog>
  );
}
