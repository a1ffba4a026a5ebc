import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import type { ProductListQuery } from '../graphql/generated';
import { productPage } from '../../test/fixtures';
import { server } from '../../test/server';
import { currentUrl, renderApp } from '../../test/renderApp';
import { ADMIN_CLIENT_ID, CREDENTIALS_KEY, readCredentials, readStoredRecord } from './credentials';

const password = {
  access_token: 'test-access-token',
  expires: Date.now() + 3_600_000,
  expires_in: 3600,
  identifier: 'password',
  refresh_token: 'test-refresh-token',
  token_type: 'Bearer',
};

function storeRaw(value: unknown): void {
  window.localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(value));
}

/** The product list answers by the bearer it gets: its own token's page, UNAUTHENTICATED otherwise. */
function productListByToken(seen: (string | null)[]) {
  return graphql.query<ProductListQuery>('ProductList', ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.push(authorization);
    if (authorization === 'Bearer test-access-token') return HttpResponse.json({ data: productPage([]) });
    return HttpResponse.json<GraphQLResponseBody<ProductListQuery>>({
      errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });
}

describe("token status (the spec's token-invalid reasons, logged before a request)", () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('sends credentials issued to this admin and logs no token status', async () => {
    storeRaw({ ...password, client_id: ADMIN_CLIENT_ID });
    const seen: (string | null)[] = [];
    server.use(productListByToken(seen));
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(seen).toEqual(['Bearer test-access-token']);
    expect(logged).not.toHaveBeenCalledWith(expect.stringMatching(/^Token status/));
  });

  it("never sends credentials issued to another client: 'client_id mismatch', then sign-in", async () => {
    // What the provider's client library stores for a storefront on the same origin (shared key).
    storeRaw({ ...password, client_id: 'storefront-client' });
    const seen: (string | null)[] = [];
    server.use(productListByToken(seen));
    const { router } = renderApp('/products');
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products')}`));
    expect(logged).toHaveBeenCalledWith('Token status: client_id mismatch');
    expect(seen).not.toContain('Bearer test-access-token');
    expect(readStoredRecord()).toBeNull();
  });

  it("counts a record of an older version, which names no client, as a 'client_id mismatch'", async () => {
    storeRaw(password);
    const seen: (string | null)[] = [];
    server.use(productListByToken(seen));
    const { router } = renderApp('/products');
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products')}`));
    expect(logged).toHaveBeenCalledWith('Token status: client_id mismatch');
    expect(seen).not.toContain('Bearer test-access-token');
  });

  it("tells 'credentials missing access_token' from 'credentials do not exist'", async () => {
    const { access_token: _dropped, ...withoutToken } = { ...password, client_id: ADMIN_CLIENT_ID };
    storeRaw(withoutToken);
    const { router } = renderApp('/products');
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products')}`));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Token status: credentials missing access_token'),
    );
    expect(logged).not.toHaveBeenCalledWith('Token status: credentials do not exist');
    expect(readCredentials()).toBeNull();
  });

  it("logs 'credentials do not exist' when nothing is stored", async () => {
    renderApp('/sign-in');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Token status: credentials do not exist'));
  });
});
