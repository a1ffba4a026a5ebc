import { PeopleIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { TextField } from '../../components/form/TextField';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { ListPage } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/RowActions';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { formatDateTime } from '../../format/dates';
import {
  SubscriberListDocument,
  type SubscriberListQuery,
  useCreateSubscriberMutation,
  useSubscriberListQuery,
  useUpdateSubscriberMutation,
  type SubscriberRowFragment,
} from '../../graphql/generated';
import { SubscriptionAccountField } from './SubscriptionAccountField';

export interface SubscriberValues {
  accountId: string;
  name: string;
  email: string;
}

/** Adds a subscriber (with the account chosen) or edits one (name and email only). */
function SubscriberDialog({
  subscriber,
  onSubmit,
  onClose,
}: {
  subscriber?: SubscriberRowFragment;
  onSubmit: (values: SubscriberValues) => Promise<MutationFormResult<SubscriberValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<SubscriberValues>
      title={subscriber ? 'Edit subscriber' : 'Add subscriber'}
      submitText={subscriber ? 'Save subscriber' : 'Create subscriber'}
      defaultValues={{
        accountId: subscriber?.accountId ?? '',
        name: subscriber?.name ?? '',
        email: subscriber?.email ?? '',
      }}
      fieldNames={['accountId', 'name', 'email']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          {!subscriber && <SubscriptionAccountField form={form} name="accountId" id="subscriber-account" />}
          <TextField form={form} name="name" id="subscriber-name" label="Name" />
          <TextField form={form} name="email" id="subscriber-email" label="Email" />
        </>
      )}
    </MutationFormDialog>
  );
}

/** Subscribers: whom each account's invoices are addressed to. */
export function SubscriberListPage() {
  const editDialog = useUrlItemDialog('edit-subscriber', 'subscriber');
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useSubscriberListQuery,
    document: SubscriberListDocument,
    pick: (all: SubscriberListQuery) => all.subscribers,
  });
  const create = useCreateFlow(useCreateSubscriberMutation, {
    noun: 'subscriber',
    dialogName: 'create-subscriber',
    input: (values: SubscriberValues) => ({
      accountId: values.accountId,
      name: values.name.trim(),
      email: values.email.trim(),
    }),
    payload: (data) => data.createSubscriber,
    record: (payload) => payload.subscriber,
    list: 'subscribers',
    dialog: ({ onSubmit, onClose }) => <SubscriberDialog onSubmit={onSubmit} onClose={onClose} />,
  });
  const [updateSubscriber] = useUpdateSubscriberMutation();
  const editing = listing.list.page?.items.find((subscriber) => subscriber.id === editDialog.itemId);

  const save = (id: string) => async (values: SubscriberValues) => {
    const { data: updated } = await updateSubscriber({
      variables: { id, input: { name: values.name.trim(), email: values.email.trim() } },
    });
    return payloadResult(updated?.updateSubscriber, {
      success: 'Subscriber saved',
      saved: (payload) => payload.subscriber,
      then: editDialog.close,
    });
  };

  return (
    <ListPage
      title="Subscribers"
      noun={['subscriber', 'subscribers']}
      create={create}
      list={listing}
      empty={{ icon: PeopleIcon, description: 'Subscribing an account adds its subscriber.' }}
      table={{
        columns: [
          { id: 'name', header: 'Name', cell: (subscriber) => subscriber.name },
          { id: 'email', header: 'Email', cell: (subscriber) => subscriber.email },
          { id: 'created', header: 'Created', cell: (subscriber) => formatDateTime(subscriber.createdAt) },
          {
            id: 'edit',
            header: 'Actions',
            cell: (subscriber) => (
              <RowActions what={subscriber.name} onEdit={() => editDialog.open(subscriber.id)} />
            ),
          },
        ],
      }}
    >
      {editing && (
        <SubscriberDialog
          key={editing.id}
          subscriber={editing}
          onSubmit={save(editing.id)}
          onClose={editDialog.close}
        />
      )}
    </ListPage>
  );
}
