import { Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { blueprintField, checkboxField, fieldErrorMessage } from '../../../components/form/fieldProps';
import {
  EDITABLE_TYPES,
  PROMOTION_FORM_FIELDS,
  PROMOTION_TYPE_LABELS,
  promotionFormProblems,
  type PromotionFormValues,
} from '../promotionForms';
import { TextField } from '../../../components/form/TextField';

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
      {(form, errors) => {
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
            <FormField id="promotion-type" label="Type" error={fieldErrorMessage(errors.promotionType)}>
              <HTMLSelect
                id="promotion-type"
                fill
                disabled={!editable}
                {...form.register('promotionType')}
                options={(editable ? EDITABLE_TYPES : [promotionType]).map((type) => ({
                  value: type,
                  label: PROMOTION_TYPE_LABELS[type],
                }))}
              />
            </FormField>
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
            <FormField id="promotion-start" label="Starts on" error={fieldErrorMessage(errors.start)}>
              <InputGroup
                type="date"
                {...blueprintField(form, 'start', 'promotion-start', { validate: required('Start') })}
              />
            </FormField>
            <FormField id="promotion-end" label="Ends on" error={fieldErrorMessage(errors.end)}>
              <InputGroup
                type="date"
                {...blueprintField(form, 'end', 'promotion-end', { validate: required('End') })}
              />
            </FormField>
            <Checkbox {...checkboxField(form, 'enabled')} label="Enabled" />
            <Checkbox {...checkboxField(form, 'automatic')} label="Applies automatically, without a code" />
          </>
        );
      }}
    </EntityFormDialog>
  );
}
