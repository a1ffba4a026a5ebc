import { PeopleIcon } from '@blueprintjs/icons';
import { useSearchParams } from 'react-router';
import { TableSection } from '../../../components/detail/TableSection';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { useOpenCreated } from '../../../components/form/useOpenCreated';
import { parseListParams, writeListParams, type PageSize } from '../../../components/list/listParams';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import { useUrlDialog } from '../../../components/useUrlDialog';
import {
  useCreateRealmUserMutation,
  useRealmUsersQuery,
  type RealmUserRowFragment,
} from '../../../graphql/generated';
import { completeData, latestData } from '../../../graphql/queryData';
import { realmUserUrl } from '../urls';
import { REALM_USER_FIELDS, RealmUserFields, type RealmUserFormValues } from './RealmUserFields';
import { formatDateTime } from '../../../format/dates';

const PAGING = { filterKeys: [], sortFields: [] } as const;

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
  const data = completeData(result);
  const page = latestData(result)?.realm?.users;
  const openCreated = useOpenCreated();
  const [createUser] = useCreateRealmUserMutation({
    refetchQueries: ['RealmUsers'],
    awaitRefetchQueries: true,
  });
  const setPage = (changes: { pageSize?: PageSize; offset?: number }) =>
    setSearchParams((previous) => writeListParams(changes, previous));

  const create = async (values: RealmUserFormValues) => {
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
    <TableSection
      id="realm-users"
      title="Users"
      add={{ text: 'Add user', onClick: addDialog.open }}
      loadError={{ title: 'Could not load users', error: result.error }}
      table={{
        columns: COLUMNS,
        rows: result.error && !data ? [] : page?.items,
        rowKey: (user) => user.id,
        rowHref: (user) => realmUserUrl(realmId, user.id),
        loading: result.loading,
      }}
      empty={{
        icon: PeopleIcon,
        title: 'No users yet',
        description: 'Users appear here once they sign up or are added.',
      }}
      pager={{
        offset,
        pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: (next) => setPage({ offset: next }),
        onPageSizeChange: (next) => setPage({ pageSize: next, offset: 0 }),
        disabled: result.loading,
      }}
    >
      {addDialog.isOpen && <AddUserDialog onSubmit={create} onClose={addDialog.close} />}
    </TableSection>
  );
}

function AddUserDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: RealmUserFormValues) => Promise<{ userErrors: readonly { message: string }[] }>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<RealmUserFormValues>
      title="Add user"
      submitText="Add user"
      defaultValues={{ name: '', email: '', username: '' }}
      fieldNames={REALM_USER_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => <RealmUserFields form={form} />}
    </MutationFormDialog>
  );
}
