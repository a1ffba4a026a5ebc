import { FormProvider } from 'react-hook-form';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { parseRuleSet, RULE_PROMOTION_FORM_FIELDS, type RulePromotionFormValues } from '../promotionForms';
import { TextField } from '../../../components/form/TextField';
import { PromotionPeriodFields } from './PromotionPeriodFields';

/** Creates or edits a rule promotion; the rule set (rules and actions) is edited as JSON. */
export function RulePromotionFormDialog(props: EntityFormDialogProps<RulePromotionFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={RULE_PROMOTION_FORM_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="rule-promotion-name" label="Name" required />
          <TextField
            form={form}
            name="description"
            id="rule-promotion-description"
            label="Description"
            rows={2}
          />
          <TextField
            form={form}
            name="ruleSet"
            id="rule-promotion-rule-set"
            label="Rule set (JSON)"
            helperText='Rules and actions, e.g. "actions": [{ "strategy": "cart_discount", "args": ["percent", 10] }].'
            rules={{
              validate: (value: unknown) =>
                typeof value === 'string' ? (parseRuleSet(value).problem ?? true) : true,
            }}
            rows={10}
            className="promotion-json"
          />
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
          <FormProvider {...form}>
            <PromotionPeriodFields idPrefix="rule-promotion" />
          </FormProvider>
          <CheckboxField
            form={form}
            name="stackable"
            id="rule-promotion-stackable"
            text="Stacks with other promotions"
          />
        </>
      )}
    </EntityFormDialog>
  );
}
