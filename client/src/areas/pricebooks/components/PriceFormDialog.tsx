import { InputGroup } from '@blueprintjs/core';
import type { RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { amountFieldNames, priceFormValues, requiredText, type PriceFormValues } from '../pricingForms';
import type { ProductPriceRowFragment } from '../../../graphql/generated';
import { PricingFormDialog } from './PricingFormDialog';

/** Adds or edits (`row`) the price of one SKU: a row per currency, amounts typed as decimals. */
export function PriceFormDialog({
  row: price,
  ...dialog
}: RowFormDialogProps<ProductPriceRowFragment, PriceFormValues>) {
  const defaultValues = priceFormValues(price);
  const currencies = Object.keys(defaultValues.amounts);
  return (
    <PricingFormDialog<PriceFormValues>
      {...dialog}
      idPrefix="price"
      currencies={currencies}
      defaultValues={defaultValues}
      fieldNames={['sku', 'externalRef', ...amountFieldNames(currencies)]}
    >
      {(form, errors) => (
        <FormField
          id="price-sku"
          label="SKU"
          error={fieldErrorMessage(errors.sku)}
          helperText="The product's SKU, e.g. HOM-MUG-0001. A book holds one price per SKU."
        >
          <InputGroup
            {...blueprintField(form, 'sku', 'price-sku', {
              validate: requiredText('SKU'),
            })}
            aria-required
          />
        </FormField>
      )}
    </PricingFormDialog>
  );
}
