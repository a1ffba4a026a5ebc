import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { SignInMutation, SignInMutationVariables } from '../graphql/generated';
import { server } from '../../test/server';
import { currentUrl, renderApp } from '../../test/renderApp';

function signInHandler(respond: (variables: SignInMutationVariables) => SignInMutation['signIn']) {
  return graphql.mutation<SignInMutation, SignInMutationVariables>('SignIn', ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Mutation', signIn: respond(variables) } }),
  );
}

describe('sign-in page', () => {
  it('sends a signed-out visitor to sign-in, remembering where they were going', async () => {
    const { router } = renderApp('/products?name=shirt');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products?name=shirt')}`);
  });

  it('shows the wrong-password message and keeps what was typed', async () => {
    server.use(
      signInHandler(() => ({
        __typename: 'SignInPayload',
        credentials: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['password'],
            message: 'Wrong email or password',
            code: 'INVALID',
          },
        ],
      })),
    );
    const { user } = renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Email'), 'seller@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('seller@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
  });

  it('stores the password credential shape and goes where the seller was going', async () => {
    let sent: SignInMutationVariables | undefined;
    server.use(
      signInHandler((variables) => {
        sent = variables;
        return {
          __typename: 'SignInPayload',
          credentials: {
            __typename: 'PasswordCredentials',
            accessToken: 'access-1',
            expires: 1_900_000_000_000,
            expiresIn: 3600,
            identifier: 'password',
            refreshToken: 'refresh-1',
            tokenType: 'Bearer',
          },
          userErrors: [],
        };
      }),
      graphql.query('ProductList', () =>
        HttpResponse.json({
          errors: [{ message: 'not under test', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      ),
    );
    const { user, router } = renderApp(`/sign-in?next=${encodeURIComponent('/products?sku=X')}`);
    await user.type(await screen.findByLabelText('Email'), 'seller@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/products?sku=X'));
    expect(sent).toEqual({ username: 'seller@example.com', password: 'secret' });
    // With the client id they were issued for, as the provider's client library keeps them.
    expect(JSON.parse(window.localStorage.getItem('epCredentials') ?? 'null')).toEqual({
      client_id: 'dashboard',
      access_token: 'access-1',
      expires: 1_900_000_000_000,
      expires_in: 3600,
      identifier: 'password',
      refresh_token: 'refresh-1',
      token_type: 'Bearer',
    });
  });
});
