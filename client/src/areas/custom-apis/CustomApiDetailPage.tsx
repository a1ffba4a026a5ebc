import { useState } from 'react';
import { Button, H3, HTMLTable, NonIdealState, Tag, Text } from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import type { ListParamsConfig } from '../../components/list/listParams';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { deleteAfterUndoWindow, useWithoutPendingRemovals } from '../../components/undo/undoWindow';
import { useUrlDialog } from '../../components/useUrlDialog';
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
import { CustomApiFormDialog, type CustomApiFormValues } from './components/CustomApiFormDialog';
import { EntryFormDialog } from './components/EntryFormDialog';
import {
  EMPTY_FIELD,
  FIELD_TYPES,
  FieldFormDialog,
  type FieldFormValues,
} from './components/FieldFormDialog';
import { PERMISSIONS, RolePolicyDialog, type RolePolicyFormValues } from './components/RolePolicyDialog';
import { displayValue, sortedFields } from './entryForm';
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
  const { params, setPageSize, setOffset } = useListParams(ENTRY_LIST_CONFIG);
  const result = useCustomApiDetailsQuery({
    variables: { id, entryPage: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.dataState === 'complete' ? result.data : undefined;
  const customApi = (data ?? result.previousData)?.customApi;

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
          <EntriesSection customApi={loaded} loading={result.loading} />
          <Pager
            offset={params.offset}
            pageSize={params.pageSize}
            total={loaded.entries.pageInfo.total}
            onOffsetChange={setOffset}
            onPageSizeChange={setPageSize}
            disabled={result.loading}
          />
          <RolePoliciesSection customApi={loaded} roles={(data ?? result.previousData)?.builtInRoles ?? []} />
        </>
      )}
    </DetailPage>
  );
}

