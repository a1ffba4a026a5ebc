import { useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { FactsTable } from '../../components/detail/FactsTable';
import { DetailPage } from '../../components/detail/DetailPage';
import type { DetailEdit } from '../../components/detail/useDetailEdit';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { payloadResult } from '../../components/form/useMutationForm';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCustomApiEntryDetailsQuery,
  useDeleteCustomApiEntryMutation,
  useUpdateCustomApiEntryMutation,
  type CustomApiEntryDetailsQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { EntryFormDialog } from './components/EntryFormDialog';
import { displayValue, entryValues, sortedFields } from './entryForm';
import { customApiUrl } from './urls';
import './custom-apis.css';
import { formatDateTime } from '../../format/dates';

type LoadedApi = NonNullable<CustomApiEntryDetailsQuery['customApi']>;
type Entry = NonNullable<LoadedApi['entry']>;

/** `/custom-apis/:id/entries/:entryId`: one entry read by id, with its values, edit and delete. */
export function CustomApiEntryPage() {
  const { id: customApiId = '', entryId = '' } = useParams();
  const result = useCustomApiEntryDetailsQuery({
    variables: { customApiId, id: entryId },
    fetchPolicy: 'cache-and-network',
  });
  const customApi = completeData(result)?.customApi;
  const back = { to: customApiUrl(customApiId), label: customApi?.name ?? 'Custom API' };
  return (
    <DetailPage
      noun="entry"
      back={back}
      query={result}
      entity={customApi?.entry}
      notFound={{ description: 'It may have been deleted, or belong to another Custom API.' }}
    >
      {(entry) => customApi && <EntryView key={entry.id} customApi={customApi} entry={entry} back={back} />}
    </DetailPage>
  );
}

function EntryView({
  customApi,
  entry,
  back,
}: {
  customApi: LoadedApi;
  entry: Entry;
  back: { to: string; label: string };
}) {
  const editDialog = useUrlDialog('edit-entry');
  const [updateEntry] = useUpdateCustomApiEntryMutation({
    refetchQueries: ['CustomApiEntryDetails'],
    awaitRefetchQueries: true,
  });
  const [deleteEntry] = useDeleteCustomApiEntryMutation();
  const fields = sortedFields(customApi.fields.items);
  const values = entryValues(entry);

  const remove = useDetailRemove({
    noun: 'entry',
    dialog: 'delete-entry',
    back,
    entity: entry,
    rootFields: [],
    question: `Delete this entry of ${customApi.name}?`,
    remove: async () =>
      (await deleteEntry({ variables: { customApiId: customApi.id, id: entry.id } })).data
        ?.deleteCustomApiEntry.userErrors,
  });

  const update = async (changes: Record<string, unknown>) => {
    const { data } = await updateEntry({
      variables: { customApiId: customApi.id, id: entry.id, values: changes },
    });
    return payloadResult(data?.updateCustomApiEntry, {
      success: 'Entry saved',
      saved: (payload) => payload.entry,
      then: editDialog.close,
    });
  };

  // The entry's form is built from the API's fields, so the page renders its own dialog.
  const edit: DetailEdit = {
    ...editDialog,
    dialog: editDialog.isOpen && (
      <EntryFormDialog
        title="Edit entry"
        submitText="Save entry"
        fields={fields}
        initialValues={values}
        onSubmit={update}
        onClose={editDialog.close}
      />
    ),
  };

  return (
    <DetailLayout
      title={`Entry ${entry.id}`}
      back={back}
      edit={fields.length > 0 ? edit : undefined}
      editText="Edit entry"
      remove={remove}
    >
      <FactsTable
        label="Entry values"
        rows={[
          ...fields.map((field) => [field.name, displayValue(values[field.slug])] as const),
          ['Version', entry.resourceVersion ?? '—'],
          ['Created', formatDateTime(entry.createdAt)],
          ['Updated', formatDateTime(entry.updatedAt)],
        ]}
      />
    </DetailLayout>
  );
}
