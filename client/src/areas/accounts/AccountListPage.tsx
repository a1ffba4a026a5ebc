import { NonIdealState, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { OfficeIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import type { FilterField } from '../../components/list/FilterBar';
import { deleteAction } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { listPager } from '../../components/list/listPager';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  AccountListDocument,
  useDeleteAccountMutation,
  type AccountListQuery,
  useAccountListQuery,
  useCreateAccountMutation,
  type AccountFilter,
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

type AccountFilterKey = 'name' | 'legalName';

const LIST_CONFIG: ListParamsConfig<AccountFilterKey, AccountSortField> = {
  filterKeys: ['name', 'legalName'],
  sortFields: ['NAME'],
};

const FILTER_FIELDS: readonly FilterField<AccountFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
  { kind: 'text', key: 'legalName', label: 'Legal name contains' },
];

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
  const { params, setFilters, toggleSort, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const legalName = params.filters.legalName.trim();
  const filter: AccountFilter = {
    ...(name ? { name: { like: name } } : {}),
    ...(legalName ? { legalName: { like: legalName } } : {}),
  };
  const filtered = name !== '' || legalName !== '';
  const variables = {
    filter: filtered ? filter : undefined,
    sort: params.sort ? [params.sort] : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useAccountListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [deleteAccount] = useDeleteAccountMutation();
  const list = usePagedList(result, AccountListDocument, variables, (all: AccountListQuery) => all.accounts);
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
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      bulk={{
        noun: ['account', 'accounts'],
        source: list.source,
        actions: [
          deleteAction<AccountListItemFragment>(
            async (account) => (await deleteAccount({ variables: { id: account.id } })).data?.deleteAccount,
          ),
        ],
        onChanged: () => void result.refetch(),
      }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (account) => account.id,
        rowHref: (account) => accountUrl(account.id),
        loading: list.loading,
        sort: params.sort,
        onSortChange: toggleSort,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(OfficeIcon)}
            title={filtered ? 'No accounts match these filters' : 'No accounts yet'}
            description={filtered ? 'Try other filters.' : 'Business accounts you add appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
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
