import { InputGroup } from '@blueprintjs/core';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import {
  amountFieldNames,
  missingAmountError,
  priceFormValues,
  requiredText,
  type PriceFormValues,
} from '../pricingForms';
import type { ProductPriceRowFragment } from '../../../graphql/generated';
import { CurrencyAmountRows } from './CurrencyAmountRows';

export interface PriceFormDialogProps {
  title: string;
  submitText: string;
  /** The price being edited; left out to add one. */
  price?: ProductPriceRowFragment;
  onSubmit: (values: PriceFormValues) => Promise<MutationFormResult<PriceFormValues>>;
  onClose: () => void;
}

/** Adds or edits the price of one SKU: a row per currency, amounts typed as decimals. */
export function PriceFormDialog({ title, submitText, price, onSubmit, onClose }: PriceFormDialogProps) {
  const defaultValues = priceFormValues(price);
  const currencies = Object.keys(defaultValues.amounts);
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<PriceFormValues>({
    defaultValues,
    fieldNames: ['sku', 'externalRef', ...amountFieldNames(currencies)],
    submit: async (values) => {
      const missing = missingAmountError(values.amounts);
      return missing.length > 0 ? { userErrors: missing } : onSubmit(values);
    },
  });
  const { errors } = form.formState;
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
        <CurrencyAmountRows currencies={currencies} idPrefix="price" />
        <FormField
          id="price-external-ref"
          label="External reference"
          error={fieldErrorMessage(errors.externalRef)}
        >
          <InputGroup {...blueprintField(form, 'externalRef', 'price-external-ref')} />
        </FormField>
      </FormProvider>
    </FormDialog>
  );
}
