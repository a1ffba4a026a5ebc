import { InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../components/form/useMutationForm';

export interface ManageStockValues {
  quantity: string;
}

/** Starts managing a product's stock with a first quantity (`createStock`). */
export function ManageStockDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: ManageStockValues) => Promise<MutationFormResult<ManageStockValues>>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ManageStockValues>({
    defaultValues: { quantity: '0' },
    fieldNames: ['quantity'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Manage stock"
      submitText="Start managing stock"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="manage-quantity"
        label="Quantity in stock"
        error={fieldErrorMessage(errors.quantity)}
        helperText="Units available now; later changes are stock transactions."
      >
        <InputGroup
          {...blueprintField(form, 'quantity', 'manage-quantity', {
            validate: (value) => /^\d+$/.test(value.trim()) || 'Enter a whole number of 0 or more',
          })}
          inputMode="numeric"
          aria-required
        />
      </FormField>
    </FormDialog>
  );
}
