import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import type { PriceModifierRowFragment } from '../../../graphql/generated';
import {
  amountFieldNames,
  requiredText,
  missingAmountError,
  MODIFIER_TYPE_LABELS,
  modifierFormValues,
  type ModifierFormValues,
} from '../pricingForms';
import { CurrencyAmountRows } from './CurrencyAmountRows';

export interface ModifierFormDialogProps {
  title: string;
  submitText: string;
  /** The modifier being edited; left out to add one. */
  modifier?: PriceModifierRowFragment;
  onSubmit: (values: ModifierFormValues) => Promise<MutationFormResult<ModifierFormValues>>;
  onClose: () => void;
}

/** Adds or edits a price modifier: its name (variation options refer to it), how it applies, amounts. */
export function ModifierFormDialog({
  title,
  submitText,
  modifier,
  onSubmit,
  onClose,
}: ModifierFormDialogProps) {
  const defaultValues = modifierFormValues(modifier);
  const currencies = Object.keys(defaultValues.amounts);
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ModifierFormValues>({
    defaultValues,
    fieldNames: ['name', 'modifierType', 'externalRef', ...amountFieldNames(currencies)],
    submit: async (values) => {
      const missing = missingAmountError(values.amounts);
      return missing.length > 0 ? { userErrors: missing } : onSubmit(values);
    },
  });
  const { errors } = form.formState;
  const typeField = form.register('modifierType');
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <FormField
          id="modifier-name"
          label="Name"
          error={fieldErrorMessage(errors.name)}
          helperText="Variation options refer to the modifier by this name, e.g. large_size."
        >
          <InputGroup
            {...blueprintField(form, 'name', 'modifier-name', {
              validate: requiredText('Name'),
            })}
            aria-required
          />
        </FormField>
        <FormField id="modifier-type" label="Type" error={fieldErrorMessage(errors.modifierType)}>
          <HTMLSelect
            {...typeField}
            id="modifier-type"
            options={Object.entries(MODIFIER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
        <CurrencyAmountRows currencies={currencies} idPrefix="modifier" />
        <FormField
          id="modifier-external-ref"
          label="External reference"
          error={fieldErrorMessage(errors.externalRef)}
        >
          <InputGroup {...blueprintField(form, 'externalRef', 'modifier-external-ref')} />
        </FormField>
      </FormProvider>
    </FormDialog>
  );
}
