import { useState } from 'react';
import { Button, H3, HTMLTable, Tag, Text } from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { TableSection } from '../../components/detail/TableSection';
import { useRowEditing } from '../../components/detail/useRowEditing';
import { editedRowRead, RowEditingSection } from '../../components/RowEditingSection';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import type { ListParamsConfig } from '../../components/list/listParams';
import { listPager } from '../../components/list/listPager';
import type { PagerProps } from '../../components/list/Pager';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { deleteAfterUndoWindow, useWithoutPendingRemovals } from '../../components/undo/undoWindow';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import {
  useCreateCustomApiEntryMutation,
  useCreateCustomApiRolePolicyMutation,
  useCreateCustomFieldMutation,
  useCustomApiDetailsQuery,
  useCustomApiFieldQuery,
  useDeleteCustomApiEntryMutation,
  useDeleteCustomApiMutation,
  useDeleteCustomApiRolePolicyMutation,
  useDeleteCustomFieldMutation,
  useUpdateCustomApiEntryMutation,
  useUpdateCustomApiMutation,
  useUpdateCustomApiRolePolicyMutation,
  useUpdateCustomFieldMutation,
  type CustomApiDetailsQuery,
  type CustomApiEntryRowFragment,
  type CustomFieldRowFragment,
  type CustomFieldValidationInput,
} from '../../graphql/generated';
import { completeData, latestData } from '../../graphql/queryData';
import { CustomApiFormDialog } from './components/CustomApiFormDialog';
import { EntryFormDialog } from './components/EntryFormDialog';
import { FIELD_TYPES, FieldFormDialog, type FieldFormValues } from './components/FieldFormDialog';
import { PERMISSIONS, RolePolicyDialog, type RolePolicyFormValues } from './components/RolePolicyDialog';
import { displayValue, entryValues, sortedFields } from './entryForm';
import { customApiEntryUrl, customApiListUrl } from './urls';
import './custom-apis.css';
import { formatDateTime } from '../../format/dates';

const BACK_TO_LIST = { to: customApiListUrl(), label: 'Custom APIs' };
const ENTRY_LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
const REFETCH = { refetchQueries: ['CustomApiDetails'], awaitRefetchQueries: true };

type CustomApi = NonNullable<CustomApiDetailsQuery['customApi']>;
type Roles = CustomApiDetailsQuery['builtInRoles'];

