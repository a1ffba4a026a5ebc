import { InputGroup, TextArea } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import { PRICE_BOOK_FORM_FIELDS, type PriceBookFormValues } from '../pricingForms';

export interface PriceBookFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: PriceBookFormValues;
  onSubmit: (values: PriceBookFormValues) => Promise<MutationFormResult<PriceBookFormValues>>;
  onClose: () => void;
}

/** Creates or renames a price book. Mounted only while open, so each opening starts from `defaultValues`. */
export function PriceBookFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: PriceBookFormDialogProps) {
  return (
    <MutationFormDialog<PriceBookFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={PRICE_BOOK_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="price-book-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'price-book-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
          <FormField
            id="price-book-description"
            label="Description"
            error={fieldErrorMessage(errors.description)}
            helperText="What the price book is for, e.g. preferred customer pricing."
          >
            <TextArea {...blueprintField(form, 'description', 'price-book-description')} fill rows={3} />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
