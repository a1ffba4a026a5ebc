import { FormProvider } from 'react-hook-form';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { SelectField } from '../../../components/form/SelectField';
import {
  EDITABLE_TYPES,
  PROMOTION_FORM_FIELDS,
  PROMOTION_TYPE_LABELS,
  promotionFormProblems,
  type PromotionFormValues,
} from '../promotionForms';
import { TextField } from '../../../components/form/TextField';
import { PromotionPeriodFields } from './PromotionPeriodFields';

/**
 * Creates or edits a legacy promotion: name, description, a percent or fixed cart discount for one or
 * more currencies, an optional minimum cart value, the days it runs, and whether it is enabled and
 * automatic. Other promotion types keep their discount as it is; only the rest is edited.
 */
export function PromotionFormDialog({ onSubmit, ...dialog }: EntityFormDialogProps<PromotionFormValues>) {
  return (
    <EntityFormDialog
      {...dialog}
      fieldNames={PROMOTION_FORM_FIELDS}
      onSubmit={async (values) => {
        const problems = promotionFormProblems(values);
        return problems.length > 0 ? { userErrors: problems } : onSubmit(values);
      }}
    >
      {(form) => {
        const promotionType = form.watch('promotionType');
        const editable = (EDITABLE_TYPES as readonly string[]).includes(promotionType);
        return (
          <>
            <TextField form={form} name="name" id="promotion-name" label="Name" required />
            <TextField
              form={form}
              name="description"
              id="promotion-description"
              label="Description"
              rows={2}
            />
            <SelectField
              form={form}
              name="promotionType"
              id="promotion-type"
              label="Type"
              fill
              disabled={!editable}
              options={(editable ? EDITABLE_TYPES : [promotionType]).map((type) => ({
                value: type,
                label: PROMOTION_TYPE_LABELS[type],
              }))}
            />
            {editable && (
              <>
                <TextField
                  form={form}
                  name="currencies"
                  id="promotion-currencies"
                  label="Currencies"
                  helperText="Currency codes separated by commas, e.g. USD, EUR."
                />
                <TextField
                  form={form}
                  name="value"
                  id="promotion-value"
                  label={promotionType === 'PERCENT_DISCOUNT' ? 'Percent off' : 'Amount off'}
                  helperText={
                    promotionType === 'PERCENT_DISCOUNT'
                      ? 'A percentage from 0 to 100, e.g. 10.'
                      : 'In each currency, e.g. 5.00.'
                  }
                  inputMode="decimal"
                />
                <TextField
                  form={form}
                  name="minCartValue"
                  id="promotion-min-cart"
                  label="Minimum cart value"
                  helperText="Optional, in each currency, e.g. 50.00."
                  inputMode="decimal"
                />
              </>
            )}
            <FormProvider {...form}>
              <PromotionPeriodFields idPrefix="promotion" />
            </FormProvider>
          </>
        );
      }}
    </EntityFormDialog>
  );
}
