import { Checkbox, InputGroup, TextArea } from '@blueprintjs/core';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { blueprintField, checkboxField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { parseRuleSet, RULE_PROMOTION_FORM_FIELDS, type RulePromotionFormValues } from '../promotionForms';
import { TextField } from '../../../components/form/TextField';

/** Creates or edits a rule promotion; the rule set (rules and actions) is edited as JSON. */
export function RulePromotionFormDialog(props: EntityFormDialogProps<RulePromotionFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={RULE_PROMOTION_FORM_FIELDS}>
      {(form, errors) => (
        <>
          <TextField form={form} name="name" id="rule-promotion-name" label="Name" required />
          <TextField
            form={form}
            name="description"
            id="rule-promotion-description"
            label="Description"
            rows={2}
          />
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
          <TextField
            form={form}
            name="priority"
            id="rule-promotion-priority"
            label="Priority"
            helperText="Lower numbers apply first."
            rules={{
              validate: (value: unknown) =>
                typeof value !== 'string' ||
                value.trim() === '' ||
                /^\d+$/.test(value.trim()) ||
                'Enter a whole number',
            }}
            inputMode="numeric"
          />
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
    </EntityFormDialog>
  );
}
