import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateSsoProfileMutation,
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  SignUpMutation,
  SignUpMutationVariables,
} from '../../graphql/generated';
import { productPage } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

describe('forgot password', () => {
  it('asks for a reset link from the sign-in page and says it is on its way', async () => {
    let sent: RequestPasswordResetMutationVariables | undefined;
    server.use(
      graphql.mutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(
        'RequestPasswordReset',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              requestPasswordReset: {
                __typename: 'PasswordResetRequestPayload',
                accepted: true,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await user.type(await screen.findByLabelText('Email'), ' seller@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If seller@example.com has an account');
    expect(sent).toEqual({ email: 'seller@example.com' });
  });
});

describe('reset password', () => {
  function resetHandler(success: boolean) {
    const sent: ResetPasswordMutationVariables[] = [];
    server.use(
      graphql.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>(
        'ResetPassword',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              resetPassword: { __typename: 'ResetPasswordPayload', success, userErrors: [] },
            },
          });
        },
      ),
    );
    return sent;
  }

  it('sets the new password with the token of the link', async () => {
    const sent = resetHandler(true);
    const { user } = renderApp('/reset-password?token=reset-1');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed');
    expect(sent).toEqual([{ token: 'reset-1', password: 'a-new-password' }]);
  });

  it('checks length and repetition before sending', async () => {
    const sent = resetHandler(true);
    const { user } = renderApp('/reset-password?token=reset-1');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords differ')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says the link may have expired when the provider refused (it gives no message)', async () => {
    resetHandler(false);
    const { user } = renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link may have expired or already been used',
    );
  });
});

describe('sign-up', () => {
  it('creates the account from the invitation token and shows field errors inline', async () => {
    const sent: SignUpMutationVariables[] = [];
    server.use(
      graphql.mutation<SignUpMutation, SignUpMutationVariables>('SignUp', ({ variables }) => {
        sent.push(variables);
        if (sent.length === 1) {
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              signUp: {
                __typename: 'SignUpPayload',
                seller: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['token'],
                    message: 'The signup token is invalid',
                    code: 'INVALID_TOKEN',
                  },
                ],
              },
            },
          });
        }
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            signUp: {
              __typename: 'SignUpPayload',
              seller: {
                __typename: 'SignedUpSeller',
                id: 'u-1',
                name: 'Nora',
                email: 'nora@example.com',
                storeId: 's-1',
              },
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/sign-up?token=invite-1');
    await user.type(await screen.findByLabelText('Your name'), 'Nora');
    await user.selectOptions(screen.getByLabelText('Create'), 'STORE');
    await user.type(screen.getByLabelText('Password'), 'nora-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The signup token is invalid');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sign in as nora@example.com');
    expect(sent[0]).toEqual({
      input: { name: 'Nora', createType: 'STORE', password: 'nora-password', token: 'invite-1' },
    });
  });

  it('explains that signing up needs the invitation link', async () => {
    renderApp('/sign-up');
    expect(await screen.findByRole('alert')).toHaveTextContent('needs the link from your invitation email');
  });
});

describe('SSO store profile', () => {
  it('creates a store for the signed-in seller', async () => {
    signInForTest();
    let storeName: unknown;
    server.use(
      graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })),
      graphql.mutation<CreateSsoProfileMutation>('CreateSsoProfile', ({ variables }) => {
        storeName = variables.storeName;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createSsoProfile: {
              __typename: 'SsoProfilePayload',
              store: { __typename: 'SsoProfileStore', id: 's-9', name: 'Outlet' },
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/sso-profile');
    await user.type(await screen.findByLabelText('Store name'), 'Outlet');
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(storeName).toBe('Outlet'));
    expect(await screen.findByRole('status')).toHaveTextContent('Store Outlet was created');
  });
});
