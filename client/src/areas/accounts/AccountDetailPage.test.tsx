import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AccountAddressesQuery,
  AccountDetailsQuery,
  AccountListItemFragment,
  AccountMembershipRowFragment,
  AccountMembershipsQuery,
  AccountTagOptionsQuery,
  AddAccountMemberMutation,
  AddAccountMemberMutationVariables,
  AttachAccountTagsMutation,
  AttachAccountTagsMutationVariables,
  DetachAccountTagsMutation,
  DetachAccountTagsMutationVariables,
  UnassignedAccountMembersQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const TAGS = [
  { __typename: 'AccountTag', id: 't-1', name: 'Wholesale', description: null },
  { __typename: 'AccountTag', id: 't-2', name: 'Net 30', description: null },
] as const;

const MEMBERS = [
  { __typename: 'AccountMember', id: 'm-1', name: 'Hannah Berg', email: 'hannah@example.com' },
  { __typename: 'AccountMember', id: 'm-2', name: 'Marcus Lee', email: 'marcus@example.com' },
] as const;

/** GraphQL list inputs may arrive as one value (input coercion). */
const idList = (ids: string | number | readonly (string | number)[]) => [ids].flat().map(String);

/** One account whose tags and memberships change as the mutations run. */
function accountHandlers() {
  const state = { tagIds: ['t-1'], memberIds: [] as string[] };
  const account = (): AccountListItemFragment => ({
    __typename: 'Account',
    id: 'a-1',
    name: 'Northwind Traders',
    legalName: 'Northwind Traders Ltd',
    registrationId: 'REG-1',
    externalRef: null,
    parentId: null,
    parent: null,
    tags: TAGS.filter((tag) => state.tagIds.includes(tag.id)).map(({ id, name }) => ({
      __typename: 'AccountTag' as const,
      id,
      name,
    })),
    updatedAt: null,
  });
  const membership = (memberId: string): AccountMembershipRowFragment => ({
    __typename: 'AccountMembership',
    id: `ms-${memberId}`,
    accountId: 'a-1',
    memberId,
    createdAt: null,
    member: MEMBERS.find((member) => member.id === memberId) ?? null,
  });
  const attached: AttachAccountTagsMutationVariables[] = [];
  const detached: DetachAccountTagsMutationVariables[] = [];
  const added: AddAccountMemberMutationVariables[] = [];
  const handlers = [
    graphql.query<AccountDetailsQuery>('AccountDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', account: account() } }),
    ),
    graphql.query<AccountAddressesQuery>('AccountAddresses', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            addresses: {
              __typename: 'AddressPage',
              items: [],
              pageInfo: { __typename: 'PageInfo', total: 0 },
            },
          },
        },
      }),
    ),
    graphql.query<AccountTagOptionsQuery>('AccountTagOptions', () =>
      HttpResponse.json({
        data: { __typename: 'Query', accountTags: { __typename: 'AccountTagPage', items: [...TAGS] } },
      }),
    ),
    graphql.query<AccountMembershipsQuery>('AccountMemberships', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            memberships: {
              __typename: 'AccountMembershipPage',
              items: state.memberIds.map(membership),
              pageInfo: { __typename: 'PageInfo', total: state.memberIds.length },
            },
          },
        },
      }),
    ),
    graphql.query<UnassignedAccountMembersQuery>('UnassignedAccountMembers', () => {
      const items = MEMBERS.filter((member) => !state.memberIds.includes(member.id));
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            unassignedMembers: {
              __typename: 'AccountMemberPage',
              items: [...items],
              pageInfo: { __typename: 'PageInfo', total: items.length },
            },
          },
        },
      });
    }),
    graphql.mutation<AttachAccountTagsMutation, AttachAccountTagsMutationVariables>(
      'AttachAccountTags',
      ({ variables }) => {
        attached.push(variables);
        state.tagIds = [...state.tagIds, ...idList(variables.tagIds)];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            attachAccountTags: { __typename: 'AccountPayload', account: account(), userErrors: [] },
          },
        });
      },
    ),
    graphql.mutation<DetachAccountTagsMutation, DetachAccountTagsMutationVariables>(
      'DetachAccountTags',
      ({ variables }) => {
        detached.push(variables);
        const removed = idList(variables.tagIds);
        state.tagIds = state.tagIds.filter((id) => !removed.includes(id));
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            detachAccountTags: { __typename: 'AccountPayload', account: account(), userErrors: [] },
          },
        });
      },
    ),
    graphql.mutation<AddAccountMemberMutation, AddAccountMemberMutationVariables>(
      'AddAccountMember',
      ({ variables }) => {
        added.push(variables);
        if (variables.memberId === 'm-2') {
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addAccountMember: {
                __typename: 'AccountMembershipPayload',
                membership: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['memberId'],
                    message: 'account member not found',
                    code: 'NOT_FOUND',
                  },
                ],
              },
            },
          });
        }
        state.memberIds = [...state.memberIds, String(variables.memberId)];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            addAccountMember: {
              __typename: 'AccountMembershipPayload',
              membership: membership(String(variables.memberId)),
              userErrors: [],
            },
          },
        });
      },
    ),
  ];
  return { handlers, attached, detached, added };
}

describe('account detail', () => {
  it('adds a store tag to the account and removes one', async () => {
    const { handlers, attached, detached } = accountHandlers();
    server.use(...handlers);
    const { user } = renderApp('/accounts/a-1');
    const tags = await screen.findByRole('list', { name: 'Tags on this account' });
    expect(within(tags).getByText('Wholesale')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Net 30' });
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await within(tags).findByText('Net 30');
    expect(attached).toEqual([{ accountId: 'a-1', tagIds: ['t-2'] }]);

    const wholesale = within(tags).getByText('Wholesale').closest('.bp6-tag') as HTMLElement;
    await user.click(within(wholesale).getByRole('button'));
    await waitFor(() => expect(within(tags).queryByText('Wholesale')).not.toBeInTheDocument());
    expect(detached).toEqual([{ accountId: 'a-1', tagIds: ['t-1'] }]);
  });

  it('adds an unassigned member; a refused member keeps the dialog open with the message inline', async () => {
    const { handlers, added } = accountHandlers();
    server.use(...handlers);
    const { user } = renderApp('/accounts/a-1');
    expect(await screen.findByText('No members yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('form', { name: 'Add member' });
    await within(dialog).findByRole('option', { name: /Marcus Lee/ });
    await user.selectOptions(within(dialog).getByLabelText('Member'), 'm-2');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('account member not found')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Member'), 'm-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(await within(members).findByText('Hannah Berg')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add member' })).not.toBeInTheDocument();
    expect(added).toEqual([
      { accountId: 'a-1', memberId: 'm-2' },
      { accountId: 'a-1', memberId: 'm-1' },
    ]);
  });
});
