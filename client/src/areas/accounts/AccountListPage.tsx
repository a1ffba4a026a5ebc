import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { OfficeIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { deleteAction } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const listing = useResourceList(ACCOUNT_LIST, {
    hook: useAccountListQuery,
    document: AccountListDocument,
    pick: (all: AccountListQuery) => all.accounts,
  });
  const [deleteAccount] = useDeleteAccountMutation();
  const create = useCreateFlow(useCreateAccountMutation, {
    noun: 'account',
    input: accountCreateInput,
    payload: (data) => data.createAccount,
    record: (payload) => payload.account,
    list: 'accounts',
    url: accountUrl,
    dialog: ({ onSubmit, ...dialog }) => (
      <MutationFormDialog<AccountFormValues>
        {...dialog}
        defaultValues={accountFormValues()}
        fieldNames={ACCOUNT_FORM_FIELDS}
        submit={onSubmit}
      >
        {(form) => (
          <>
            <AccountFields form={form} />
            <ParentAccountPicker form={form} />
          </>
        )}
      </MutationFormDialog>
    ),
  });

  return (
    <ListPage
      title="Accounts"
      noun={['account', 'accounts']}
      create={create}
      actions={<Link to={accountTagsUrl()}>Account tags</Link>}
      list={listing}
      empty={{ icon: OfficeIcon, description: 'Business accounts you add appear here.' }}
      bulk={{
        actions: [
          deleteAction<AccountListItemFragment>(
            async (account) => (await deleteAccount({ variables: { id: account.id } })).data?.deleteAccount,
          ),
        ],
        onChanged: listing.refetch,
      }}
      table={{ columns: COLUMNS, rowUrl: accountUrl }}
    />
  );
}
