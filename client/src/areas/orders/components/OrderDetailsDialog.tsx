import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { type MutationFormResult } from '../../../components/form/useMutationForm';
import { TextField } from '../../../components/form/TextField';

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
  return (
    <MutationFormDialog<OrderDetailsFormValues>
      title="Edit order references"
      submitText="Save"
      defaultValues={defaultValues}
      fieldNames={['orderNumber', 'externalRef']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="orderNumber"
            id="order-number"
            label="Order number"
            helperText="For example an invoice number; empty removes it."
          />
          <TextField
            form={form}
            name="externalRef"
            id="order-external-ref"
            label="External reference"
            helperText="A reference from another system; empty removes it."
          />
        </>
      )}
    </MutationFormDialog>
  );
}
