import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../components/form/useMutationForm';
import type { ErasableResourceType } from '../../graphql/generated';

export interface ErasureFormValues {
  resourceType: ErasableResourceType;
  resourceId: string;
}

export const ERASABLE_TYPES: { value: ErasableResourceType; label: string }[] = [
  { value: 'CUSTOMER', label: 'Customer' },
  { value: 'ACCOUNT', label: 'Account' },
  { value: 'ACCOUNT_MEMBER', label: 'Account member' },
];

export interface ErasureRequestDialogProps {
  defaultValues: ErasureFormValues;
  onSubmit: (values: ErasureFormValues) => Promise<MutationFormResult<ErasureFormValues>>;
  onClose: () => void;
}

/** Asks for an item's personal data to be erased. Mounted only while open. */
export function ErasureRequestDialog({ defaultValues, onSubmit, onClose }: ErasureRequestDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ErasureFormValues>({
    defaultValues,
    fieldNames: ['resourceType', 'resourceId'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Request erasure"
      submitText="Erase personal data"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <p>The item, its addresses and every log of its data set are deleted. This cannot be undone.</p>
      <FormField id="erasure-type" label="Type" error={fieldErrorMessage(errors.resourceType)}>
        <HTMLSelect id="erasure-type" {...form.register('resourceType')} options={ERASABLE_TYPES} />
      </FormField>
      <FormField id="erasure-id" label="Id" error={fieldErrorMessage(errors.resourceId)}>
        <InputGroup {...blueprintField(form, 'resourceId', 'erasure-id')} aria-required />
      </FormField>
    </FormDialog>
  );
}
