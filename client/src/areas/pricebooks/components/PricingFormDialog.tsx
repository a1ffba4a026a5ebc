import type { ReactNode } from 'react';
import { FormProvider, useFormContext, type UseFormReturn } from 'react-hook-form';
import {
  MutationFormDialog,
  type MutationFormDialogProps,
} from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import { missingAmountError, type PricingFields } from '../pricingForms';
import { CurrencyAmountRows } from './CurrencyAmountRows';

export interface PricingFormDialogProps<TValues extends PricingFields> extends Omit<
  MutationFormDialogProps<TValues>,
  'submit' | 'children'
> {
  /** Prefix of the input ids, unique on the page, e.g. `price`. */
  idPrefix: string;
  /** The currency rows, e.g. `Object.keys(defaultValues.amounts)`. */
  currencies: readonly string[];
  /** Sends the form once it has an amount in at least one currency. */
  onSubmit: (values: TValues) => Promise<MutationFormResult<TValues>>;
  /** The fields above the currency rows. */
  children: (form: UseFormReturn<TValues>) => ReactNode;
}

/**
 * A price's or modifier's dialog: its own fields, a row per currency and the external reference. A
 * form with no amount at all is refused before it is sent, as the provider would refuse it.
 */
export function PricingFormDialog<TValues extends PricingFields>({
  idPrefix,
  currencies,
  onSubmit,
  children,
  ...dialog
}: PricingFormDialogProps<TValues>) {
  return (
    <MutationFormDialog<TValues>
      {...dialog}
      submit={async (values) => {
        const missing = missingAmountError(values.amounts);
        return missing.length > 0 ? { userErrors: missing } : onSubmit(values);
      }}
    >
      {(form) => (
        <FormProvider {...form}>
          {children(form)}
          <CurrencyAmountRows currencies={currencies} idPrefix={idPrefix} />
          <ExternalRefField id={`${idPrefix}-external-ref`} />
        </FormProvider>
      )}
    </MutationFormDialog>
  );
}

function ExternalRefField({ id }: { id: string }) {
  const form = useFormContext<{ externalRef: string }>();
  return <TextField form={form} name="externalRef" id={id} label="External reference" />;
}
