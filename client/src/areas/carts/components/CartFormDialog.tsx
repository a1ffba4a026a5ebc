import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { type MutationFormResult } from '../../../components/form/useMutationForm';
import { TextField } from '../../../components/form/TextField';

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
  return (
    <MutationFormDialog<CartFormValues>
      title="Add cart"
      submitText="Create cart"
      defaultValues={{ name: '', description: '' }}
      fieldNames={CART_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" id="cart-name" label="Name" required />
          <TextField form={form} name="description" id="cart-description" label="Description" rows={2} />
        </>
      )}
    </MutationFormDialog>
  );
}
