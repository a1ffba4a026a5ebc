import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AccountMemberSignInTestMutationVariables,
  AccountMembershipDetailsQueryVariables,
  RemoveAccountMembershipMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const membership = (id: string, accountId: string, name: string) => ({
  __typename: 'AccountMembership' as const,
  id,
  accountId,
  createdAt: '2026-11-01T10:00:00.000Z',
  account: { __typename: 'Account' as const, id: accountId, name },
});

function memberHandlers() {
  const signIns: { variables: AccountMemberSignInTestMutationVariables; query: string }[] = [];
  server.use(
    graphql.query('AccountMemberDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          accountMember: {
            __typename: 'AccountMember',
            id: 'am-1',
            name: 'Hannah Berg',
            email: 'hannah@example.com',
            createdAt: '2026-10-01T10:00:00.000Z',
            memberships: {
              __typename: 'AccountMembershipPage',
              items: [membership('ms-1', 'a-1', 'Northwind Traders'), membership('ms-2', 'a-2', 'Contoso')],
              pageInfo: { __typename: 'PageInfo', total: 2 },
            },
          },
        },
      }),
    ),
    graphql.query('AccountMemberSignInProfiles', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          settings: {
            __typename: 'Settings',
            accountAuthentication: {
              __typename: 'AccountAuthenticationSettings',
              realm: {
                __typename: 'Realm',
                id: 'r-1',
                name: 'Buyer Organization',
                originType: 'account-authentication-settings',
                passwordProfiles: {
                  __typename: 'PasswordProfilePage',
                  items: [{ __typename: 'PasswordProfile', id: 'pp-1', name: 'Passwords' }],
                },
              },
            },
          },
        },
      }),
    ),
    graphql.mutation('AccountMemberSignInTest', ({ variables, query }) => {
      const sent = variables as AccountMemberSignInTestMutationVariables;
      signIns.push({ variables: sent, query });
      const wrong = sent.input.password !== 'right';
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          createAccountMemberToken: {
            __typename: 'AccountMemberTokensPayload',
            accountMemberId: wrong ? null : 'am-1',
            tokens: wrong
              ? []
              : [
                  {
                    __typename: 'AccountMemberToken',
                    accountId: 'a-1',
                    accountName: 'Northwind Traders',
                    expiresAt: '2026-11-27T10:00:00.000Z',
                  },
                ],
            userErrors: wrong
              ? [
                  {
                    __typename: 'UserError',
                    field: ['password'],
                    message: 'The username or password is wrong',
                    code: 'INVALID_CREDENTIALS',
                  },
                ]
              : [],
          },
        },
      });
    }),
  );
  return { signIns };
}

describe('an account member’s page', () => {
  it('lists the accounts the member belongs to, linked to each account and membership', async () => {
    memberHandlers();
    renderApp('/accounts/members/am-1');
    expect(await screen.findByRole('heading', { name: 'Hannah Berg' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "Member's accounts" });
    expect(within(table).getByRole('link', { name: 'Contoso' })).toHaveAttribute('href', '/accounts/a-2');
    expect(within(table).getByRole('link', { name: 'Membership in Northwind Traders' })).toHaveAttribute(
      'href',
      '/accounts/a-1/memberships/ms-1',
    );
  });

  it('signs the member in for a test: a wrong password shows on the field, success shows the expiry and never asks for the token', async () => {
    const { signIns } = memberHandlers();
    const { user, router } = renderApp('/accounts/members/am-1');
    await user.click(await screen.findByRole('button', { name: 'Sign in as this member for a test' }));
    expect(router.state.location.search).toBe('?dialog=member-sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as this member' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('hannah@example.com');
    await within(dialog).findByRole('option', { name: 'Passwords (Buyer Organization)' });
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('The username or password is wrong')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('hannah@example.com');
    await user.clear(password);
    await user.type(password, 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const signedIn = await screen.findByRole('table', { name: 'Signed-in accounts' });
    expect(within(signedIn).getByRole('row', { name: /Northwind Traders/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signIns.at(-1)?.variables).toEqual({
      input: { passwordProfileId: 'pp-1', username: 'hannah@example.com', password: 'right' },
    });
    // The operation selects the tokens' accounts and expiry only, never the token itself.
    expect(signIns.at(-1)?.query).not.toMatch(/\btoken\b(?!s)/);
  });
});

describe('a membership’s page', () => {
  it('shows the member in the account, links to their page, and removes the membership', async () => {
    const removals: RemoveAccountMembershipMutationVariables[] = [];
    const reads: AccountMembershipDetailsQueryVariables[] = [];
    server.use(
      graphql.query('AccountMembershipDetails', ({ variables }) => {
        reads.push(variables as AccountMembershipDetailsQueryVariables);
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            account: {
              __typename: 'Account',
              id: 'a-1',
              name: 'Northwind Traders',
              membership: {
                __typename: 'AccountMembership',
                id: 'ms-1',
                createdAt: '2026-11-01T10:00:00.000Z',
                memberId: 'am-1',
                member: {
                  __typename: 'AccountMember',
                  id: 'am-1',
                  name: 'Hannah Berg',
                  email: 'hannah@example.com',
                },
              },
            },
          },
        });
      }),
      // Where the removal leads: the account's page.
      graphql.query('AccountDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', account: null } }),
      ),
      graphql.mutation('RemoveAccountMembership', ({ variables }) => {
        removals.push(variables as RemoveAccountMembershipMutationVariables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            removeAccountMembership: {
              __typename: 'DeleteAccountMembershipPayload',
              deletedId: 'ms-1',
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user, router } = renderApp('/accounts/a-1/memberships/ms-1');
    expect(
      await screen.findByRole('heading', { name: 'Hannah Berg in Northwind Traders' }),
    ).toBeInTheDocument();
    expect(reads[0]).toEqual({ accountId: 'a-1', id: 'ms-1' });
    expect(screen.getByRole('link', { name: "Hannah Berg's page" })).toHaveAttribute(
      'href',
      '/accounts/members/am-1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove from account' }));
    const alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removals).toEqual([{ accountId: 'a-1', id: 'ms-1' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/a-1'));
  });
});
