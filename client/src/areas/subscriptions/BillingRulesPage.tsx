import { Callout, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../app/toaster';
import { TableSection } from '../../components/detail/TableSection';
import { checkboxField } from '../../components/form/fieldProps';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { SelectField } from '../../components/form/SelectField';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { RowActions } from '../../components/list/RowActions';
import { PageHeader } from '../../components/PageHeader';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import {
  useCreateDunningRuleMutation,
  useCreateProrationPolicyMutation,
  useDeleteDunningRuleMutation,
  useDeleteProrationPolicyMutation,
  useSubscriptionBillingRulesQuery,
  useUpdateDunningRuleMutation,
  useUpdateProrationPolicyMutation,
  type DunningAction,
  type DunningRuleRowFragment,
  type ProrationPolicyRowFragment,
  type PaymentRetryType,
  type ProrationRounding,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { enumLabel, enumOptions } from '../../format/labels';
import { TextField } from '../../components/form/TextField';

interface DunningValues {
  paymentRetryType: PaymentRetryType;
  paymentRetryInterval: string;
  paymentRetriesLimit: string;
  action: DunningAction;
  isDefault: boolean;
}

interface PolicyValues {
  name: string;
  rounding: ProrationRounding;
}

type Submit<T> = (values: T) => Promise<MutationFormResult<T>>;

/** A dialog that adds a rule or policy, or with `initial` edits one. */
interface EditorProps<T> {
  initial?: T;
  onSubmit: Submit<T>;
  onClose: () => void;
}

const NEW_RULE: DunningValues = {
  paymentRetryType: 'FIXED',
  paymentRetryInterval: '2',
  paymentRetriesLimit: '3',
  action: 'PAUSE',
  isDefault: false,
};

const ruleValues = (rule: DunningRuleRowFragment): DunningValues => ({
  paymentRetryType: rule.paymentRetryType,
  paymentRetryInterval: rule.paymentRetryInterval === null ? '' : String(rule.paymentRetryInterval),
  paymentRetriesLimit: String(rule.paymentRetriesLimit),
  action: rule.action,
  isDefault: rule.isDefault,
});

const policyValues = (policy: ProrationPolicyRowFragment): PolicyValues => ({
  name: policy.name,
  rounding: policy.rounding,
});

function DunningRuleDialog({ initial, onSubmit, onClose }: EditorProps<DunningValues>) {
  return (
    <MutationFormDialog<DunningValues>
      title={initial ? 'Edit dunning rule' : 'Add dunning rule'}
      submitText={initial ? 'Save dunning rule' : 'Create dunning rule'}
      defaultValues={initial ?? NEW_RULE}
      fieldNames={['paymentRetryType', 'paymentRetryInterval', 'paymentRetriesLimit', 'action', 'isDefault']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="paymentRetryType"
            id="dunning-type"
            label="Retry spacing"
            options={enumOptions('PaymentRetryType')}
          />
          <TextField
            form={form}
            name="paymentRetryInterval"
            id="dunning-interval"
            label="Days between retries"
          />
          <TextField form={form} name="paymentRetriesLimit" id="dunning-limit" label="Retries" />
          <SelectField
            form={form}
            name="action"
            id="dunning-action"
            label="When retries run out"
            options={enumOptions('DunningAction')}
          />
          <Checkbox {...checkboxField(form, 'isDefault')} label="Make this the default rule" />
        </>
      )}
    </MutationFormDialog>
  );
}

function ProrationPolicyDialog({ initial, onSubmit, onClose }: EditorProps<PolicyValues>) {
  return (
    <MutationFormDialog<PolicyValues>
      title={initial ? 'Edit proration policy' : 'Add proration policy'}
      submitText={initial ? 'Save proration policy' : 'Create proration policy'}
      defaultValues={initial ?? { name: '', rounding: 'NEAREST' }}
      fieldNames={['name', 'rounding']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" id="policy-name" label="Name" />
          <SelectField
            form={form}
            name="rounding"
            id="policy-rounding"
            label="Rounding"
            options={enumOptions('ProrationRounding')}
          />
        </>
      )}
    </MutationFormDialog>
  );
}

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** A rule's values as the create and update inputs share them (the unit is always days). */
const dunningInput = (values: DunningValues) => ({
  paymentRetryType: values.paymentRetryType,
  paymentRetryInterval: number(values.paymentRetryInterval),
  paymentRetriesLimit: number(values.paymentRetriesLimit),
  action: values.action,
  isDefault: values.isDefault,
});

const policyInput = (values: PolicyValues) => ({ name: values.name.trim(), rounding: values.rounding });

