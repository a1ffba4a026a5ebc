import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateStoreMutation,
  CreateStoreMutationVariables,
  HomeStoreQuery,
  StoreDetailsQuery,
  StoreListItemFragment,
  StoreListQuery,
  StoreListQueryVariables,
  UpdateStoreMutation,
  UpdateStoreMutationVariables,
} from '../../graphql/generated';
import { productPage } from '../../../test/fixtures';
import { testJwt } from '../../../test/jwt';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { storeCredentials } from '../../auth/credentials';
import { userError } from '../../../test/userError';

function storeItem(overrides: Partial<StoreListItemFragment> = {}): StoreListItemFragment {
  return {
    __typename: 'Store',
    id: 's-1',
    name: 'Demo Store',
    tier: 'DEVELOPMENT',
    organizationId: 'o-1',
    updatedAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

function storeList(items: StoreListItemFragment[], total = items.length): StoreListQuery {
  return {
    __typename: 'Query',
    stores: {
      __typename: 'StorePage',
      items,
      pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total, hasNextPage: false },
    },
  };
}

/** Answers StoreList (page and switcher alike) and records the variables of each request. */
function storeListHandler(items: StoreListItemFragment[], total?: number) {
  const sent: StoreListQueryVariables[] = [];
  server.use(
    graphql.query<StoreListQuery, StoreListQueryVariables>('StoreList', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: storeList(items, total) });
    }),
  );
  return sent;
}

beforeEach(signInForTest);

describe('store list', () => {
  it('lists the organization stores with their tier, and searches by name', async () => {
    const sent = storeListHandler(
      [storeItem(), storeItem({ id: 's-2', name: 'Outlet', tier: 'FREE_TRIAL' })],
      160,
    );
    const { user, router } = renderApp('/stores');
    const table = await screen.findByRole('table', { name: 'Stores' });
    expect(await within(table).findByRole('link', { name: 'Outlet' })).toHaveAttribute('href', '/stores/s-2');
    expect(within(table).getByText('Free trial')).toBeInTheDocument();
    expect(sent).toContainEqual({ page: { limit: 100, offset: 0 } });

    await user.type(screen.getByLabelText('Name contains'), 'Out');
    await waitFor(
      () => expect(sent.at(-1)).toEqual({ filter: { nameContains: 'Out' }, page: { limit: 100, offset: 0 } }),
      {
        timeout: 2000,
      },
    );
    expect(currentUrl(router)).toBe('/stores?name=Out');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ filter: { nameContains: 'Out' }, page: { limit: 100, offset: 100 } }),
    );
  });
});

describe('store form', () => {
  it('creates a store with a chosen tier and shows a tier error inline', async () => {
    const sent: CreateStoreMutationVariables[] = [];
    server.use(
      graphql.mutation<CreateStoreMutation, CreateStoreMutationVariables>('CreateStore', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createStore: {
              __typename: 'StorePayload',
              store: null,
              userErrors: [userError(['tier'], 'Tier not available')],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/stores/add');
    await user.type(await screen.findByLabelText('Name'), 'Berlin');
    expect(screen.getByLabelText('Tier')).toHaveValue('');
    expect(within(screen.getByLabelText('Tier')).getAllByRole('option')).toHaveLength(11);
    await user.selectOptions(screen.getByLabelText('Tier'), 'FREE_TRIAL');
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('Tier not available')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'Berlin', tier: 'FREE_TRIAL' } }]);
  });

  it('saves only what changed', async () => {
    const sent: UpdateStoreMutationVariables[] = [];
    const details: StoreDetailsQuery = {
      __typename: 'Query',
      store: { ...storeItem({ id: 's-2', name: 'Outlet' }), createdAt: '2026-01-01T00:00:00.000Z' },
    };
    server.use(
      graphql.query('StoreDetails', () => HttpResponse.json({ data: details })),
      graphql.mutation<UpdateStoreMutation, UpdateStoreMutationVariables>('UpdateStore', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            updateStore: {
              __typename: 'StorePayload',
              store: { ...details.store!, tier: 'PRODUCTION' },
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/stores/s-2');
    await user.selectOptions(await screen.findByLabelText('Tier'), 'PRODUCTION');
    await user.click(screen.getByRole('button', { name: 'Save store' }));
    await waitFor(() => expect(sent).toEqual([{ id: 's-2', input: { tier: 'PRODUCTION' } }]));
  });
});

describe('store switcher', () => {
  it('switches the store: AppMode stored and every request carries the organization and store ids', async () => {
    storeListHandler([storeItem(), storeItem({ id: 's-2', name: 'Outlet' })]);
    const seen: { org: string | null; store: string | null }[] = [];
    server.use(
      graphql.query('ProductList', ({ request }) => {
        seen.push({
          org: request.headers.get('X-Commerce-Organization-Id'),
          store: request.headers.get('X-Commerce-Store-Id'),
        });
        return HttpResponse.json({ data: productPage([]) });
      }),
    );
    const { user } = renderApp('/products');
    await screen.findByText('No products yet');
    const switcher = await screen.findByRole('combobox', { name: 'Store' });
    await within(switcher).findByRole('option', { name: 'Outlet' });

    await user.selectOptions(switcher, 's-2');
    await waitFor(() => expect(seen.at(-1)).toEqual({ org: 'o-1', store: 's-2' }));
    expect(JSON.parse(window.localStorage.getItem('commerceManagerAppMode') ?? 'null')).toEqual({
      mode: 'preview',
      organizationId: 'o-1',
      storeId: 's-2',
      storeName: 'Outlet',
    });
    expect(seen[0]).toEqual({ org: null, store: null });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Store' }), '');
    await waitFor(() => expect(seen.at(-1)).toEqual({ org: null, store: null }));
    expect(window.localStorage.getItem('commerceManagerAppMode')).toBeNull();
  });

  it("lists the caller's own store once, under its name, and choosing it leaves preview mode", async () => {
    storeListHandler([storeItem(), storeItem({ id: 's-2', name: 'Outlet' })]);
    server.use(
      graphql.query<HomeStoreQuery>('HomeStore', () =>
        HttpResponse.json({ data: { __typename: 'Query', homeStoreId: 's-1' } }),
      ),
      graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })),
    );
    const { user } = renderApp('/products');
    await screen.findByText('No products yet');
    const switcher = await screen.findByRole('combobox', { name: 'Store' });
    await waitFor(() =>
      expect(
        within(switcher)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Demo Store', 'Outlet']),
    );
    expect(switcher).toHaveValue('');

    await user.selectOptions(switcher, 's-2');
    await waitFor(() => expect(window.localStorage.getItem('commerceManagerAppMode')).not.toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'Demo Store');
    await waitFor(() => expect(window.localStorage.getItem('commerceManagerAppMode')).toBeNull());
  });

  it('is not offered to a JWT visitor, who has no account', async () => {
    storeCredentials({ access_token: testJwt({ exp: 1_900_000_000 }), expires: 1_900_000_000_000 });
    const sent = storeListHandler([storeItem()]);
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(screen.queryByRole('combobox', { name: 'Store' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('forgets the chosen store on sign-out', async () => {
    storeListHandler([storeItem()]);
    window.localStorage.setItem(
      'commerceManagerAppMode',
      JSON.stringify({ mode: 'preview', organizationId: 'o-1', storeId: 's-1', storeName: 'Demo Store' }),
    );
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Email');
    expect(window.localStorage.getItem('commerceManagerAppMode')).toBeNull();
  });
});
