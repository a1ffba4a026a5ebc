import { Callout, H3, NonIdealState, Text } from '@blueprintjs/core';
import { OfficeIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { formatDateTime } from '../../format/dates';
import {
  useAccountMemberDetailsQuery,
  useAccountMembershipDetailsQuery,
  useRemoveAccountMembershipMutation,
  type AccountMemberDetailsQuery,
  type AccountMembershipDetailsQuery,
  type MemberMembershipRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { MemberSignInTest } from './components/MemberSignInTest';
import { accountListUrl, accountMemberUrl, accountMembershipUrl, accountUrl } from './urls';

type Member = NonNullable<AccountMemberDetailsQuery['accountMember']>;
type MembershipAccount = NonNullable<AccountMembershipDetailsQuery['account']>;

const BACK_TO_ACCOUNTS = { to: accountListUrl(), label: 'Accounts' };

const MEMBERSHIP_COLUMNS: readonly ResourceColumn<MemberMembershipRowFragment>[] = [
  {
    id: 'account',
    header: 'Account',
    cell: (membership) =>
      membership.account ? (
        <Link to={accountUrl(membership.account.id)}>{membership.account.name}</Link>
      ) : (
        `Account ${membership.accountId} (deleted)`
      ),
  },
  { id: 'createdAt', header: 'Member since', cell: (membership) => formatDateTime(membership.createdAt) },
  {
    id: 'membership',
    header: 'Membership',
    cell: (membership) => (
      <Link
        to={accountMembershipUrl(membership.accountId, membership.id)}
        aria-label={`Membership in ${membership.account?.name ?? membership.accountId}`}
      >
        Details
      </Link>
    ),
  },
];

/** `/accounts/members/:id`: an account member, the accounts they belong to, and a sign-in test. */
export function AccountMemberPage() {
  const result = useDetailQuery(useAccountMemberDetailsQuery);
  return (
    <DetailPage
      noun="account member"
      back={BACK_TO_ACCOUNTS}
      query={result}
      entity={completeData(result)?.accountMember}
    >
      {(member) => <MemberView member={member} />}
    </DetailPage>
  );
}

function MemberView({ member }: { member: Member }) {
  const page = member.memberships;
  return (
    <DetailLayout title={member.name} back={BACK_TO_ACCOUNTS}>
      <Text>
        {member.email} · member of the account realm since {formatDateTime(member.createdAt)}
      </Text>
      <section aria-labelledby="member-accounts-heading" className="detail-section">
        <H3 id="member-accounts-heading">Accounts</H3>
        {page.pageInfo.total > page.items.length && (
          <Callout intent="warning" className="list-error">
            Showing the first {page.items.length} of {page.pageInfo.total} memberships.
          </Callout>
        )}
        <ResourceTable
          label="Member's accounts"
          columns={MEMBERSHIP_COLUMNS}
          rows={page.items}
          rowKey={(membership) => membership.id}
          emptyState={
            <NonIdealState
              icon={nonIdealStateIcon(OfficeIcon)}
              title="In no account"
              description="Add the member from an account's Members section."
            />
          }
        />
      </section>
      <MemberSignInTest email={member.email} />
    </DetailLayout>
  );
}

/** `/accounts/:id/memberships/:membershipId`: one member in one account, removable from it. */
export function AccountMembershipPage() {
  const { id = '', membershipId = '' } = useParams();
  const result = useAccountMembershipDetailsQuery({
    variables: { accountId: id, id: membershipId },
    fetchPolicy: 'cache-and-network',
  });
  const account = completeData(result)?.account;
  return (
    <DetailPage
      noun="membership"
      back={{ to: accountUrl(id), label: account?.name ?? 'Account' }}
      query={result}
      entity={account?.membership ? account : account === undefined ? undefined : null}
    >
      {(found) => <MembershipView account={found} />}
    </DetailPage>
  );
}

function MembershipView({ account }: { account: MembershipAccount }) {
  const membership = account.membership;
  const [removeMembership] = useRemoveAccountMembershipMutation({
    refetchQueries: ['AccountMemberships', 'UnassignedAccountMembers'],
  });
  const memberName = membership?.member?.name ?? `Member ${membership?.memberId ?? ''}`;
  const remove = useDetailDelete({
    dialog: 'remove-membership',
    success: `${memberName} removed from ${account.name}`,
    listUrl: accountUrl(account.id),
    entity: { __typename: 'AccountMembership', id: membership?.id ?? '' },
    rootFields: [],
    remove: async () =>
      (await removeMembership({ variables: { accountId: account.id, id: membership?.id ?? '' } })).data
        ?.removeAccountMembership.userErrors,
  });
  if (!membership) return null;
  return (
    <DetailLayout
      title={`${memberName} in ${account.name}`}
      back={{ to: accountUrl(account.id), label: account.name }}
      actions={
        membership.member ? (
          <Link to={accountMemberUrl(membership.member.id)}>{`${memberName}'s page`}</Link>
        ) : undefined
      }
      remove={{
        state: remove,
        text: 'Remove from account',
        question: `Remove ${memberName} from ${account.name}? They stay a member of the realm.`,
      }}
    >
      <Text>
        {membership.member ? membership.member.email : 'This member no longer exists.'} · member of{' '}
        <Link to={accountUrl(account.id)}>{account.name}</Link> since {formatDateTime(membership.createdAt)}
      </Text>
    </DetailLayout>
  );
}
