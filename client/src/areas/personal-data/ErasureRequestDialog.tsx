import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';
import { fieldErrorMessage } from '../../components/form/fieldProps';
import { EntityFormDialog, type EntityFormDialogProps } from '../../components/form/MutationFormDialog';
import { SelectField } from '../../components/form/SelectField';
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

export type ErasureRequestDialogProps = Omit<
  EntityFormDialogProps<ErasureFormValues>,
  'title' | 'submitText'
>;

/** Asks for an item's personal data to be erased. Mounted only while open. */
export function ErasureRequestDialog({ defaultValues, ...dialog }: ErasureRequestDialogProps) {
  // A link from a customer's page opens the dialog with its id: shown until another is picked.
  const [picked, setPicked] = useState<ErasureTarget | null>(
    defaultValues.resourceId
      ? { id: defaultValues.resourceId, name: defaultValues.resourceId, email: null }
      : null,
  );
  return (
    <EntityFormDialog<ErasureFormValues>
      {...dialog}
      title="Request erasure"
      submitText="Erase personal data"
      defaultValues={defaultValues}
      fieldNames={['resourceType', 'resourceId']}
    >
      {(form, errors) => {
        const kind = form.watch('resourceType');
        const kindLabel = ERASABLE_TYPES.find((type) => type.value === kind)?.label.toLowerCase() ?? 'item';
        return (
          <>
            <p>The item, its addresses and every log of its data set are deleted. This cannot be undone.</p>
            <SelectField
              form={form}
              name="resourceType"
              id="erasure-type"
              label="Type"
              options={ERASABLE_TYPES}
              rules={{
                // Another kind: the picked item no longer fits it.
                onChange: () => {
                  setPicked(null);
                  form.setValue('resourceId', '');
                },
              }}
            />
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
          </>
        );
      }}
    </EntityFormDialog>
  );
}
