import { HTMLSelect } from '@blueprintjs/core';
import type { RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import type { PriceModifierRowFragment } from '../../../graphql/generated';
import {
  amountFieldNames,
  MODIFIER_TYPE_LABELS,
  modifierFormValues,
  type ModifierFormValues,
} from '../pricingForms';
import { PricingFormDialog } from './PricingFormDialog';
import { TextField } from '../../../components/form/TextField';

/** Adds or edits (`row`) a price modifier: its name (variation options refer to it), how it applies, amounts. */
export function ModifierFormDialog({
  row: modifier,
  ...dialog
}: RowFormDialogProps<PriceModifierRowFragment, ModifierFormValues>) {
  const defaultValues = modifierFormValues(modifier);
  const currencies = Object.keys(defaultValues.amounts);
  return (
    <PricingFormDialog<ModifierFormValues>
      {...dialog}
      idPrefix="modifier"
      currencies={currencies}
      defaultValues={defaultValues}
      fieldNames={['name', 'modifierType', 'externalRef', ...amountFieldNames(currencies)]}
    >
      {(form, errors) => (
        <>
          <TextField
            form={form}
            name="name"
            id="modifier-name"
            label="Name"
            helperText="Variation options refer to the modifier by this name, e.g. large_size."
            required
          />
          <FormField id="modifier-type" label="Type" error={fieldErrorMessage(errors.modifierType)}>
            <HTMLSelect
              {...form.register('modifierType')}
              id="modifier-type"
              options={Object.entries(MODIFIER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </FormField>
        </>
      )}
    </PricingFormDialog>
  );
}
