import { Button, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { EditIcon, PeopleIcon } from '@blueprintjs/icons';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import {
  payloadResult,
  useMutationForm,
  type MutationFormResult,
} from '../../components/form/useMutationForm';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { formatDateTime } from '../../format/dates';
import {
  SubscriberListDocument,
  type SubscriberListQuery,
  useCreateSubscriberMutation,
  useSubscriberListQuery,
  useSubscriptionAccountOptionsQuery,
  useUpdateSubscriberMutation,
  type SubscriberRowFragment,
} from '../../graphql/generated';

const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

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
  const accounts = useSubscriptionAccountOptionsQuery({ skip: subscriber !== undefined });
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<SubscriberValues>({
    defaultValues: {
      accountId: subscriber?.accountId ?? '',
      name: subscriber?.name ?? '',
      email: subscriber?.email ?? '',
    },
    fieldNames: ['accountId', 'name', 'email'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title={subscriber ? 'Edit subscriber' : 'Add subscriber'}
      submitText={subscriber ? 'Save subscriber' : 'Create subscriber'}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      {!subscriber && (
        <FormField id="subscriber-account" label="Account" error={fieldErrorMessage(errors.accountId)}>
          <HTMLSelect
            id="subscriber-account"
            {...form.register('accountId', { validate: (value) => value !== '' || 'Choose an account' })}
          >
            <option value="">Choose an account…</option>
            {(accounts.dataState === 'complete' ? accounts.data.accounts.items : []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
      )}
      <FormField id="subscriber-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup {...blueprintField(form, 'name', 'subscriber-name')} />
      </FormField>
      <FormField id="subscriber-email" label="Email" error={fieldErrorMessage(errors.email)}>
        <InputGroup {...blueprintField(form, 'email', 'subscriber-email')} />
      </FormField>
    </FormDialog>
  );
}

/** Subscribers: whom each account's invoices are addressed to. */
export function SubscriberListPage() {
  const addDialog = useUrlDialog('create-subscriber');
  const editDialog = useUrlItemDialog('edit-subscriber', 'subscriber');
  const { params, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const variables = { page: { limit: params.pageSize, offset: params.offset } };
  const result = useSubscriberListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    SubscriberListDocument,
    variables,
    (all: SubscriberListQuery) => all.subscribers,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.subscribers;
  const [createSubscriber] = useCreateSubscriberMutation({ refetchQueries: ['SubscriberList'] });
  const [updateSubscriber] = useUpdateSubscriberMutation();
  const editing = page?.items.find((subscriber) => subscriber.id === editDialog.itemId);

  const add = async (values: SubscriberValues) => {
    const { data: created } = await createSubscriber({
      variables: {
        input: { accountId: values.accountId, name: values.name.trim(), email: values.email.trim() },
      },
    });
    return payloadResult(created?.createSubscriber, {
      success: 'Subscriber created',
      saved: (payload) => payload.subscriber,
      then: addDialog.close,
    });
  };

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
      add={{ text: 'Add subscriber', onClick: addDialog.open }}
      error={error}
      bulk={{ noun: ['subscriber', 'subscribers'], source }}
      table={{
        columns: [
          { id: 'name', header: 'Name', cell: (subscriber) => subscriber.name },
          { id: 'email', header: 'Email', cell: (subscriber) => subscriber.email },
          { id: 'created', header: 'Created', cell: (subscriber) => formatDateTime(subscriber.createdAt) },
          {
            id: 'edit',
            header: 'Actions',
            cell: (subscriber) => (
              <Button
                variant="minimal"
                icon={<EditIcon />}
                aria-label={`Edit ${subscriber.name}`}
                onClick={() => editDialog.open(subscriber.id)}
              />
            ),
          },
        ],
        rows: error && !data ? [] : page?.items,
        rowKey: (subscriber) => subscriber.id,
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(PeopleIcon)}
            title="No subscribers yet"
            description="Subscribing an account adds its subscriber."
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: loading,
      }}
    >
      {addDialog.isOpen && <SubscriberDialog onSubmit={add} onClose={addDialog.close} />}
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