/** `/custom-apis/:id`: the API's details, its fields editor, its entries and its role policies. */
export function CustomApiDetailPage() {
  const { id = '' } = useParams();
  const entryPaging = useListParams(ENTRY_LIST_CONFIG);
  const { params } = entryPaging;
  const result = useCustomApiDetailsQuery({
    variables: { id, entryPage: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const customApi = latestData(result)?.customApi;

  return (
    <DetailPage
      noun="Custom API"
      back={BACK_TO_LIST}
      query={result}
      entity={customApi}
      notFound={{ link: 'Back to Custom APIs' }}
    >
      {(loaded) => (
        <>
          <CustomApiHeader customApi={loaded} />
          <FieldsSection customApi={loaded} />
          <EntriesSection
            customApi={loaded}
            loading={result.loading}
            pager={listPager(entryPaging, loaded.entries.pageInfo.total, result.loading)}
          />
          <RolePoliciesSection customApi={loaded} roles={latestData(result)?.builtInRoles ?? []} />
        </>
      )}
    </DetailPage>
  );
}

function CustomApiHeader({ customApi }: { customApi: CustomApi }) {
  const [updateCustomApi] = useUpdateCustomApiMutation();
  const [deleteCustomApi] = useDeleteCustomApiMutation();

  const edit = useDetailEdit({
    noun: 'Custom API',
    dialog: 'edit-api',
    form: CustomApiFormDialog,
    values: {
      name: customApi.name,
      slug: customApi.slug,
      apiType: customApi.apiType,
      description: customApi.description ?? '',
    },
    save: async (values) => {
      const input = {
        name: values.name.trim(),
        slug: values.slug.trim(),
        apiType: values.apiType.trim(),
        description: values.description.trim(),
      };
      return (await updateCustomApi({ variables: { id: customApi.id, input } })).data?.updateCustomApi;
    },
  });

  const remove = useDetailRemove({
    noun: 'Custom API',
    dialog: 'delete-api',
    back: BACK_TO_LIST,
    entity: customApi,
    rootFields: ['customApis'],
    question: `Delete Custom API ${customApi.name} with all its fields, entries and role policies?`,
    remove: async () =>
      (await deleteCustomApi({ variables: { id: customApi.id } })).data?.deleteCustomApi.userErrors,
  });

  return (
    <DetailLayout title={customApi.name} back={BACK_TO_LIST} edit={edit} remove={remove}>
      <Text className="custom-api-summary">
        Entries of type <code>{customApi.apiType}</code> at <code>/v2/extensions/{customApi.slug}</code>
        {customApi.description ? ` — ${customApi.description}` : ''}
      </Text>
    </DetailLayout>
  );
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function validationInput(values: FieldFormValues): CustomFieldValidationInput {
  const { fieldType, validation } = values;
  const hasLength = fieldType === 'STRING' || fieldType === 'LIST';
  const hasRange = fieldType === 'INTEGER' || fieldType === 'FLOAT';
  return {
    allowNullValues: validation.allowNullValues,
    ...(hasLength
      ? { minLength: toNumber(validation.minLength), maxLength: toNumber(validation.maxLength) }
      : {}),
    ...(fieldType === 'STRING' && validation.regex.trim() ? { regex: validation.regex.trim() } : {}),
    ...(hasRange ? { minValue: toNumber(validation.minValue), maxValue: toNumber(validation.maxValue) } : {}),
  };
}

function rulesSummary(field: CustomFieldRowFragment): string {
  const rules = field.validation;
  const parts = [
    rules.allowNullValues ? null : 'required',
    rules.minLength != null ? `min length ${rules.minLength}` : null,
    rules.maxLength != null ? `max length ${rules.maxLength}` : null,
    rules.minValue != null ? `≥ ${rules.minValue}` : null,
    rules.maxValue != null ? `≤ ${rules.maxValue}` : null,
    rules.regex ? `matches ${rules.regex}` : null,
    rules.unique ? 'unique' : null,
  ];
  return parts.filter(Boolean).join(', ') || '—';
}

function FieldsSection({ customApi }: { customApi: CustomApi }) {
  const [createField] = useCreateCustomFieldMutation(REFETCH);
  const [updateField] = useUpdateCustomFieldMutation(REFETCH);
  const [deleteField] = useDeleteCustomFieldMutation(REFETCH);
  const rows = useRowEditing({
    dialog: 'field',
    itemKey: 'field',
    rows: sortedFields(customApi.fields.items),
    what: (field) => `field ${field.name}`,
    remove: {
      question: (field) => `Delete field ${field.name}? Every entry loses its value.`,
      message: (field) => `Field ${field.name} deleted`,
      remove: async (field) =>
        (await deleteField({ variables: { customApiId: customApi.id, id: field.id } })).data
          ?.deleteCustomField.userErrors,
    },
  });
  const byId = useCustomApiFieldQuery(editedRowRead(rows, (id) => ({ customApiId: customApi.id, id })));
  const editing = completeData(byId)?.customApi?.field ?? undefined;

  const create = async (values: FieldFormValues): Promise<MutationFormResult<FieldFormValues>> => {
    const { data } = await createField({
      variables: {
        customApiId: customApi.id,
        input: {
          name: values.name.trim(),
          slug: values.slug.trim(),
          fieldType: values.fieldType,
          description: values.description.trim() || undefined,
          sortOrder: toNumber(values.sortOrder),
          validation: validationInput(values),
        },
      },
    });
    return payloadResult(data?.createCustomField, {
      success: 'Field added',
      then: rows.add.close,
    });
  };

  const save =
    (field: CustomFieldRowFragment) =>
    async (values: FieldFormValues): Promise<MutationFormResult<FieldFormValues>> => {
      const { data } = await updateField({
        variables: {
          customApiId: customApi.id,
          id: field.id,
          input: {
            name: values.name.trim(),
            description: values.description.trim(),
            sortOrder: toNumber(values.sortOrder),
            validation: validationInput(values),
          },
        },
      });
      return payloadResult(data?.updateCustomField, {
        success: 'Field saved',
        then: rows.edit.close,
      });
    };

  const columns: readonly ResourceColumn<CustomFieldRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (field) => field.name },
    { id: 'slug', header: 'Slug', cell: (field) => <code>{field.slug}</code> },
    {
      id: 'type',
      header: 'Type',
      cell: (field) => <Tag minimal>{FIELD_TYPES.find((type) => type.value === field.fieldType)?.label}</Tag>,
    },
    { id: 'rules', header: 'Rules', cell: rulesSummary },
    { id: 'sortOrder', header: 'Sort order', cell: (field) => field.sortOrder },
  ];

  return (
    <RowEditingSection
      rows={rows}
      columns={columns}
      id="custom-api-fields"
      title="Fields"
      add={{ text: 'Add field' }}
      empty={{ title: 'No fields yet', description: 'Entries hold one value per field.' }}
      form={{
        editing,
        submitText: { add: 'Add field', save: 'Save field' },
        create,
        save,
        dialog: FieldFormDialog,
      }}
    />
  );
}

function EntriesSection({
  customApi,
  loading,
  pager,
}: {
  customApi: CustomApi;
  loading: boolean;
  pager: PagerProps;
}) {
  const [createEntry] = useCreateCustomApiEntryMutation(REFETCH);
  const [updateEntry] = useUpdateCustomApiEntryMutation(REFETCH);
  const [deleteEntry] = useDeleteCustomApiEntryMutation(REFETCH);
  const rows = useRowEditing({
    dialog: 'entry',
    itemKey: 'entry',
    rows: customApi.entries.items,
    what: () => 'entry',
    remove: {
      question: () => 'Delete this entry?',
      message: 'Entry deleted',
      remove: async (entry) =>
        (await deleteEntry({ variables: { customApiId: customApi.id, id: entry.id } })).data
          ?.deleteCustomApiEntry.userErrors,
    },
  });
  const fields = sortedFields(customApi.fields.items);
  const editing = rows.edited;

  const create = async (values: Record<string, unknown>) => {
    const { data } = await createEntry({ variables: { customApiId: customApi.id, values } });
    return payloadResult(data?.createCustomApiEntry, {
      success: 'Entry added',
      then: rows.add.close,
    });
  };

  const update = async (entry: CustomApiEntryRowFragment, values: Record<string, unknown>) => {
    const { data } = await updateEntry({ variables: { customApiId: customApi.id, id: entry.id, values } });
    return payloadResult(data?.updateCustomApiEntry, {
      success: 'Entry saved',
      then: rows.edit.close,
    });
  };

  const columns: ResourceColumn<CustomApiEntryRowFragment>[] = [
    ...fields.slice(0, 5).map((field) => ({
      id: `field-${field.id}`,
      header: field.name,
      cell: (entry: CustomApiEntryRowFragment) => displayValue(entryValues(entry)[field.slug]),
    })),
    { id: 'updatedAt', header: 'Updated', cell: (entry) => formatDateTime(entry.updatedAt) },
    rows.actionsColumn,
  ];

  return (
    <TableSection
      id="custom-api-entries"
      title="Entries"
      add={{ text: 'Add entry', onClick: rows.add.open, disabled: fields.length === 0 }}
      table={{
        columns,
        rows: rows.visible,
        rowKey: (entry) => entry.id,
        rowHref: (entry) => customApiEntryUrl(customApi.id, entry.id),
        loading,
      }}
      empty={{
        title: 'No entries yet',
        description: fields.length === 0 ? 'Add a field first.' : 'Entries you add appear here.',
      }}
      pager={pager}
    >
      {rows.add.isOpen && (
        <EntryFormDialog
          title="Add entry"
          submitText="Add entry"
          fields={fields}
          onSubmit={create}
          onClose={rows.add.close}
        />
      )}
      {editing && (
        <EntryFormDialog
          key={editing.id}
          title="Edit entry"
          submitText="Save entry"
          fields={fields}
          initialValues={entryValues(editing)}
          onSubmit={(values) => update(editing, values)}
          onClose={rows.edit.close}
        />
      )}
      {rows.confirmDialog}
    </TableSection>
  );
}

function RolePoliciesSection({ customApi, roles }: { customApi: CustomApi; roles: Roles }) {
  const [adding, setAdding] = useState(false);
  const editDialog = useUrlItemDialog('edit-role-policy', 'policy');
  const [createPolicy] = useCreateCustomApiRolePolicyMutation(REFETCH);
  const [updatePolicy] = useUpdateCustomApiRolePolicyMutation(REFETCH);
  const [deletePolicy] = useDeleteCustomApiRolePolicyMutation(REFETCH);
  const policies = customApi.rolePolicies.items;
  const visiblePolicies = useWithoutPendingRemovals(policies, (policy) => policy.id) ?? [];
  const editing = policies.find((policy) => policy.id === editDialog.itemId);
  const available = roles.filter((role) => !policies.some((policy) => policy.role?.id === role.id));

  const create = async (values: RolePolicyFormValues): Promise<MutationFormResult<RolePolicyFormValues>> => {
    const { data } = await createPolicy({ variables: { input: { ...values, customApiId: customApi.id } } });
    return payloadResult(data?.createCustomApiRolePolicy, {
      success: 'Role policy added',
      then: () => setAdding(false),
    });
  };

  const save =
    (id: string) =>
    async (values: RolePolicyFormValues): Promise<MutationFormResult<RolePolicyFormValues>> => {
      const { roleId: _role, ...permissions } = values;
      const { data } = await updatePolicy({ variables: { id, input: permissions } });
      return payloadResult(data?.updateCustomApiRolePolicy, {
        success: 'Role policy saved',
        saved: (payload) => payload.rolePolicy,
        then: editDialog.close,
      });
    };

  /** Hidden at once; the delete goes out when the undo window ends. */
  const remove = (id: string) =>
    void deleteAfterUndoWindow({
      key: id,
      message: 'Role policy removed',
      remove: async () =>
        (await deletePolicy({ variables: { id } })).data?.deleteCustomApiRolePolicy.userErrors,
    });

  return (
    <section className="custom-api-section">
      <div className="custom-api-section__header">
        <H3>Role policies</H3>
        <Button
          icon={<AddIcon />}
          text="Add role policy"
          disabled={available.length === 0}
          onClick={() => setAdding(true)}
        />
      </div>
      {visiblePolicies.length === 0 ? (
        <Text className="custom-api-summary">No role has access to the entries yet.</Text>
      ) : (
        <HTMLTable compact striped aria-label="Role policies">
          <thead>
            <tr>
              <th scope="col">Role</th>
              {PERMISSIONS.map((permission) => (
                <th key={permission} scope="col">
                  {permission}
                </th>
              ))}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {visiblePolicies.map((policy) => (
              <tr key={policy.id}>
                <td>{policy.role?.name ?? 'Unknown role'}</td>
                {PERMISSIONS.map((permission) => (
                  <td key={permission}>{policy[permission] ? 'Yes' : 'No'}</td>
                ))}
                <td>
                  <Button
                    variant="minimal"
                    icon={<EditIcon />}
                    aria-label={`Edit policy for ${policy.role?.name ?? 'role'}`}
                    onClick={() => editDialog.open(policy.id)}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon={<TrashIcon />}
                    aria-label={`Remove policy for ${policy.role?.name ?? 'role'}`}
                    onClick={() => remove(policy.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {adding && <RolePolicyDialog roles={available} onSubmit={create} onClose={() => setAdding(false)} />}
      {editing && (
        <RolePolicyDialog
          key={editing.id}
          roles={roles}
          policy={editing}
          onSubmit={save(editing.id)}
          onClose={editDialog.close}
        />
      )}
    </section>
  );
}
