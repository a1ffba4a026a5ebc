import { Checkbox } from '@blueprintjs/core';
import { required } from '../../components/form/required';
import { checkboxField } from '../../components/form/fieldProps';
import { EntityFormDialog, type EntityFormDialogProps } from '../../components/form/MutationFormDialog';
import { SelectField } from '../../components/form/SelectField';
import { enumOptions } from '../../format/labels';
import type {
  BillingInterval,
  PlanEndBehavior,
  SubscriptionPlanInput,
  SubscriptionPlanRowFragment,
} from '../../graphql/generated';
import { TextField } from '../../components/form/TextField';

export interface PlanFormValues {
  name: string;
  billingIntervalType: BillingInterval;
  billingFrequency: string;
  planLength: string;
  endBehavior: PlanEndBehavior;
  basePricePercentage: string;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
}

export const PLAN_FORM_FIELDS = [
  'name',
  'billingIntervalType',
  'billingFrequency',
  'planLength',
  'endBehavior',
  'basePricePercentage',
  'canPause',
  'canResume',
  'canCancel',
] as const;

export const newPlanValues = (): PlanFormValues => ({
  name: '',
  billingIntervalType: 'MONTH',
  billingFrequency: '1',
  planLength: '12',
  endBehavior: 'ROLL',
  basePricePercentage: '100',
  canPause: true,
  canResume: true,
  canCancel: true,
});

/** Numbers go to the provider as typed, so its own limits (1 to 365...) come back as field errors. */
export function planInput(values: PlanFormValues): SubscriptionPlanInput {
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    name: values.name.trim(),
    billingIntervalType: values.billingIntervalType,
    billingFrequency: number(values.billingFrequency),
    planLength: number(values.planLength),
    endBehavior: values.endBehavior,
    basePricePercentage: number(values.basePricePercentage),
    canPause: values.canPause,
    canResume: values.canResume,
    canCancel: values.canCancel,
  };
}

const INTERVALS: BillingInterval[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
const integer = (value: unknown) => /^-?\d+$/.test(String(value).trim()) || 'Enter a whole number';

/** A listed plan as form values, for editing. */
export const planValues = (plan: SubscriptionPlanRowFragment): PlanFormValues => ({
  name: plan.name,
  billingIntervalType: plan.billingIntervalType,
  billingFrequency: String(plan.billingFrequency),
  planLength: String(plan.planLength),
  endBehavior: plan.endBehavior,
  basePricePercentage: plan.basePricePercentage === null ? '' : String(plan.basePricePercentage),
  canPause: plan.canPause,
  canResume: plan.canResume,
  canCancel: plan.canCancel,
});

/** Adds or edits a plan. Mounted only while open, so each opening starts from `defaultValues`. */
export function PlanFormDialog(props: EntityFormDialogProps<PlanFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={PLAN_FORM_FIELDS}>
      {(form) => (
        <>
          <TextField
            form={form}
            name="name"
            id="plan-name"
            label="Name"
            rules={{ validate: required('Name') }}
          />
          <SelectField
            form={form}
            name="billingIntervalType"
            id="plan-interval"
            label="Billing interval"
            options={enumOptions('BillingInterval', INTERVALS)}
          />
          <TextField
            form={form}
            name="billingFrequency"
            id="plan-frequency"
            label="Billing frequency"
            helperText="How many intervals make one billing cycle."
            rules={{ validate: integer }}
          />
          <TextField
            form={form}
            name="planLength"
            id="plan-length"
            label="Plan length"
            helperText="How many billing cycles the plan lasts."
            rules={{ validate: integer }}
          />
          <SelectField
            form={form}
            name="endBehavior"
            id="plan-end"
            label="At the end"
            options={enumOptions('PlanEndBehavior')}
          />
          <TextField
            form={form}
            name="basePricePercentage"
            id="plan-percentage"
            label="Price percentage"
            helperText="Share of the products' price charged: 95 is 5% off."
          />
          <Checkbox {...checkboxField(form, 'canPause')} label="Can pause" />
          <Checkbox {...checkboxField(form, 'canResume')} label="Can resume" />
          <Checkbox {...checkboxField(form, 'canCancel')} label="Can cancel" />
        </>
      )}
    </EntityFormDialog>
  );
}
