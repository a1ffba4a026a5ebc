import type { RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { amountFieldNames, priceFormValues, type PriceFormValues } from '../pricingForms';
import type { ProductPriceRowFragment } from '../../../graphql/generated';
import { PricingFormDialog } from './PricingFormDialog';
import { TextField } from '../../../components/form/TextField';

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
      {(form) => (
        <TextField
          form={form}
          name="sku"
          id="price-sku"
          label="SKU"
          helperText="The product's SKU, e.g. HOM-MUG-0001. A book holds one price per SKU."
          required
        />
      )}
    </PricingFormDialog>
  );
}
