import { H3, Tag } from '@blueprintjs/core';
import { ListColumnsIcon, PropertiesIcon } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { DetailPage, type DetailQueryState } from '../../components/detail/DetailPage';
import { PageHeader } from '../../components/PageHeader';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  useCreateFlowEntryMutation,
  useCreateFlowFieldMutation,
  useDeleteFlowEntryMutation,
  useDeleteFlowFieldMutation,
  useFlowDetailQuery,
  useUpdateFlowEntryMutation,
  useUpdateFlowFieldMutation,
  type FlowDetailQuery,
  type FlowEntryRowFragment,
  type FlowFieldRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { LegacyResourceTab } from '../legacy-catalogue/exports';
import '../legacy-catalogue/legacy-catalogue.css';
import {
  FIELD_FORM_FIELDS,
  FIELD_TYPE_LABELS,
  displayValue,
  editableFields,
  entryFieldNames,
  entryFormValues,
  entryValuesInput,
  fieldCreateInput,
  fieldFormValues,
  fieldUpdateInput,
  type EntryFormValues,
  type FieldFormValues,
} from './flowForms';
import { EntryRelationships } from './components/EntryRelationships';
import { EntryValueFields } from './components/EntryValueFields';
import { FieldFormFields } from './components/FlowFormFields';
import { FlowAttributesSection } from './components/FlowAttributesSection';
import { flowFieldUrl, FLOWS_PATH } from './urls';
import { requirePayload } from '../../components/form/useMutationForm';
import { formatDateTime } from '../../format/dates';

const fieldColumns: readonly ResourceColumn<FlowFieldRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (field) => field.name },
  { id: 'slug', header: 'Slug', cell: (field) => field.slug },
  { id: 'type', header: 'Type', cell: (field) => FIELD_TYPE_LABELS[field.fieldType] },
  { id: 'required', header: 'Required', cell: (field) => (field.required ? <Tag>Required</Tag> : 'No') },
  { id: 'enabled', header: 'Enabled', cell: (field) => (field.enabled ? 'Yes' : 'No') },
];

const valueOf = (entry: FlowEntryRowFragment, slug: string): unknown =>
  typeof entry.values === 'object' && entry.values !== null
    ? (entry.values as Record<string, unknown>)[slug]
    : undefined;

const BACK_TO_FLOWS = { to: FLOWS_PATH, label: 'Flows' };

/** One flow: its fields (what every entry holds) and its entries (the custom data). */
export function FlowDetailPage() {
  const { flowId = '' } = useParams();
  // Entries show their first 100; flows used as templates hold a few dozen at most.
  const query = useFlowDetailQuery({
    variables: { id: flowId, entriesPage: { limit: 100 } },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DetailPage noun="flow" back={BACK_TO_FLOWS} query={query} entity={completeData(query)?.flow}>
      {(flow) => <FlowEditor flow={flow} query={query} />}
    </DetailPage>
  );
}

/** The loaded flow; `query` tells its tables when the flow is read again after a change. */
function FlowEditor({
  flow,
  query,
}: {
  flow: NonNullable<FlowDetailQuery['flow']>;
  query: DetailQueryState;
}) {
  // Fields change what every entry shows, so every write reloads the whole flow.
  const refetch = { refetchQueries: ['FlowDetail', 'FlowAttributes'], awaitRefetchQueries: true };
  const [createField] = useCreateFlowFieldMutation(refetch);
  const [updateField] = useUpdateFlowFieldMutation(refetch);
  const [deleteField] = useDeleteFlowFieldMutation(refetch);
  const [createEntry] = useCreateFlowEntryMutation(refetch);
  const [updateEntry] = useUpdateFlowEntryMutation(refetch);
  const [deleteEntry] = useDeleteFlowEntryMutation(refetch);

  const fields = flow.fields;
  const shownFields = editableFields(fields);
  const entryColumns: readonly ResourceColumn<FlowEntryRowFragment>[] = [
    ...fields
      .filter((field) => field.enabled)
      .map((field) => ({
        id: `field-${field.slug}`,
        header: field.name,
        // Relationship fields are edited in place: the dialog holds typed values only.
        cell: (entry: FlowEntryRowFragment) =>
          field.fieldType === 'RELATIONSHIP' ? (
            <EntryRelationships
              flowSlug={flow.slug}
              entryId={entry.id}
              field={field}
              value={valueOf(entry, field.slug)}
            />
          ) : (
            displayValue(valueOf(entry, field.slug))
          ),
      })),
    {
      id: 'updatedAt',
      header: 'Updated',
      cell: (entry) => formatDateTime(entry.updatedAt),
    },
  ];
  // The delete question names an entry by its first text value, the closest thing to a title.
  const describeEntry = (entry: FlowEntryRowFragment) => {
    const titled = shownFields.find((field) => typeof valueOf(entry, field.slug) === 'string');
    return titled ? String(valueOf(entry, titled.slug)) : entry.id;
  };

  return (
    <>
      <PageHeader title={flow.name} back={BACK_TO_FLOWS} />
      {flow.description && <p>{flow.description}</p>}
      <H3>Fields</H3>
      <LegacyResourceTab<FlowFieldRowFragment, FieldFormValues>
        noun="field"
        title="Fields"
        icon={PropertiesIcon}
        rows={fields}
        loading={query.loading}
        error={query.error}
        columns={fieldColumns}
        rowHref={(field) => flowFieldUrl(field.id)}
        describe={(field) => field.name}
        valuesOf={fieldFormValues}
        fieldNames={FIELD_FORM_FIELDS}
        renderFields={(form) => <FieldFormFields form={form} />}
        create={async (values) => {
          const payload = requirePayload(
            (await createField({ variables: { input: fieldCreateInput(flow.id, values) } })).data
              ?.createFlowField,
          );
          return { userErrors: payload.userErrors };
        }}
        update={async (field, values) => {
          const payload = requirePayload(
            (await updateField({ variables: { id: field.id, input: fieldUpdateInput(values) } })).data
              ?.updateFlowField,
          );
          return { userErrors: payload.userErrors };
        }}
        remove={async (field) =>
          (await deleteField({ variables: { id: field.id } })).data?.deleteFlowField.userErrors ?? []
        }
      />
      <FlowAttributesSection flowSlug={flow.slug} />
      <H3>Entries</H3>
      <LegacyResourceTab<FlowEntryRowFragment, EntryFormValues>
        noun="entry"
        title="Entries"
        icon={ListColumnsIcon}
        rows={flow.entries.items}
        loading={query.loading}
        error={query.error}
        columns={entryColumns}
        describe={describeEntry}
        valuesOf={(entry) => entryFormValues(fields, entry?.values)}
        fieldNames={entryFieldNames(fields)}
        renderFields={(form) => <EntryValueFields form={form} fields={fields} />}
        create={async (values) => {
          const payload = requirePayload(
            (
              await createEntry({
                variables: { flowSlug: flow.slug, values: entryValuesInput(fields, values, false) },
              })
            ).data?.createFlowEntry,
          );
          return { userErrors: payload.userErrors };
        }}
        update={async (entry, values) => {
          const payload = requirePayload(
            (
              await updateEntry({
                variables: {
                  flowSlug: flow.slug,
                  id: entry.id,
                  values: entryValuesInput(fields, values, true),
                },
              })
            ).data?.updateFlowEntry,
          );
          return { userErrors: payload.userErrors };
        }}
        remove={async (entry) =>
          (await deleteEntry({ variables: { flowSlug: flow.slug, id: entry.id } })).data?.deleteFlowEntry
            .userErrors ?? []
        }
      />
    </>
  );
}
