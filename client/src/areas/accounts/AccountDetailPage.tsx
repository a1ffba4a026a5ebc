import { Text } from '@blueprintjs/core';
import { Link, useParams } from 'react-router';
import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { useMutationForm, payloadResult } from '../../components/form/useMutationForm';
import {
  useAccountAddressesQuery,
  useAccountDetailsQuery,
  useCreateAccountAddressMutation,
  useDeleteAccountAddressMutation,
  useDeleteAccountMutation,
  useUpdateAccountAddressMutation,
  useUpdateAccountMutation,
  type AccountListItemFragment,
} from '../../graphql/generated';
import { AddressBook } from '../customers/exports';
import { ShopperOrders } from '../orders/exports';
import '../customers/customers.css';
import { AccountFields } from './AccountFields';
import {
  ACCOUNT_FORM_FIELDS,
  accountFormValues,
  accountUpdateInput,
  type AccountFormValues,
} from './accountForm';
import { MembersSection } from './components/MembersSection';
import { TagsSection } from './components/TagsSection';
import { accountListUrl, accountUrl } from './urls';

const BACK_TO_LIST = { to: accountListUrl(), label: 'Accounts' };
const REFETCH_ADDRESSES = { refetchQueries: ['AccountAddresses'], awaitRefetchQueries: true };

/** `/accounts/:id`: the account's fields, parent, tags, addresses, members and orders. */
export function AccountDetailPage() {
  const { id = '' } = useParams();
  const result = useAccountDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="account"
      back={BACK_TO_LIST}
      query={result}
      entity={result.dataState === 'complete' ? result.data.account : undefined}
    >
      {(account) => <AccountEditor key={account.id} account={account} />}
    </DetailPage>
  );
}

function AccountEditor({ account }: { account: AccountListItemFragment }) {
  const accountId = account.id;
  const [updateAccount] = useUpdateAccountMutation();
  const [deleteAccount] = useDeleteAccountMutation();

  const mutationForm = useMutationForm<AccountFormValues>({
    defaultValues: accountFormValues(account),
    fieldNames: ACCOUNT_FORM_FIELDS,
    submit: async (values) => {
      const input = accountUpdateInput(account, values);
      if (Object.keys(input).length === 0) return { userErrors: [], savedValues: values };
      const { data } = await updateAccount({ variables: { id: accountId, input } });
      return payloadResult(data?.updateAccount, {
        success: 'Account saved',
        saved: (payload) => payload.account,
        savedValues: accountFormValues,
      });
    },
  });

  const addresses = useAccountAddressesQuery({
    variables: { id: accountId },
    fetchPolicy: 'cache-and-network',
  });
  const [createAddress] = useCreateAccountAddressMutation(REFETCH_ADDRESSES);
  const [updateAddress] = useUpdateAccountAddressMutation(REFETCH_ADDRESSES);
  const [deleteAddress] = useDeleteAccountAddressMutation(REFETCH_ADDRESSES);

  const remove = useDetailDelete({
    dialog: 'delete-account',
    success: 'Account deleted',
    listUrl: accountListUrl(),
    entity: { __typename: 'Account', id: accountId },
    rootFields: ['accounts'],
    remove: async () =>
      (await deleteAccount({ variables: { id: accountId } })).data?.deleteAccount.userErrors,
  });

  return (
    <DetailLayout
      title={account.name}
      back={BACK_TO_LIST}
      remove={{
        state: remove,
        text: 'Delete account',
        question: `Delete account ${account.name} with its addresses and memberships?`,
      }}
    >
      {account.parent && (
        <Text>
          Sub-account of <Link to={accountUrl(account.parent.id)}>{account.parent.name}</Link>
        </Text>
      )}
      <DetailForm
        mutationForm={mutationForm}
        label="Account details"
        submitText="Save account"
        className="detail-fields detail-section"
      >
        <AccountFields form={mutationForm.form} />
      </DetailForm>
      <TagsSection account={account} />
      <MembersSection accountId={accountId} />
      <AddressBook
        addresses={addresses.dataState === 'complete' ? addresses.data.account?.addresses : undefined}
        loading={addresses.loading}
        error={addresses.error}
        create={async (input) =>
          (await createAddress({ variables: { accountId, input } })).data?.createAccountAddress
        }
        update={async (id, input) =>
          (await updateAddress({ variables: { accountId, id, input } })).data?.updateAccountAddress
        }
        remove={async (id) =>
          (await deleteAddress({ variables: { accountId, id } })).data?.deleteAccountAddress
        }
      />
      <ShopperOrders owner={{ accountId }} />
    </DetailLayout>
  );
}
