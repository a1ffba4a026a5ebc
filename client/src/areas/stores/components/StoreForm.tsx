import { Button, Card, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { STORE_TIER_NAMES, STORE_TIERS } from '../storeTiers';

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
  const tierOptions = [
    ...(allowDefaultTier ? [{ value: '', label: 'Default (development)' }] : []),
    ...STORE_TIERS.map((tier) => ({ value: tier, label: STORE_TIER_NAMES[tier] })),
  ];

  return (
    <Card className="form-card">
      <form noValidate onSubmit={handleSubmit} aria-label="Store">
        <FormErrors messages={formErrors} title="The store could not be saved" />
        <FormField id="store-name" label="Name" error={fieldErrorMessage(errors.name)}>
          <InputGroup
            {...blueprintField(form, 'name', 'store-name', {
              validate: (value) => value.trim() !== '' || 'Name is required',
            })}
            aria-required
          />
        </FormField>
        <FormField id="store-tier" label="Tier" error={fieldErrorMessage(errors.tier)}>
          <HTMLSelect id="store-tier" fill {...form.register('tier')} options={tierOptions} />
        </FormField>
        <Button
          type="submit"
          intent="primary"
          icon={<FloppyDiskIcon />}
          loading={submitting}
          text={submitText}
        />
      </form>
    </Card>
  );
}
