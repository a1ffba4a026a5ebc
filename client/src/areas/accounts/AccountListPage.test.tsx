import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AccountDetailsQuery,
  AccountListItemFragment,
  AccountListQuery,
  AccountListQueryVariables,
  AccountParentOptionsQuery,
  CreateAccountMutation,
  CreateAccountMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function account(id: string, name: string, parent?: { id: string; name: string }): AccountListItemFragment {
  return {
    __typename: 'Account',
    id,
    name,
    legalName: `${name} Ltd`,
    registrationId: null,
    externalRef: null,
    parentId: parent?.id ?? null,
    parent: parent ? { __typename: 'Account', ...parent } : null,
    tags: [{ __typename: 'AccountTag', id: 't-1', name: 'Wholesale' }],
    updatedAt: null,
  };
}

const NORTHWIND = account('a-1', 'Northwind Traders');
const LONDON = account('a-2', 'Northwind London', { id: 'a-1', name: 'Northwind Traders' });

function listHandler(accounts: AccountListItemFragment[]) {
  const sent: AccountListQueryVariables[] = [];
  const handler = graphql.query<AccountListQuery, AccountListQueryVariables>(
    'AccountList',
    ({ variables }) => {
      sent.push(variables);
      const like = variables.filter?.name?.like?.toLowerCase() ?? '';
      const items = accounts.filter((item) => item.name.toLowerCase().includes(like));
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          accounts: {
            __typename: 'AccountPage',
            items,
            pageInfo: {
              __typename: 'PageInfo',
              limit: 25,
              offset: 0,
              total: items.length,
              hasNextPage: false,
            },
          },
        },
      });
    },
  );
  return { handler, sent };
}

const parentOptions = graphql.query<AccountParentOptionsQuery>('AccountParentOptions', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      accounts: {
        __typename: 'AccountPage',
        items: [{ __typename: 'Account', id: 'a-1', name: 'Northwind Traders' }],
      },
    },
  }),
);

describe('account list', () => {
  it('shows parents and tags, and filters by name in the URL', async () => {
    const { handler, sent } = listHandler([NORTHWIND, LONDON, account('a-3', 'Contoso Retail')]);
    server.use(handler);
    const { user, router } = renderApp('/accounts');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const row = (await within(table).findByRole('link', { name: 'Northwind London' })).closest('tr')!;
    expect(within(row).getByText('Northwind Traders')).toBeInTheDocument();
    expect(within(row).getByText('Wholesale')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name contains'), 'contoso');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'contoso' } }), {
      timeout: 2000,
    });
    await waitFor(() => expect(within(table).queryByText('Northwind London')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/accounts?name=contoso');
  });

  it('creates a sub-account under the chosen parent and opens it', async () => {
    const { handler } = listHandler([NORTHWIND]);
    const created: CreateAccountMutationVariables[] = [];
    server.use(
      handler,
      parentOptions,
      graphql.query<AccountDetailsQuery>('AccountDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', account: LONDON } }),
      ),
      // The new account's sections are not what this test is about.
      graphql.query(/^Account(Addresses|Memberships|TagOptions)$/, () =>
        HttpResponse.json({ errors: [{ message: 'Not part of this test' }] }),
      ),
      graphql.mutation<CreateAccountMutation, CreateAccountMutationVariables>(
        'CreateAccount',
        ({ variables }) => {
          created.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createAccount: { __typename: 'AccountPayload', account: LONDON, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/accounts');
    await screen.findByRole('table', { name: 'Accounts' });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('form', { name: 'Add account' });
    await user.type(within(dialog).getByLabelText('Name'), 'Northwind London');
    await within(dialog).findByRole('option', { name: 'Northwind Traders' });
    await user.selectOptions(within(dialog).getByLabelText('Parent account'), 'a-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/a-2'));
    expect(await screen.findByRole('heading', { name: 'Northwind London' })).toBeInTheDocument();
    expect(created).toEqual([{ input: { name: 'Northwind London', parentId: 'a-1' } }]);
  });
});
