import { Button, Callout, H3, InputGroup, NonIdealState } from '@blueprintjs/core';
import { AddIcon, PeopleIcon } from '@blueprintjs/icons';
import { useSearchParams } from 'react-router';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm } from '../../../components/form/useMutationForm';
import { useOpenCreated } from '../../../components/form/useOpenCreated';
import { parseListParams, writeListParams, type PageSize } from '../../../components/list/listParams';
import { Pager } from '../../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useCreateRealmUserMutation,
  useRealmUsersQuery,
  type RealmUserRowFragment,
} from '../../../graphql/generated';
import { realmUserUrl } from '../urls';
import { formatDateTime } from '../../../format/dates';

interface UserFormValues {
  name: string;
  email: string;
  username: string;
}

const PAGING = { filterKeys: [], sortFields: [] } as const;

/** The provider requires a username on every user write, so the forms ask for one. */
export const USERNAME_RULES = {
  validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || 'Username is required',
};

const COLUMNS: readonly ResourceColumn<RealmUserRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (user) => user.name ?? '' },
  { id: 'email', header: 'Email', cell: (user) => user.email ?? '' },
  { id: 'username', header: 'Username', cell: (user) => user.username ?? '' },
  {
    id: 'createdAt',
    header: 'Created',
    cell: (user) => formatDateTime(user.createdAt),
  },
];

/** The realm's users, paged in the URL (`?limit=&offset=`), with an "Add user" dialog. */
export function UsersSection({ realmId }: { realmId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pageSize, offset } = parseListParams<never, never>(searchParams, PAGING);
  const addDialog = useUrlDialog('add-user');
  const result = useRealmUsersQuery({
    variables: { id: realmId, page: { limit: pageSize, offset } },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.realm?.users;
  const openCreated = useOpenCreated();
  const [createUser] = useCreateRealmUserMutation({
    refetchQueries: ['RealmUsers'],
    awaitRefetchQueries: true,
  });
  const setPage = (changes: { pageSize?: PageSize; offset?: number }) =>
    setSearchParams((previous) => writeListParams(changes, previous));

  const create = async (values: UserFormValues) => {
    const optional = (value: string) => value.trim() || undefined;
    const input = {
      name: optional(values.name),
      email: optional(values.email),
      username: values.username.trim(),
    };
    const { data: created } = await createUser({ variables: { realmId, input } });
    // Like every "Add ..." dialog: the new user's page opens (their credentials are added there).
    return openCreated(created?.createUserAuthenticationInfo, created?.createUserAuthenticationInfo.user, {
      message: 'User added',
      url: (id) => realmUserUrl(realmId, id),
    });
  };

  return (
    <section aria-labelledby="realm-users-heading" className="detail-section">
      <div className="detail-section__header">
        <H3 id="realm-users-heading">Users</H3>
        <Button icon={<AddIcon />} text="Add user" onClick={addDialog.open} />
      </div>
      {result.error && (
        <Callout intent="danger" title="Could not load users" className="list-error" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      <ResourceTable
        label="Users"
        columns={COLUMNS}
        rows={result.error && !data ? [] : page?.items}
        rowKey={(user) => user.id}
        rowHref={(user) => realmUserUrl(realmId, user.id)}
        loading={result.loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(PeopleIcon)}
            title="No users yet"
            description="Users appear here once they sign up or are added."
          />
        }
      />
      <Pager
        offset={offset}
        pageSize={pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={(next) => setPage({ offset: next })}
        onPageSizeChange={(next) => setPage({ pageSize: next, offset: 0 })}
        disabled={result.loading}
      />
      {addDialog.isOpen && <AddUserDialog onSubmit={create} onClose={addDialog.close} />}
    </section>
  );
}

function AddUserDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: UserFormValues) => Promise<{ userErrors: readonly { message: string }[] }>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<UserFormValues>({
    defaultValues: { name: '', email: '', username: '' },
    fieldNames: ['name', 'email', 'username'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Add user"
      submitText="Add user"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="realm-user-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup {...blueprintField(form, 'name', 'realm-user-name')} />
      </FormField>
      <FormField id="realm-user-email" label="Email" error={fieldErrorMessage(errors.email)}>
        <InputGroup {...blueprintField(form, 'email', 'realm-user-email')} type="email" />
      </FormField>
      <FormField id="realm-user-username" label="Username" error={fieldErrorMessage(errors.username)}>
        <InputGroup {...blueprintField(form, 'username', 'realm-user-username', USERNAME_RULES)} />
      </FormField>
    </FormDialog>
  );
}
