import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import { readCredentials, storeCredentials, type PasswordCredentials } from '../auth/credentials';
import type {
  ProductListQuery,
  RefreshSessionMutation,
  RefreshSessionMutationVariables,
  StoreListQuery,
} from '../graphql/generated';
import { productPage } from '../../test/fixtures';
import { testJwt } from '../../test/jwt';
import { server } from '../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../test/renderApp';
import { AREAS } from './areas';

beforeEach(signInForTest);

function unauthenticated() {
  return HttpResponse.json<GraphQLResponseBody<ProductListQuery>>({
    errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }],
  });
}

function refreshHandler(respond: () => RefreshSessionMutation['refreshSession']) {
  const calls: RefreshSessionMutationVariables[] = [];
  const handler = graphql.mutation<RefreshSessionMutation, RefreshSessionMutationVariables>(
    'RefreshSession',
    ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { __typename: 'Mutation', refreshSession: respond() } });
    },
  );
  return { handler, calls };
}

const renewedSession = (): RefreshSessionMutation['refreshSession'] => ({
  __typename: 'RefreshSessionPayload',
  credentials: {
    __typename: 'PasswordCredentials',
    accessToken: 'renewed-access',
    expires: Date.now() + 3_600_000,
    expiresIn: 3600,
    identifier: 'password',
    refreshToken: 'renewed-refresh',
    tokenType: 'Bearer',
  },
  userErrors: [],
});

