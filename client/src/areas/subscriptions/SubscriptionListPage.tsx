import { Tag } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  CustomerSubscriptionListDocument,
  type CustomerSubscriptionListQuery,
  useCustomerSubscriptionListQuery,
  type CustomerSubscriptionRowFragment,
} from '../../graphql/generated';
import { formatDateTime } from '../../format/dates';
import { STATE_INTENT, STATE_LABEL } from './format';
import { subscriptionUrl } from './urls';

const SUBSCRIPTION_LIST = defineList('customerSubscriptions', {
  filters: {
    // The whole address, not a part of it.
    email: { label: 'Subscriber email is', input: 'text', encode: (email) => ({ email: { eq: email } }) },
  },
});

const COLUMNS: readonly ResourceColumn<CustomerSubscriptionRowFragment>[] = [
  { id: 'name', header: 'Subscriber', cell: (row) => row.name },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'offering', header: 'Offering', cell: (row) => row.offeringName ?? '—' },
  { id: 'plan', header: 'Plan', cell: (row) => row.plan?.name ?? '—' },
  {
    id: 'state',
    header: 'State',
    cell: (row) => (
      <Tag minimal intent={STATE_INTENT[row.state]}>
        {STATE_LABEL[row.state]}
      </Tag>
    ),
  },
  { id: 'createdAt', header: 'Created', cell: (row) => formatDateTime(row.createdAt) },
];

export function SubscriptionListPage() {
  const listing = useResourceList(SUBSCRIPTION_LIST, {
    hook: useCustomerSubscriptionListQuery,
    document: CustomerSubscriptionListDocument,
    pick: (all: CustomerSubscriptionListQuery) => all.customerSubscriptions,
  });
  return (
    <ListPage
      title="Subscriptions"
      list={listing}
      noun={['subscription', 'subscriptions']}
      empty={{
        icon: RefreshIcon,
        description: 'Subscribe an account from an offering to see it here.',
        filteredTitle: 'No subscriptions for this email',
        filteredDescription: 'Check the address.',
      }}
      table={{
        columns: COLUMNS,
        rowUrl: subscriptionUrl,
      }}
    />
  );
}
