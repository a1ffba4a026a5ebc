import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { EditIcon, KeyIcon, TrashIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { useRowDelete } from '../../components/detail/useRowDelete';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  ApplicationKeyListDocument,
  type ApplicationKeyListQuery,
  useApplicationKeyListQuery,
  useCreateApplicationKeyMutation,
  useDeleteApplicationKeyMutation,
  useUpdateApplicationKeyMutation,
  type ApplicationKeyRowFragment,
} from '../../graphql/generated';
import { latestData } from '../../graphql/queryData';
import {
  ApplicationKeyFormDialog,
  type ApplicationKeyFormValues,
} from './components/ApplicationKeyFormDialog';
import { SecretDialog } from './components/SecretDialog';
import { requirePayload } from '../../components/form/useMutationForm';
import { formatDateTime } from '../../format/dates';

const keyInput = (values: ApplicationKeyFormValues) => ({
  name: values.name.trim(),
  reservedRateLimit: Number.parseInt(values.reservedRateLimit.trim(), 10),
});

/** Application keys: create (the secret shown once), rename, delete with confirmation. */
export function ApplicationKeyListPage() {
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useApplicationKeyListQuery,
    document: ApplicationKeyListDocument,
    pick: (all: ApplicationKeyListQuery) => all.applicationKeys,
  });
  const { query } = listing;
  const reserved = latestData(query)?.applicationKeys.totalReservedRateLimit;
  const [created, setCreated] = useState<{ name: string; clientId: string; clientSecret: string } | null>(
    null,
  );
  const create = useCreateFlow(useCreateApplicationKeyMutation, {
    noun: 'application key',
    texts: { submit: 'Create key' },
    input: keyInput,
    payload: (data) => data.createApplicationKey,
    record: (payload) => payload.applicationKey,
    list: 'applicationKeys',
    // The secret is shown once, in its own dialog.
    onCreated: (key, { clientSecret }) =>
      setCreated({ name: key.name, clientId: key.clientId, clientSecret: clientSecret ?? '' }),
    dialog: (dialog) => (
      <ApplicationKeyFormDialog {...dialog} defaultValues={{ name: '', reservedRateLimit: '0' }} />
    ),
  });
  const [updateKey] = useUpdateApplicationKeyMutation();
  const [deleteKey] = useDeleteApplicationKeyMutation({
    update: (cache, { data: deleted }) => {
      if (deleted?.deleteApplicationKey.deletedId)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'applicationKeys' });
    },
  });
  const [renaming, setRenaming] = useState<ApplicationKeyRowFragment | null>(null);
  const rowDelete = useRowDelete({
    dialog: 'delete-application-key',
    itemKey: 'key',
    rows: listing.list.page?.items,
    question: (key) => `Delete application key ${key.name}? Programs using it can no longer sign in.`,
    message: (key) => `Application key ${key.name} deleted`,
    remove: async (key) =>
      (await deleteKey({ variables: { id: key.id } })).data?.deleteApplicationKey.userErrors,
  });

  const rename = async (key: ApplicationKeyRowFragment, values: ApplicationKeyFormValues) => {
    const { data: answer } = await updateKey({ variables: { id: key.id, input: keyInput(values) } });
    const payload = requirePayload(answer?.updateApplicationKey);
    if (payload.userErrors.length === 0) {
      showToast('Application key saved');
      setRenaming(null);
    }
    return { userErrors: payload.userErrors };
  };

  const columns: readonly ResourceColumn<ApplicationKeyRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (key) => key.name },
    { id: 'clientId', header: 'Client id', cell: (key) => <code>{key.clientId}</code> },
    { id: 'rate', header: 'Reserved rate limit', cell: (key) => `${key.reservedRateLimit}/s` },
    { id: 'createdAt', header: 'Created', cell: (key) => formatDateTime(key.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (key) => (
        <>
          <Button
            variant="minimal"
            icon={<EditIcon />}
            aria-label={`Rename ${key.name}`}
            onClick={() => setRenaming(key)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={`Delete ${key.name}`}
            onClick={() => rowDelete.ask(key.id)}
          />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title="Application keys"
      noun={['application key', 'application keys']}
      create={create}
      actions={
        reserved != null ? (
          <span className="application-keys__reserved">Reserved in total: {reserved}/s</span>
        ) : undefined
      }
      list={listing}
      empty={{ icon: KeyIcon, description: "Keys let your programs use the store's API." }}
      table={{ columns }}
    >
      {created && (
        <SecretDialog
          keyName={created.name}
          clientId={created.clientId}
          clientSecret={created.clientSecret}
          onClose={() => setCreated(null)}
        />
      )}
      {renaming && (
        <ApplicationKeyFormDialog
          title={`Edit ${renaming.name}`}
          submitText="Save key"
          defaultValues={{ name: renaming.name, reservedRateLimit: String(renaming.reservedRateLimit) }}
          onSubmit={(values) => rename(renaming, values)}
          onClose={() => setRenaming(null)}
        />
      )}
      {rowDelete.confirmDialog}
    </ListPage>
  );
}
