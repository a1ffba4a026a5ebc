import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { EMPTY_NAMED_FORM, NAMED_FORM_FIELDS, type NamedFormValues } from '../namedForm';
import { NamedFields } from './NamedFields';

export interface NamedFormDialogProps extends Omit<EntityFormDialogProps<NamedFormValues>, 'defaultValues'> {
  idPrefix: string;
}

/** A dialog creating a hierarchy or a node. Mounted only while open, so each opening starts blank. */
export function NamedFormDialog({ idPrefix, ...dialog }: NamedFormDialogProps) {
  return (
    <EntityFormDialog<NamedFormValues>
      {...dialog}
      defaultValues={EMPTY_NAMED_FORM}
      fieldNames={NAMED_FORM_FIELDS}
    >
      {(form) => <NamedFields form={form} idPrefix={idPrefix} />}
    </EntityFormDialog>
  );
}
