import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import { PRICE_BOOK_FORM_FIELDS, type PriceBookFormValues } from '../pricingForms';

/** Creates or renames a price book. Mounted only while open, so each opening starts from `defaultValues`. */
export function PriceBookFormDialog(props: EntityFormDialogProps<PriceBookFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={PRICE_BOOK_FORM_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="price-book-name" label="Name" required />
          <TextField
            form={form}
            name="description"
            id="price-book-description"
            label="Description"
            helperText="What the price book is for, e.g. preferred customer pricing."
            rows={3}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
