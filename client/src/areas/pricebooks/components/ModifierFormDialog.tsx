import type { RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { SelectField } from '../../../components/form/SelectField';
import type { PriceModifierRowFragment } from '../../../graphql/generated';
import { enumOptions } from '../../../format/labels';
import { amountFieldNames, modifierFormValues, type ModifierFormValues } from '../pricingForms';
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
      {(form) => (
        <>
          <TextField
            form={form}
            name="name"
            id="modifier-name"
            label="Name"
            helperText="Variation options refer to the modifier by this name, e.g. large_size."
            required
          />
          <SelectField
            form={form}
            name="modifierType"
            id="modifier-type"
            label="Type"
            options={enumOptions('PriceModifierType')}
          />
        </>
      )}
    </PricingFormDialog>
  );
}