function CustomApiHeader({ customApi }: { customApi: CustomApi }) {
  const editDialog = useUrlDialog('edit-api');
  const [updateCustomApi] = useUpdateCustomApiMutation();
  const [deleteCustomApi] = useDeleteCustomApiMutation();

  const save = async (values: CustomApiFormValues): Promise<MutationFormResult<CustomApiFormValues>> => {
    const { data } = await updateCustomApi({
      variables: {
        id: customApi.id,
        input: {
          name: values.name.trim(),
          slug: values.slug.trim(),
          apiType: values.apiType.trim(),
          description: values.description.trim(),
        },
      },
    });
    return payloadResult(data?.updateCustomApi, {
      success: 'Custom API saved',
      then: editDialog.close,
    });
  };

  const remove = useDetailDelete({
    dialog: 'delete-api',
    success: 'Custom API deleted',
    listUrl: customApiListUrl(),
    entity: { __typename: 'CustomApi', id: customApi.id },
    rootFields: ['customApis'],
    remove: async () =>
      (await deleteCustomApi({ variables: { id: customApi.id } })).data?.deleteCustomApi.userErrors,
  });

  return (
    <DetailLayout
      title={customApi.name}
      back={BACK_TO_LIST}
      onEdit={editDialog.open}
      remove={{
        state: remove,
        text: 'Delete Custom API',
        question: `Delete Custom API ${customApi.name} with all its fields, entries and role policies?`,
      }}
    >
      <Text className="custom-api-summary">
        Entries of type <code>{customApi.apiType}</code> at <code>/v2/extensions/{customApi.slug}</code>
        {customApi.description ? ` — ${customApi.description}` : ''}
      </Text>
      {editDialog.isOpen && (
        <CustomApiFormDialog
          title="Edit Custom API"
          submitText="Save Custom API"
          defaultValues={{
            name: customApi.name,
            slug: customApi.slug,
            apiType: customApi.apiType,
            description: customApi.description ?? '',
          }}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
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

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function fieldFormValues(field: CustomFieldRowFragment): FieldFormValues {
  return {
    name: field.name,
    slug: field.slug,
    fieldType: field.fieldType,
    description: field.description ?? '',
    sortOrder: String(field.sortOrder),
    validation: {
      allowNullValues: field.validation.allowNullValues,
      minLength: text(field.validation.minLength),
      maxLength: text(field.validation.maxLength),
      regex: field.validation.regex ?? '',
      minValue: text(field.validation.minValue),
      maxValue: text(field.validation.maxValue),
    },
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
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The edit dialog reads the field by id, so it opens on the rules stored now.
  const byId = useCustomApiFieldQuery({
    variables: { customApiId: customApi.id, id: editingId ?? '' },
    skip: editingId === null,
    fetchPolicy: 'network-only',
  });
  const editing = byId.dataState === 'complete' ? (byId.data.customApi?.field ?? null) : null;
  const [removing, setRemoving] = useState<CustomFieldRowFragment | null>(null);
  const [createField] = useCreateCustomFieldMutation(REFETCH);
  const [updateField] = useUpdateCustomFieldMutation(REFETCH);
  const [deleteField] = useDeleteCustomFieldMutation(REFETCH);
  const fields = sortedFields(customApi.fields.items);
  const visibleFields = useWithoutPendingRemovals(fields, (field) => field.id);

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
      then: () => setAdding(false),
    });
  };

  const update = async (
    field: CustomFieldRowFragment,
    values: FieldFormValues,
  ): Promise<MutationFormResult<FieldFormValues>> => {
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
      then: () => setEditingId(null),
    });
  };

  const remove = (field: CustomFieldRowFragment) => {
    setRemoving(null);
    void deleteAfterUndoWindow({
      key: field.id,
      message: `Field ${field.name} deleted`,
      remove: async () =>
        (await deleteField({ variables: { customApiId: customApi.id, id: field.id } })).data
          ?.deleteCustomField.userErrors,
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
    {
      id: 'actions',
      header: 'Actions',
      cell: (field) => (
        <>
          <Button
            variant="minimal"
            icon={<EditIcon />}
            aria-label={`Edit field ${field.name}`}
            onClick={() => setEditingId(field.id)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={`Delete field ${field.name}`}
            onClick={() => setRemoving(field)}
          />
        </>
      ),
    },
  ];

  return (
    <section className="custom-api-section">
      <div className="custom-api-section__header">
        <H3>Fields</H3>
        <Button icon={<AddIcon />} text="Add field" onClick={() => setAdding(true)} />
      </div>
      <ResourceTable
        label="Fields"
        columns={columns}
        rows={visibleFields}
        rowKey={(field) => field.id}
        emptyState={<NonIdealState title="No fields yet" description="Entries hold one value per field." />}
      />
      {adding && (
        <FieldFormDialog
          title="Add field"
          submitText="Add field"
          existing={false}
          defaultValues={EMPTY_FIELD}
          onSubmit={create}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <FieldFormDialog
          title={`Edit field ${editing.name}`}
          submitText="Save field"
          existing
          defaultValues={fieldFormValues(editing)}
          onSubmit={(values) => update(editing, values)}
          onClose={() => setEditingId(null)}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        confirmText="Delete"
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        Delete field {removing?.name}? Every entry loses its value.
      </ConfirmDialog>
    </section>
  );
}

function EntriesSection({ customApi, loading }: { customApi: CustomApi; loading: boolean }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomApiEntryRowFragment | null>(null);
  const [removing, setRemoving] = useState<CustomApiEntryRowFragment | null>(null);
  const [createEntry] = useCreateCustomApiEntryMutation(REFETCH);
  const [updateEntry] = useUpdateCustomApiEntryMutation(REFETCH);
  const [deleteEntry] = useDeleteCustomApiEntryMutation(REFETCH);
  const visibleEntries = useWithoutPendingRemovals(customApi.entries.items, (entry) => entry.id);
  const fields = sortedFields(customApi.fields.items);
  const valuesOf = (entry: CustomApiEntryRowFragment) =>
    typeof entry.values === 'object' && entry.values !== null
      ? (entry.values as Record<string, unknown>)
      : {};

  const create = async (values: Record<string, unknown>) => {
    const { data } = await createEntry({ variables: { customApiId: customApi.id, values } });
    return payloadResult(data?.createCustomApiEntry, {
      success: 'Entry added',
      then: () => setAdding(false),
    });
  };

  const update = async (entry: CustomApiEntryRowFragment, values: Record<string, unknown>) => {
    const { data } = await updateEntry({ variables: { customApiId: customApi.id, id: entry.id, values } });
    return payloadResult(data?.updateCustomApiEntry, {
      success: 'Entry saved',
      then: () => setEditing(null),
    });
  };

  const remove = (entry: CustomApiEntryRowFragment) => {
    setRemoving(null);
    void deleteAfterUndoWindow({
      key: entry.id,
      message: 'Entry deleted',
      remove: async () =>
        (await deleteEntry({ variables: { customApiId: customApi.id, id: entry.id } })).data
          ?.deleteCustomApiEntry.userErrors,
    });
  };

  const columns: ResourceColumn<CustomApiEntryRowFragment>[] = [
    ...fields.slice(0, 5).map((field) => ({
      id: `field-${field.id}`,
      header: field.name,
      cell: (entry: CustomApiEntryRowFragment) => displayValue(valuesOf(entry)[field.slug]),
    })),
    { id: 'updatedAt', header: 'Updated', cell: (entry) => formatDateTime(entry.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (entry) => (
        <>
          <Button
            variant="minimal"
            icon={<EditIcon />}
            aria-label="Edit entry"
            onClick={() => setEditing(entry)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label="Delete entry"
            onClick={() => setRemoving(entry)}
          />
        </>
      ),
    },
  ];

  return (
    <section className="custom-api-section">
      <div className="custom-api-section__header">
        <H3>Entries</H3>
        <Button
          icon={<AddIcon />}
          text="Add entry"
          disabled={fields.length === 0}
          onClick={() => setAdding(true)}
        />
      </div>
      <ResourceTable
        label="Entries"
        columns={columns}
        rows={visibleEntries}
        rowKey={(entry) => entry.id}
        rowHref={(entry) => customApiEntryUrl(customApi.id, entry.id)}
        loading={loading}
        emptyState={
          <NonIdealState
            title="No entries yet"
            description={fields.length === 0 ? 'Add a field first.' : 'Entries you add appear here.'}
          />
        }
      />
      {adding && (
        <EntryFormDialog
          title="Add entry"
          submitText="Add entry"
          fields={fields}
          onSubmit={create}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <EntryFormDialog
          title="Edit entry"
          submitText="Save entry"
          fields={fields}
          initialValues={valuesOf(editing)}
          onSubmit={(values) => update(editing, values)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        confirmText="Delete"
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        Delete this entry?
      </ConfirmDialog>
    </section>
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
