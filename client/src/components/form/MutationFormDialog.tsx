import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from './FormDialog';
import { useMutationForm, type MutationFormOptions, type MutationFormResult } from './useMutationForm';

export interface MutationFormDialogProps<TValues extends FieldValues> extends MutationFormOptions<TValues> {
  title: string;
  /** Text of the submit button, e.g. "Add profile". */
  submitText: string;
  onClose: () => void;
  /** The fields, given the form and its current field errors. */
  children: (form: UseFormReturn<TValues>, errors: FieldErrors<TValues>) => ReactNode;
}

/**
 * What a page gives its create-or-edit dialog of one form (e.g. `PriceBookFormDialog`): the texts, the
 * values it opens on, the mutation that sends them and the close.
 */
export interface EntityFormDialogProps<TValues extends FieldValues> {
  title: string;
  /** Text of the submit button, e.g. "Save price book". */
  submitText: string;
  defaultValues: TValues;
  /** Sends the values; resolves to the payload's userErrors (`payloadResult`). */
  onSubmit: (values: TValues) => Promise<MutationFormResult<TValues>>;
  onClose: () => void;
}

/**
 * A dialog's form wired to a mutation: `useMutationForm` (field errors inline, the rest above the
 * fields) inside an open `FormDialog`. Render it only while the dialog is open.
 */
export function MutationFormDialog<TValues extends FieldValues>({
  title,
  submitText,
  onClose,
  children,
  ...options
}: MutationFormDialogProps<TValues>) {
  const { form, onSubmit, formErrors, submitting } = useMutationForm<TValues>(options);
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {children(form, form.formState.errors)}
    </FormDialog>
  );
}

/**
 * `MutationFormDialog` for a page's create-or-edit dialog (`EntityFormDialogProps`): the dialog states
 * only the field names user errors may point at and its fields.
 */
export function EntityFormDialog<TValues extends FieldValues>({
  onSubmit,
  ...dialog
}: Omit<MutationFormDialogProps<TValues>, 'submit'> & Pick<EntityFormDialogProps<TValues>, 'onSubmit'>) {
  return <MutationFormDialog<TValues> {...dialog} submit={onSubmit} />;
}
