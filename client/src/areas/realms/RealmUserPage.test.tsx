import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import type {
  CreatePasswordProfileInfoMutation,
  CreatePasswordProfileInfoMutationVariables,
  DeletePasswordProfileInfoMutation,
  PasswordProfileInfoRowFragment,
  RealmPasswordProfileInfoQuery,
  RealmPasswordProfileInfoQueryVariables,
  RealmUserDetailsQuery,
  RequestOneTimePasswordMutation,
  RequestOneTimePasswordMutationVariables,
  UpdatePasswordProfileInfoMutation,
  UpdatePasswordProfileInfoMutationVariables,
  UpdateRealmUserMutation,
  UpdateRealmUserMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';
import { BUYER_REALM, passwordProfile } from './test/fixtures';

beforeEach(signInForTest);
// Whole-app renders with several dialogs run long on a busy machine.
jest.setTimeout(30_000);
/** The first render loads the lazy page, which a busy machine takes seconds for. */
const FIRST_RENDER = { timeout: 10_000 };

function info(id: string, username: string, passwordProfileId = 'pp-1'): PasswordProfileInfoRowFragment {
  return {
    __typename: 'PasswordProfileInfo',
    id,
    realmId: 'r-1',
    userId: 'u-1',
    passwordProfileId,
    username,
    createdAt: null,
    updatedAt: null,
  };
}

/** The realm user page's queries over a mutable list of credentials. */
function userHandlers(state: { infos: PasswordProfileInfoRowFragment[]; name: string | null }) {
  const byIdReads: RealmPasswordProfileInfoQueryVariables[] = [];
  return {
    byIdReads,
    handlers: [
      graphql.query<RealmUserDetailsQuery>('RealmUserDetails', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            realm: {
              ...BUYER_REALM,
              passwordProfiles: {
                __typename: 'PasswordProfilePage',
                items: [passwordProfile('pp-1', 'Username and password'), passwordProfile('pp-2', 'Staff')],
              },
              user: {
                __typename: 'UserAuthenticationInfo',
                id: 'u-1',
                realmId: 'r-1',
                name: state.name,
                email: 'otto@example.org',
                username: 'otto',
                createdAt: null,
                updatedAt: null,
                passwordProfileInfos: {
                  __typename: 'PasswordProfileInfoPage',
                  items: state.infos,
                  pageInfo: { __typename: 'PageInfo', total: state.infos.length },
                },
              },
            },
          },
        }),
      ),
      graphql.query<RealmPasswordProfileInfoQuery, RealmPasswordProfileInfoQueryVariables>(
        'RealmPasswordProfileInfo',
        ({ variables }) => {
          byIdReads.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              realm: {
                __typename: 'Realm',
                id: 'r-1',
                user: {
                  __typename: 'UserAuthenticationInfo',
                  id: 'u-1',
                  passwordProfileInfo: state.infos.find((item) => item.id === variables.id) ?? null,
                },
              },
            },
          });
        },
      ),
    ],
  };
}