describe('session', () => {
  it('sends the bearer token and lists every area in the navigation', async () => {
    let authorization: string | null = null;
    server.use(
      graphql.query('ProductList', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: productPage([]) });
      }),
    );
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(authorization).toBe('Bearer test-access-token');
    const navigation = screen.getByRole('navigation', { name: 'Areas' });
    // Every area, and the bundled GraphiQL under Developers.
    expect(navigation.querySelectorAll('a')).toHaveLength(AREAS.length + 1);
    expect(screen.getByText('Commerce Manager')).toBeInTheDocument();
  });

  it('says an unbuilt area is not available rather than faking it', async () => {
    // Any area still unbuilt (Orders, the old example, has pages now).
    const unbuilt = AREAS.find((area) => !area.available);
    if (!unbuilt) return;
    renderApp(unbuilt.path);
    expect(await screen.findByText(`${unbuilt.label} is not available yet`)).toBeInTheDocument();
  });

  it('renews the session on UNAUTHENTICATED and replays the query once with the new token', async () => {
    const seen: (string | null)[] = [];
    const refreshes = refreshHandler(renewedSession);
    server.use(
      refreshes.handler,
      graphql.query('ProductList', ({ request }) => {
        const authorization = request.headers.get('Authorization');
        seen.push(authorization);
        if (authorization !== 'Bearer renewed-access') return unauthenticated();
        return HttpResponse.json({ data: productPage([]) });
      }),
    );
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(seen).toEqual(['Bearer test-access-token', 'Bearer renewed-access']);
    expect(refreshes.calls).toEqual([{ refreshToken: 'test-refresh-token' }]);
    expect(readCredentials()).toMatchObject({
      access_token: 'renewed-access',
      refresh_token: 'renewed-refresh',
    });
  });

  it('replays without a second refresh a query whose rejection arrives after another one renewed', async () => {
    const seen: (string | null)[] = [];
    const refreshes = refreshHandler(renewedSession);
    server.use(
      refreshes.handler,
      graphql.query('ProductList', ({ request }) => {
        const authorization = request.headers.get('Authorization');
        seen.push(authorization);
        if (authorization !== 'Bearer renewed-access') return unauthenticated();
        return HttpResponse.json({ data: productPage([]) });
      }),
      // The navbar's store list is rejected too, but only after the product list's refresh is done.
      graphql.query('StoreList', async ({ request }) => {
        if (request.headers.get('Authorization') === 'Bearer renewed-access') {
          return HttpResponse.json({ data: { __typename: 'Query', stores: null } });
        }
        await waitFor(() => expect(refreshes.calls).toHaveLength(1));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return unauthenticated();
      }),
    );
    renderApp('/products');
    await screen.findByText('No products yet');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(refreshes.calls).toHaveLength(1);
    expect(readCredentials()).toMatchObject({ access_token: 'renewed-access' });
  });

  it('renews the session once on a FORBIDDEN store call and replays it; another query stays refused', async () => {
    const storeListAuth: (string | null)[] = [];
    const productListAuth: (string | null)[] = [];
    const refreshes = refreshHandler(renewedSession);
    const forbidden = <TQuery extends Record<string, unknown>>() =>
      HttpResponse.json<GraphQLResponseBody<TQuery>>({
        errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
      });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      refreshes.handler,
      graphql.query<StoreListQuery>('StoreList', ({ request }) => {
        const authorization = request.headers.get('Authorization');
        storeListAuth.push(authorization);
        if (authorization !== 'Bearer renewed-access') return forbidden<StoreListQuery>();
        return HttpResponse.json<GraphQLResponseBody<StoreListQuery>>({
          data: {
            __typename: 'Query',
            stores: {
              __typename: 'StorePage',
              items: [],
              pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false },
            },
          },
        });
      }),
      graphql.query<ProductListQuery>('ProductList', ({ request }) => {
        productListAuth.push(request.headers.get('Authorization'));
        return forbidden<ProductListQuery>();
      }),
    );
    const { router } = renderApp('/products');
    await waitFor(() => expect(storeListAuth).toEqual(['Bearer test-access-token', 'Bearer renewed-access']));
    expect(refreshes.calls).toEqual([{ refreshToken: 'test-refresh-token' }]);
    expect(logged).toHaveBeenCalledWith('Store call StoreList failed:', 'Forbidden');
    // Not a store call: a FORBIDDEN product list is the seller's answer, sent once, and no sign-out.
    expect(await screen.findByText(/Could not load products/)).toBeInTheDocument();
    expect(productListAuth).toHaveLength(1);
    expect(currentUrl(router)).toBe('/products');
    logged.mockRestore();
  });

  it('renews credentials that are about to expire before sending the query', async () => {
    storeCredentials({ ...(readCredentials() as PasswordCredentials), expires: Date.now() - 60_000 });
    const logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const seen: (string | null)[] = [];
    const refreshes = refreshHandler(renewedSession);
    server.use(
      refreshes.handler,
      graphql.query('ProductList', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: productPage([]) });
      }),
    );
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(seen).toEqual(['Bearer renewed-access']);
    expect(refreshes.calls).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Token status: credentials expired');
    logged.mockRestore();
  });

  it('does not replay twice when the renewed token is rejected as well', async () => {
    let queries = 0;
    const refreshes = refreshHandler(renewedSession);
    server.use(
      refreshes.handler,
      graphql.query('ProductList', () => {
        queries += 1;
        return unauthenticated();
      }),
    );
    const { router } = renderApp('/products');
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products')}`));
    expect(queries).toBe(2);
    expect(refreshes.calls).toHaveLength(1);
  });

  it('signs out when a JWT session (which cannot renew) is rejected', async () => {
    storeCredentials({ access_token: testJwt({ exp: 1_900_000_000 }), expires: 1_900_000_000_000 });
    const refreshes = refreshHandler(renewedSession);
    server.use(
      refreshes.handler,
      graphql.query('ProductList', () => unauthenticated()),
    );
    const { router } = renderApp('/products');
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products')}`));
    expect(refreshes.calls).toHaveLength(0);
    expect(readCredentials()).toBeNull();
  });

  it('shows the sign-in page for credentials the state machine rejects', async () => {
    window.localStorage.setItem('epCredentials', JSON.stringify({ access_token: 'opaque', expires: 1 }));
    const { router } = renderApp('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid credentials');
    expect(currentUrl(router)).toBe(
      `/sign-in?next=${encodeURIComponent('/products')}&reason=invalid-credentials`,
    );
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
  });

  it('signs out when the refresh fails, remembering the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const refreshes = refreshHandler(() => ({
      __typename: 'RefreshSessionPayload',
      credentials: null,
      userErrors: [
        {
          __typename: 'UserError',
          field: ['refreshToken'],
          message: 'Refresh token is possibly invalid',
          code: 'INVALID_REFRESH_TOKEN',
        },
      ],
    }));
    server.use(
      refreshes.handler,
      graphql.query('ProductList', () => unauthenticated()),
    );
    const { router } = renderApp('/products?name=mug');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products?name=mug')}`),
    );
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Refresh token is possibly invalid');
    warn.mockRestore();
  });

  it('signs out on request', async () => {
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
    const { user, router } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});
