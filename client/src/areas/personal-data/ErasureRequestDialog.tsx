import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../components/form/useMutationForm';
import type { ErasableResourceType } from '../../graphql/generated';
import { ErasureTargetPicker, type ErasureTarget } from './ErasureTargetPicker';
import { enumOptions } from '../../format/labels';
import { capitalize } from '../../format/text';

export interface ErasureFormValues {
  resourceType: ErasableResourceType;
  resourceId: string;
}

export const ERASABLE_TYPES: { value: ErasableResourceType; label: string }[] = enumOptions(
  'ErasableResourceType',
  ['CUSTOMER', 'ACCOUNT', 'ACCOUNT_MEMBER'],
);

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
  const kind = form.watch('resourceType');
  const kindLabel = ERASABLE_TYPES.find((type) => type.value === kind)?.label.toLowerCase() ?? 'item';
  // A link from a customer's page opens the dialog with its id: shown until another is picked.
  const [picked, setPicked] = useState<ErasureTarget | null>(
    defaultValues.resourceId
      ? { id: defaultValues.resourceId, name: defaultValues.resourceId, email: null }
      : null,
  );
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
        <HTMLSelect
          id="erasure-type"
          {...form.register('resourceType', {
            // Another kind: the picked item no longer fits it.
            onChange: () => {
              setPicked(null);
              form.setValue('resourceId', '');
            },
          })}
          options={ERASABLE_TYPES}
        />
      </FormField>
      <FormField
        id="erasure-target"
        label={capitalize(kindLabel)}
        error={fieldErrorMessage(errors.resourceId)}
        helperText={picked ? `Id ${picked.id}` : `Find the ${kindLabel} by name or email.`}
      >
        <Controller
          control={form.control}
          name="resourceId"
          rules={{ required: `Pick the ${kindLabel} to erase` }}
          render={({ field }) => (
            <ErasureTargetPicker
              id="erasure-target"
              kind={kind}
              selected={picked}
              invalid={Boolean(errors.resourceId)}
              onSelect={(target) => {
                setPicked(target);
                field.onChange(target.id);
              }}
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