describe('realm user', () => {
  it('adds credentials: a taken username stays inline with what was typed, then they are listed', async () => {
    const state = { infos: [] as PasswordProfileInfoRowFragment[], name: 'Otto Peck' };
    const sent: CreatePasswordProfileInfoMutationVariables[] = [];
    server.use(
      ...userHandlers(state).handlers,
      graphql.mutation<CreatePasswordProfileInfoMutation, CreatePasswordProfileInfoMutationVariables>(
        'CreatePasswordProfileInfo',
        ({ variables }) => {
          sent.push(variables);
          const input = variables.input;
          if (input.username === 'taken') {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createPasswordProfileInfo: {
                  __typename: 'PasswordProfileInfoPayload',
                  passwordProfileInfo: null,
                  userErrors: [userError(['username'], 'The username taken is already taken', 'DUPLICATE')],
                },
              },
            });
          }
          const created = info('pi-1', String(input.username), String(input.passwordProfileId));
          state.infos = [created];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createPasswordProfileInfo: {
                __typename: 'PasswordProfileInfoPayload',
                passwordProfileInfo: created,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/realms/r-1/users/u-1');
    expect(await screen.findByRole('heading', { name: 'Otto Peck' }, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('No credentials')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add credentials' }));
    const dialog = await screen.findByRole('form', { name: 'Add credentials' });
    await user.selectOptions(within(dialog).getByLabelText('Password profile'), 'pp-2');
    await user.type(within(dialog).getByLabelText('Username'), 'taken');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Add credentials' }));
    expect(await within(dialog).findByText('The username taken is already taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Secret-123');
    expect(within(dialog).getByLabelText('Password profile')).toHaveValue('pp-2');

    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'otto');
    await user.click(within(dialog).getByRole('button', { name: 'Add credentials' }));
    const table = await screen.findByRole('table', { name: 'Password profile credentials' });
    expect(await within(table).findByText('otto')).toBeInTheDocument();
    expect(within(table).getByText('Staff')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      realmId: 'r-1',
      userId: 'u-1',
      input: { passwordProfileId: 'pp-2', username: 'otto', password: 'Secret-123' },
    });
  });

  it('edits credentials read by id, asks for a one-time password and shows the outcome', async () => {
    const state = { infos: [info('pi-1', 'otto')], name: 'Otto Peck' };
    const { handlers, byIdReads } = userHandlers(state);
    const updates: UpdatePasswordProfileInfoMutationVariables[] = [];
    const requests: RequestOneTimePasswordMutationVariables[] = [];
    server.use(
      ...handlers,
      graphql.mutation<UpdatePasswordProfileInfoMutation, UpdatePasswordProfileInfoMutationVariables>(
        'UpdatePasswordProfileInfo',
        ({ variables }) => {
          updates.push(variables);
          const saved = info('pi-1', String(variables.input.username));
          state.infos = [saved];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updatePasswordProfileInfo: {
                __typename: 'PasswordProfileInfoPayload',
                passwordProfileInfo: saved,
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<RequestOneTimePasswordMutation, RequestOneTimePasswordMutationVariables>(
        'RequestOneTimePassword',
        ({ variables }) => {
          requests.push(variables);
          const unknown = variables.input.username === '';
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              requestOneTimePassword: {
                __typename: 'OneTimePasswordRequestPayload',
                accepted: !unknown,
                userErrors: unknown ? [userError(['username'], 'username is required')] : [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/realms/r-1/users/u-1');
    const table = await screen.findByRole('table', { name: 'Password profile credentials' }, FIRST_RENDER);
    await user.click(await within(table).findByRole('button', { name: 'Edit credentials otto' }));
    const dialog = await screen.findByRole('form', { name: 'Change credentials otto' });
    expect(byIdReads).toEqual([{ realmId: 'r-1', userId: 'u-1', id: 'pi-1' }]);
    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'otto.p');
    await user.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    // The provider asks for a password with every change: the form says so before sending.
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(updates).toEqual([]);
    await user.type(within(dialog).getByLabelText('New password'), 'Secret-456');
    await user.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Change credentials/ })).toBeNull());
    expect(updates).toEqual([
      { realmId: 'r-1', userId: 'u-1', id: 'pi-1', input: { username: 'otto.p', password: 'Secret-456' } },
    ]);

    await user.click(
      await within(table).findByRole('button', { name: 'Request a one-time password for otto.p' }),
    );
    const otp = await screen.findByRole('form', { name: 'One-time password under Username and password' });
    await user.selectOptions(within(otp).getByLabelText('Purpose'), 'PASSWORDLESS_AUTHENTICATION');
    await user.click(within(otp).getByRole('button', { name: 'Request one-time password' }));
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('One-time password requested for otto.p under Username and password');
    expect(requests).toEqual([
      {
        realmId: 'r-1',
        passwordProfileId: 'pp-1',
        input: { username: 'otto.p', purpose: 'PASSWORDLESS_AUTHENTICATION' },
      },
    ]);
  });

  it('deletes credentials after confirming, and keeps a refused email inline with what was typed', async () => {
    const state = { infos: [info('pi-1', 'otto')], name: 'Otto Peck' as string | null };
    const updates: UpdateRealmUserMutationVariables[] = [];
    const deleted: string[] = [];
    server.use(
      ...userHandlers(state).handlers,
      graphql.mutation<UpdateRealmUserMutation, UpdateRealmUserMutationVariables>(
        'UpdateRealmUser',
        ({ variables }) => {
          updates.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateUserAuthenticationInfo: {
                __typename: 'UserAuthenticationInfoPayload',
                user: null,
                userErrors: [userError(['email'], 'email must be an email address')],
              },
            },
          });
        },
      ),
      graphql.mutation<DeletePasswordProfileInfoMutation>('DeletePasswordProfileInfo', ({ variables }) => {
        deleted.push(String(variables.id));
        state.infos = [];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deletePasswordProfileInfo: {
              __typename: 'DeleteRealmProfilePayload',
              deletedId: String(variables.id),
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/realms/r-1/users/u-1');
    const table = await screen.findByRole('table', { name: 'Password profile credentials' });
    await user.click(await within(table).findByRole('button', { name: 'Delete credentials otto' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    // Hidden at once; the delete goes out when the undo window ends.
    expect(await screen.findByText('No credentials')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await waitFor(() => expect(deleted).toEqual(['pi-1']), { timeout: UNDO_WINDOW_MS + 3000 });

    const form = await screen.findByRole('form', { name: 'User details' });
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save user' }));
    expect(await within(form).findByText('email must be an email address')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('not-an-email');
    expect(updates).toEqual([{ realmId: 'r-1', id: 'u-1', input: { email: 'not-an-email' } }]);

    // The provider requires a username on every write: the form asks for it inline, sends nothing.
    await user.clear(within(form).getByLabelText('Username'));
    await user.click(within(form).getByRole('button', { name: 'Save user' }));
    expect(await within(form).findByText('Username is required')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
  });
});
