import { InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormOptions, type MutationFormResult } from '../../../components/form/useMutationForm';

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
  const options: MutationFormOptions<OrderDetailsFormValues> = {
    defaultValues,
    fieldNames: ['orderNumber', 'externalRef'],
    submit: onSubmit,
  };
  return (
    <MutationFormDialog<OrderDetailsFormValues>
      title="Edit order references"
      submitText="Save"
      onClose={onClose}
      {...options}
    >
      {(form, errors) => (
        <>
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
        </>
      )}
    </MutationFormDialog>
  );
}
