import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from './FormDialog';
import { useMutationForm, type MutationFormOptions } from './useMutationForm';

export interface MutationFormDialogProps<TValues extends FieldValues> extends MutationFormOptions<TValues> {
  title: string;
  /** Text of the submit button, e.g. "Add profile". */
  submitText: string;
  onClose: () => void;
  /** The fields, given the form and its current field errors. */
  children: (form: UseFormReturn<TValues>, errors: FieldErrors<TValues>) => ReactNode;
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
