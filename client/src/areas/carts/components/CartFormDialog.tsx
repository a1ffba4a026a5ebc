import { InputGroup, TextArea } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormOptions, type MutationFormResult } from '../../../components/form/useMutationForm';

export interface CartFormValues {
  name: string;
  description: string;
}

const CART_FORM_FIELDS = ['name', 'description'] as const;

export interface CartFormDialogProps {
  onSubmit: (values: CartFormValues) => Promise<MutationFormResult<CartFormValues>>;
  onClose: () => void;
}

/** Creates a cart (the gateway generates its 32-hex id). Mounted only while open. */
export function CartFormDialog({ onSubmit, onClose }: CartFormDialogProps) {
  const options: MutationFormOptions<CartFormValues> = {
    defaultValues: { name: '', description: '' },
    fieldNames: CART_FORM_FIELDS,
    submit: onSubmit,
  };
  return (
    <MutationFormDialog<CartFormValues>
      title="Add cart"
      submitText="Create cart"
      onClose={onClose}
      {...options}
    >
      {(form, errors) => (
        <>
          <FormField id="cart-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'cart-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
          <FormField id="cart-description" label="Description" error={fieldErrorMessage(errors.description)}>
            <TextArea {...blueprintField(form, 'description', 'cart-description')} fill rows={2} />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
