import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { OfficeIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { deleteAction } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  AccountListDocument,
  useDeleteAccountMutation,
  type AccountListQuery,
  useAccountListQuery,
  useCreateAccountMutation,
  type AccountListItemFragment,
  type AccountSortField,
} from '../../graphql/generated';
import '../customers/customers.css';
import { AccountFields } from './AccountFields';
import {
  ACCOUNT_FORM_FIELDS,
  accountCreateInput,
  accountFormValues,
  type AccountFormValues,
} from './accountForm';
import { ParentAccountPicker } from './ParentAccountPicker';
import { accountTagsUrl, accountUrl } from './urls';
import { formatDateTime } from '../../format/dates';

const ACCOUNT_LIST = defineList('accounts', {
  filters: { name: { label: 'Name contains' }, legalName: { label: 'Legal name contains' } },
  sortFields: ['NAME'],
});

const COLUMNS: readonly ResourceColumn<AccountListItemFragment, AccountSortField>[] = [
  { id: 'name', header: 'Name', sortField: 'NAME', cell: (account) => account.name },
  { id: 'legalName', header: 'Legal name', cell: (account) => account.legalName ?? '' },
  { id: 'parent', header: 'Parent account', cell: (account) => account.parent?.name ?? '' },
  {
    id: 'tags',
    header: 'Tags',
    cell: (account) => (
      <span className="account-tags">
        {account.tags.map((tag) => (
          <Tag key={tag.id} minimal>
            {tag.name}
          </Tag>
        ))}
      </span>
    ),
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (account) => formatDateTime(account.updatedAt),
  },
];

export function AccountListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const listing = useResourceList(ACCOUNT_LIST, {
    hook: useAccountListQuery,
    document: AccountListDocument,
    pick: (all: AccountListQuery) => all.accounts,
  });
  const [deleteAccount] = useDeleteAccountMutation();
  const [createAccount] = useCreateAccountMutation({
    update: (cache, { data: created }) => {
      if (created?.createAccount.account) cache.evict({ id: 'ROOT_QUERY', fieldName: 'accounts' });
    },
  });

  const create = async (values: AccountFormValues) => {
    const { data: created } = await createAccount({ variables: { input: accountCreateInput(values) } });
    const payload = created?.createAccount;
    return openCreated(payload, payload?.account, { message: 'Account created', url: accountUrl });
  };

  return (
    <ListPage
      title="Accounts"
      add={{ text: 'Add account', onClick: createDialog.open }}
      actions={<Link to={accountTagsUrl()}>Account tags</Link>}
      list={listing}
      empty={{ icon: OfficeIcon, plural: 'accounts', description: 'Business accounts you add appear here.' }}
      bulk={{
        noun: ['account', 'accounts'],
        source: listing.list.source,
        actions: [
          deleteAction<AccountListItemFragment>(
            async (account) => (await deleteAccount({ variables: { id: account.id } })).data?.deleteAccount,
          ),
        ],
        onChanged: listing.refetch,
      }}
      table={{
        columns: COLUMNS,
        rowKey: (account) => account.id,
        rowHref: (account) => accountUrl(account.id),
      }}
    >
      {createDialog.isOpen && (
        <MutationFormDialog<AccountFormValues>
          title="Add account"
          submitText="Create account"
          defaultValues={accountFormValues()}
          fieldNames={ACCOUNT_FORM_FIELDS}
          submit={create}
          onClose={createDialog.close}
        >
          {(form) => (
            <>
              <AccountFields form={form} />
              <ParentAccountPicker form={form} />
            </>
          )}
        </MutationFormDialog>
      )}
    </ListPage>
  );
}
