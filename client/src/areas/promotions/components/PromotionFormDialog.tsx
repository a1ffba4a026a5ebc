import { Checkbox, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { checkboxField } from './checkboxField';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';
import {
  EDITABLE_TYPES,
  PROMOTION_FORM_FIELDS,
  PROMOTION_TYPE_LABELS,
  promotionFormProblems,
  type PromotionFormValues,
} from '../promotionForms';

export interface PromotionFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: PromotionFormValues;
  onSubmit: (values: PromotionFormValues) => Promise<MutationFormResult<PromotionFormValues>>;
  onClose: () => void;
}

/**
 * Creates or edits a legacy promotion: name, description, a percent or fixed cart discount for one or
 * more currencies, an optional minimum cart value, the days it runs, and whether it is enabled and
 * automatic. Other promotion types keep their discount as it is; only the rest is edited.
 */
export function PromotionFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: PromotionFormDialogProps) {
  return (
    <MutationFormDialog<PromotionFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={PROMOTION_FORM_FIELDS}
      submit={async (values) => {
        const problems = promotionFormProblems(values);
        return problems.length > 0 ? { userErrors: problems } : onSubmit(values);
      }}
      onClose={onClose}
    >
      {(form, errors) => {
        const promotionType = form.watch('promotionType');
        const editable = (EDITABLE_TYPES as readonly string[]).includes(promotionType);
        return (
          <>
            <FormField id="promotion-name" label="Name" error={fieldErrorMessage(errors.name)}>
              <InputGroup
                {...blueprintField(form, 'name', 'promotion-name', { validate: required('Name') })}
                aria-required
              />
            </FormField>
            <FormField
              id="promotion-description"
              label="Description"
              error={fieldErrorMessage(errors.description)}
            >
              <TextArea {...blueprintField(form, 'description', 'promotion-description')} fill rows={2} />
            </FormField>
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
                <FormField
                  id="promotion-currencies"
                  label="Currencies"
                  error={fieldErrorMessage(errors.currencies)}
                  helperText="Currency codes separated by commas, e.g. USD, EUR."
                >
                  <InputGroup {...blueprintField(form, 'currencies', 'promotion-currencies')} />
                </FormField>
                <FormField
                  id="promotion-value"
                  label={promotionType === 'PERCENT_DISCOUNT' ? 'Percent off' : 'Amount off'}
                  error={fieldErrorMessage(errors.value)}
                  helperText={
                    promotionType === 'PERCENT_DISCOUNT'
                      ? 'A percentage from 0 to 100, e.g. 10.'
                      : 'In each currency, e.g. 5.00.'
                  }
                >
                  <InputGroup {...blueprintField(form, 'value', 'promotion-value')} inputMode="decimal" />
                </FormField>
                <FormField
                  id="promotion-min-cart"
                  label="Minimum cart value"
                  error={fieldErrorMessage(errors.minCartValue)}
                  helperText="Optional, in each currency, e.g. 50.00."
                >
                  <InputGroup
                    {...blueprintField(form, 'minCartValue', 'promotion-min-cart')}
                    inputMode="decimal"
                  />
                </FormField>
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
    </MutationFormDialog>
  );
}