/** Dunning rules and proration policies: how failed payments are retried, how plan changes are charged. */
export function BillingRulesPage() {
  const dunningDialog = useUrlDialog('create-dunning-rule');
  const policyDialog = useUrlDialog('create-proration-policy');
  const editRuleDialog = useUrlItemDialog('edit-dunning-rule', 'rule');
  const editPolicyDialog = useUrlItemDialog('edit-proration-policy', 'policy');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const result = useSubscriptionBillingRulesQuery({ fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  const refetchQueries = ['SubscriptionBillingRules'];
  const [createRule] = useCreateDunningRuleMutation({ refetchQueries });
  const [deleteRule] = useDeleteDunningRuleMutation({ refetchQueries });
  const [createPolicy] = useCreateProrationPolicyMutation({ refetchQueries });
  const [deletePolicy] = useDeleteProrationPolicyMutation({ refetchQueries });
  // Making a rule the default clears the others' flag: read them all again.
  const [updateRule] = useUpdateDunningRuleMutation({ refetchQueries });
  const [updatePolicy] = useUpdateProrationPolicyMutation();
  const editedRule = data?.dunningRules.items.find((rule) => rule.id === editRuleDialog.itemId);
  const editedPolicy = data?.prorationPolicies.items.find((policy) => policy.id === editPolicyDialog.itemId);

  const saveRule = (id: string) => async (values: DunningValues) => {
    const { data: saved } = await updateRule({ variables: { id, input: dunningInput(values) } });
    return payloadResult(saved?.updateDunningRule, {
      success: 'Dunning rule saved',
      saved: (payload) => payload.dunningRule,
      then: editRuleDialog.close,
    });
  };

  const savePolicy = (id: string) => async (values: PolicyValues) => {
    const { data: saved } = await updatePolicy({ variables: { id, input: policyInput(values) } });
    return payloadResult(saved?.updateProrationPolicy, {
      success: 'Proration policy saved',
      saved: (payload) => payload.prorationPolicy,
      then: editPolicyDialog.close,
    });
  };

  const addRule = async (values: DunningValues) => {
    const { data: created } = await createRule({
      variables: { input: { ...dunningInput(values), paymentRetryUnit: 'DAY' } },
    });
    return payloadResult(created?.createDunningRule, {
      success: 'Dunning rule created',
      saved: (payload) => payload.dunningRule,
      then: dunningDialog.close,
    });
  };

  const addPolicy = async (values: PolicyValues) => {
    const { data: created } = await createPolicy({ variables: { input: policyInput(values) } });
    return payloadResult(created?.createProrationPolicy, {
      success: 'Proration policy created',
      saved: (payload) => payload.prorationPolicy,
      then: policyDialog.close,
    });
  };

  const remove = async (run: () => Promise<readonly { message: string }[]>, success: string) => {
    setDeleteError(null);
    const userErrors = await run();
    if (userErrors.length > 0) setDeleteError(userErrors.map((error) => error.message).join(' '));
    else showToast(success);
  };

  return (
    <>
      <PageHeader title="Billing rules" />
      {result.error && !data && (
        <Callout intent="danger" title="The billing rules could not be loaded">
          {result.error.message}
        </Callout>
      )}
      {deleteError && (
        <Callout intent="danger" title="Not deleted">
          {deleteError}
        </Callout>
      )}
      <TableSection
        id="dunning-rules"
        title="Dunning rules"
        add={{ text: 'Add dunning rule', onClick: dunningDialog.open }}
        table={{
          loading: result.loading,
          rows: data?.dunningRules.items,
          rowKey: (rule) => rule.id,
          columns: [
            {
              id: 'type',
              header: 'Retry spacing',
              cell: (rule) => enumLabel('PaymentRetryType', rule.paymentRetryType),
            },
            {
              id: 'interval',
              header: 'Interval',
              cell: (rule) =>
                rule.paymentRetryInterval === null
                  ? '—'
                  : `${rule.paymentRetryInterval} ${(rule.paymentRetryUnit ?? 'DAY').toLowerCase()}(s)`,
            },
            { id: 'limit', header: 'Retries', cell: (rule) => rule.paymentRetriesLimit },
            { id: 'action', header: 'Then', cell: (rule) => enumLabel('DunningAction', rule.action) },
            { id: 'default', header: 'Store default', cell: (rule) => (rule.isDefault ? 'Default' : '') },
            {
              id: 'delete',
              header: 'Actions',
              cell: (rule) => (
                <RowActions
                  what={`dunning rule ${rule.id}`}
                  onEdit={() => editRuleDialog.open(rule.id)}
                  onDelete={() =>
                    void remove(
                      async () =>
                        (await deleteRule({ variables: { id: rule.id } })).data?.deleteDunningRule
                          .userErrors ?? [],
                      'Dunning rule deleted',
                    )
                  }
                />
              ),
            },
          ],
        }}
        empty={{ title: 'No dunning rules', description: 'Failed payments are not retried.' }}
      />
      <TableSection
        id="proration-policies"
        title="Proration policies"
        add={{ text: 'Add proration policy', onClick: policyDialog.open }}
        table={{
          loading: result.loading,
          rows: data?.prorationPolicies.items,
          rowKey: (policy) => policy.id,
          columns: [
            { id: 'name', header: 'Name', cell: (policy) => policy.name },
            {
              id: 'rounding',
              header: 'Rounding',
              cell: (policy) => enumLabel('ProrationRounding', policy.rounding),
            },
            {
              id: 'delete',
              header: 'Actions',
              cell: (policy) => (
                <RowActions
                  what={policy.name}
                  onEdit={() => editPolicyDialog.open(policy.id)}
                  onDelete={() =>
                    void remove(
                      async () =>
                        (await deletePolicy({ variables: { id: policy.id } })).data?.deleteProrationPolicy
                          .userErrors ?? [],
                      'Proration policy deleted',
                    )
                  }
                />
              ),
            },
          ],
        }}
        empty={{ title: 'No proration policies', description: '' }}
      />
      {dunningDialog.isOpen && <DunningRuleDialog onSubmit={addRule} onClose={dunningDialog.close} />}
      {policyDialog.isOpen && <ProrationPolicyDialog onSubmit={addPolicy} onClose={policyDialog.close} />}
      {editedRule && (
        <DunningRuleDialog
          key={editedRule.id}
          initial={ruleValues(editedRule)}
          onSubmit={saveRule(editedRule.id)}
          onClose={editRuleDialog.close}
        />
      )}
      {editedPolicy && (
        <ProrationPolicyDialog
          key={editedPolicy.id}
          initial={policyValues(editedPolicy)}
          onSubmit={savePolicy(editedPolicy.id)}
          onClose={editPolicyDialog.close}
        />
      )}
    </>
  );
}
