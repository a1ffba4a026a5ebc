import { Card, HTMLSelect } from '@blueprintjs/core';
import { SaveButton } from '../../../components/form/SaveButton';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { useStoreTiersQuery } from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { enumLabelOf } from '../../../format/labels';
import { STORE_TIER_NAMES, STORE_TIERS } from '../storeTiers';
import { TextField } from '../../../components/form/TextField';

/** What the store form edits; tier '' means "the provider's default" (create only). */
export interface StoreFormValues {
  name: string;
  tier: string;
}

export interface StoreFormProps {
  defaultValues: StoreFormValues;
  submitText: string;
  /** Offer "the provider's default" as a tier (a new store). */
  allowDefaultTier: boolean;
  onSubmit: (values: StoreFormValues) => Promise<MutationFormResult<StoreFormValues>>;
}

export function StoreForm({ defaultValues, submitText, allowDefaultTier, onSubmit }: StoreFormProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<StoreFormValues>({ defaultValues, fieldNames: ['name', 'tier'], submit: onSubmit });
  const { errors } = form.formState;
  // The tiers the provider offers (`v2/store-tiers`); the spec's ten until they arrive or if they cannot.
  const offered = useStoreTiersQuery({ fetchPolicy: 'cache-first' });
  const providerTiers = completeData(offered)?.storeTiers ?? [];
  const tiers =
    providerTiers.length > 0
      ? providerTiers
      : STORE_TIERS.map((tier) => ({ tier, name: STORE_TIER_NAMES[tier] }));
  const current = form.getValues('tier');
  const tierOptions = [
    ...(allowDefaultTier ? [{ value: '', label: 'Default (development)' }] : []),
    ...tiers.map(({ tier }) => ({ value: tier, label: enumLabelOf('StoreTier', tier) })),
    // A store on a tier the provider no longer offers keeps it selectable.
    ...(current !== '' && !tiers.some(({ tier }) => tier === current)
      ? [{ value: current, label: enumLabelOf('StoreTier', current) }]
      : []),
  ];

  return (
    <Card className="form-card">
      <form noValidate onSubmit={handleSubmit} aria-label="Store">
        <FormErrors messages={formErrors} title="The store could not be saved" />
        <TextField form={form} name="name" id="store-name" label="Name" required />
        <FormField
          id="store-tier"
          label="Tier"
          error={fieldErrorMessage(errors.tier)}
          helperText={
            providerTiers.length > 0
              ? `The provider offers ${providerTiers.length} tiers.`
              : offered.error
                ? "Could not load the provider's tiers; showing the known tiers."
                : undefined
          }
        >
          <HTMLSelect id="store-tier" fill {...form.register('tier')} options={tierOptions} />
        </FormField>
        <SaveButton text={submitText} submitting={submitting} />
      </form>
    </Card>
  );
}
