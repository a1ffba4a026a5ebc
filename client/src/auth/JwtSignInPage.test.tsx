import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { productPage } from '../../test/fixtures';
import { testJwt } from '../../test/jwt';
import { server } from '../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../test/renderApp';
import { jwtLoginCredentials } from './jwtSignIn';

describe('JWT sign-in', () => {
  it('turns the token into credentials (expires = exp x 1000), sets isJwtAuth and opens the admin', async () => {
    let authorization: string | null = null;
    server.use(
      graphql.query('ProductList', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: productPage([]) });
      }),
    );
    const token = testJwt({ sub: 'seller', exp: 1_900_000_000 });
    const { router } = renderApp(`/sign-in/jwt?token=${token}`);

    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    expect(JSON.parse(window.localStorage.getItem('epCredentials') ?? 'null')).toEqual({
      client_id: 'dashboard',
      access_token: token,
      expires: 1_900_000_000_000,
      token_type: 'Bearer',
      identifier: 'jwt',
    });
    expect(window.localStorage.getItem('isJwtAuth')).toBe('true');
    expect(await screen.findByText('Signed in with a token')).toBeInTheDocument();
    await screen.findByText('No products yet');
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('replaces an existing session', async () => {
    signInForTest();
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
    const token = testJwt({ exp: 1_900_000_000 });
    const { router } = renderApp(
      `/sign-in/jwt?token=${token}&next=${encodeURIComponent('/products?name=mug')}`,
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/products?name=mug'));
    expect(JSON.parse(window.localStorage.getItem('epCredentials') ?? '{}').access_token).toBe(token);
  });

  it('shows the invalid-token error for a token that cannot be decoded, storing nothing', async () => {
    renderApp('/sign-in/jwt?token=not-a-jwt');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid token specified/);
    expect(screen.getByText('This sign-in link cannot be used')).toBeInTheDocument();
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
    expect(window.localStorage.getItem('isJwtAuth')).toBeNull();
  });

  it('shows the invalid-token error when there is no token at all', async () => {
    renderApp('/sign-in/jwt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token specified: must be a string');
  });
});

describe('jwtLoginCredentials', () => {
  it('rejects non-strings, undecodable tokens and tokens without expiry', () => {
    expect(() => jwtLoginCredentials(42)).toThrow('Invalid token specified: must be a string');
    expect(() => jwtLoginCredentials('a.b.c')).toThrow(/^Invalid token specified/);
    expect(() => jwtLoginCredentials(testJwt({ sub: 'x' }))).toThrow(/no expiry/);
  });

  it('ends a token session whose credentials are no longer JWT credentials, with the JWT wrong-type message', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = testJwt({ exp: 1_900_000_000 });
    const { router } = renderApp(`/sign-in/jwt?token=${token}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    // Something else (another sign-in tab, an app sharing the key) put password credentials there.
    signInForTest();
    await router.navigate('/orders');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/sign-in?next=${encodeURIComponent('/orders')}&reason=invalid-credentials`,
      ),
    );
    expect(warned).toHaveBeenCalledWith('Commerce Manager Credentials were supposed to JWT but were not!');
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
    expect(window.localStorage.getItem('isJwtAuth')).toBeNull();
    warned.mockRestore();
  });
});
