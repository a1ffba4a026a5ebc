import { Checkbox, InputGroup, TextArea } from '@blueprintjs/core';
import { checkboxField } from './checkboxField';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormResult } from '../../../components/form/useMutationForm';
import { parseRuleSet, RULE_PROMOTION_FORM_FIELDS, type RulePromotionFormValues } from '../promotionForms';

export interface RulePromotionFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: RulePromotionFormValues;
  onSubmit: (values: RulePromotionFormValues) => Promise<MutationFormResult<RulePromotionFormValues>>;
  onClose: () => void;
}

/** Creates or edits a rule promotion; the rule set (rules and actions) is edited as JSON. */
export function RulePromotionFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: RulePromotionFormDialogProps) {
  return (
    <MutationFormDialog<RulePromotionFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={RULE_PROMOTION_FORM_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="rule-promotion-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'rule-promotion-name', { validate: required('Name') })}
              aria-required
            />
          </FormField>
          <FormField
            id="rule-promotion-description"
            label="Description"
            error={fieldErrorMessage(errors.description)}
          >
            <TextArea {...blueprintField(form, 'description', 'rule-promotion-description')} fill rows={2} />
          </FormField>
          <FormField
            id="rule-promotion-rule-set"
            label="Rule set (JSON)"
            error={fieldErrorMessage(errors.ruleSet)}
            helperText='Rules and actions, e.g. "actions": [{ "strategy": "cart_discount", "args": ["percent", 10] }].'
          >
            <TextArea
              {...blueprintField(form, 'ruleSet', 'rule-promotion-rule-set', {
                validate: (value: unknown) =>
                  typeof value === 'string' ? (parseRuleSet(value).problem ?? true) : true,
              })}
              fill
              rows={10}
              className="promotion-json"
            />
          </FormField>
          <FormField
            id="rule-promotion-priority"
            label="Priority"
            error={fieldErrorMessage(errors.priority)}
            helperText="Lower numbers apply first."
          >
            <InputGroup
              {...blueprintField(form, 'priority', 'rule-promotion-priority', {
                validate: (value: unknown) =>
                  typeof value !== 'string' ||
                  value.trim() === '' ||
                  /^\d+$/.test(value.trim()) ||
                  'Enter a whole number',
              })}
              inputMode="numeric"
            />
          </FormField>
          <FormField id="rule-promotion-start" label="Starts on" error={fieldErrorMessage(errors.start)}>
            <InputGroup
              type="date"
              {...blueprintField(form, 'start', 'rule-promotion-start', { validate: required('Start') })}
            />
          </FormField>
          <FormField id="rule-promotion-end" label="Ends on" error={fieldErrorMessage(errors.end)}>
            <InputGroup
              type="date"
              {...blueprintField(form, 'end', 'rule-promotion-end', { validate: required('End') })}
            />
          </FormField>
          <Checkbox {...checkboxField(form, 'enabled')} label="Enabled" />
          <Checkbox {...checkboxField(form, 'automatic')} label="Applies automatically, without a code" />
          <Checkbox {...checkboxField(form, 'stackable')} label="Stacks with other promotions" />
        </>
      )}
    </MutationFormDialog>
  );
}
