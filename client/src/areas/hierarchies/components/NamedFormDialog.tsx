import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import { EMPTY_NAMED_FORM, NAMED_FORM_FIELDS, type NamedFormValues } from '../namedForm';
import { NamedFields } from './NamedFields';

export interface NamedFormDialogProps {
  title: string;
  submitText: string;
  idPrefix: string;
  onSubmit: (values: NamedFormValues) => Promise<MutationFormResult<NamedFormValues>>;
  onClose: () => void;
}

/** A dialog creating a hierarchy or a node. Mounted only while open, so each opening starts blank. */
export function NamedFormDialog({ idPrefix, onSubmit, ...dialog }: NamedFormDialogProps) {
  return (
    <MutationFormDialog<NamedFormValues>
      {...dialog}
      defaultValues={EMPTY_NAMED_FORM}
      fieldNames={NAMED_FORM_FIELDS}
      submit={onSubmit}
    >
      {(form) => <NamedFields form={form} idPrefix={idPrefix} />}
    </MutationFormDialog>
  );
}
