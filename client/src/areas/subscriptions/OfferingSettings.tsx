import { Checkbox } from '@blueprintjs/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { fieldErrorMessage } from '../../components/form/fieldProps';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import {
  useReplaceOfferingProductsMutation,
  useSetOfferingProrationPolicyMutation,
  useSubscriptionProrationPolicyOptionsQuery,
  useUpdateSubscriptionOfferingMutation,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { useStoreMembers } from './OfferingMembers';

/**
 * The offering page's editors, each a dialog: the offering's own fields, its proration policy and
 * its whole product list at once (`products/replace`).
 */

interface OfferingFields {
  id: string;
  name: string;
  description: string | null;
  prorationPolicyId: string | null;
}

interface DialogProps {
  offering: OfferingFields;
  onClose: () => void;
}

export interface OfferingValues {
  name: string;
  description: string;
}

export function EditOfferingDialog({ offering, onClose }: DialogProps) {
  const [update] = useUpdateSubscriptionOfferingMutation();
  const submit = async (values: OfferingValues): Promise<MutationFormResult<OfferingValues>> => {
    const { data } = await update({
      variables: {
        id: offering.id,
        input: { name: values.name.trim(), description: values.description.trim() || null },
      },
    });
    return payloadResult(data?.updateSubscriptionOffering, {
      success: 'Offering saved',
      saved: (payload) => payload.offering,
      then: onClose,
    });
  };
  return (
    <MutationFormDialog<OfferingValues>
      title="Edit offering"
      submitText="Save offering"
      defaultValues={{ name: offering.name, description: offering.description ?? '' }}
      fieldNames={['name', 'description']}
      submit={submit}
      onClose={onClose}
    >
      {(form) => (
        <OfferingTextFields form={form} name="name" description="description" idPrefix="edit-offering" />
      )}
    </MutationFormDialog>
  );
}

/** An offering's name and description, the fields every offering form starts with. */
export function OfferingTextFields<TValues extends FieldValues>({
  form,
  name,
  description,
  idPrefix,
  requireName = false,
}: {
  form: UseFormReturn<TValues>;
  /** The form's name and description fields. */
  name: Path<TValues>;
  description: Path<TValues>;
  /** The inputs' ids: `<idPrefix>-name` and `<idPrefix>-description`. */
  idPrefix: string;
  requireName?: boolean;
}) {
  return (
    <>
      <TextField form={form} name={name} id={`${idPrefix}-name`} label="Name" required={requireName} />
      <TextField form={form} name={description} id={`${idPrefix}-description`} label="Description" rows={2} />
    </>
  );
}

export interface ProrationValues {
  prorationPolicyId: string;
}

export function OfferingProrationPolicyDialog({ offering, onClose }: DialogProps) {
  const policies = useSubscriptionProrationPolicyOptionsQuery({ fetchPolicy: 'network-only' });
  const [setPolicy] = useSetOfferingProrationPolicyMutation();
  const submit = async (values: ProrationValues): Promise<MutationFormResult<ProrationValues>> => {
    const { data } = await setPolicy({
      variables: { offeringId: offering.id, prorationPolicyId: values.prorationPolicyId || null },
    });
    return payloadResult(data?.setOfferingProrationPolicy, {
      success: values.prorationPolicyId ? 'Proration policy set' : 'Proration policy cleared',
      saved: (payload) => payload.offering,
      then: onClose,
    });
  };
  const loaded = completeData(policies)?.prorationPolicies.items ?? [];
  const choices = loaded.map((policy) => ({ value: policy.id, label: policy.name }));
  const current = offering.prorationPolicyId;
  // The current policy before the options arrive, so the select does not lose it.
  if (current && !choices.some((choice) => choice.value === current)) {
    choices.push({ value: current, label: 'Current policy' });
  }
  return (
    <MutationFormDialog<ProrationValues>
      title="Proration policy"
      submitText="Save policy"
      defaultValues={{ prorationPolicyId: offering.prorationPolicyId ?? '' }}
      fieldNames={['prorationPolicyId']}
      submit={submit}
      onClose={onClose}
    >
      {(form) => (
        <SelectField
          form={form}
          name="prorationPolicyId"
          id="offering-policy"
          label="Plan changes mid-period are charged by"
          blankOption="No proration policy"
          options={choices}
        />
      )}
    </MutationFormDialog>
  );
}

export interface ReplaceProductsValues {
  productIds: string[];
}

/** A checkbox group gives `false` when nothing is ticked and a string for one box. */
export const checkedIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

export function ReplaceProductsDialog({
  offering,
  productIds,
  onClose,
}: DialogProps & { productIds: readonly string[] }) {
  const [replace] = useReplaceOfferingProductsMutation();
  const submit = async (
    values: ReplaceProductsValues,
  ): Promise<MutationFormResult<ReplaceProductsValues>> => {
    const { data } = await replace({
      variables: { offeringId: offering.id, productIds: checkedIds(values.productIds) },
    });
    return payloadResult(data?.replaceOfferingProducts, {
      success: 'Products replaced',
      saved: (payload) => payload.offering,
      then: onClose,
    });
  };
  return (
    <MutationFormDialog<ReplaceProductsValues>
      title="Replace products"
      submitText="Replace products"
      defaultValues={{ productIds: [...productIds] }}
      fieldNames={['productIds']}
      submit={submit}
      onClose={onClose}
    >
      {(form) => (
        <MemberChecklist
          form={form}
          name="productIds"
          id="replace-products"
          label="The offering's products"
          helperText="The ticked products replace all the offering's products."
          kind="products"
        />
      )}
    </MutationFormDialog>
  );
}

/**
 * Ticks among the store's first 100 subscription products or plans, for a field holding their ids
 * (read it with `checkedIds`).
 */
export function MemberChecklist<TValues extends FieldValues>({
  form,
  name,
  kind,
  id,
  label,
  helperText,
}: {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  kind: 'products' | 'plans';
  id: string;
  label: string;
  helperText?: string;
}) {
  const members = useStoreMembers(kind, 'network-only');
  const { ref, ...registration } = form.register(name);
  return (
    <FormField
      id={id}
      label={label}
      helperText={helperText}
      error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
    >
      <div id={id} role="group" aria-label={label}>
        {members.map((member) => (
          <Checkbox key={member.id} {...registration} inputRef={ref} value={member.id} label={member.name} />
        ))}
      </div>
    </FormField>
  );
}
