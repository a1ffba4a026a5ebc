import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateOidcProfileMutation,
  CreateOidcProfileMutationVariables,
  CreateRealmUserMutation,
  CreateRealmUserMutationVariables,
  OidcProfileRowFragment,
  RealmDetailsQuery,
  RealmPasswordProfileQuery,
  RealmPasswordProfileQueryVariables,
  RealmProfilesQuery,
  RealmUsersQuery,
  RealmUsersQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';
import { BUYER_REALM, passwordProfile } from './test/fixtures';

beforeEach(signInForTest);
jest.setTimeout(30_000);
/** The first render loads the lazy page, which a busy machine takes seconds for. */
const FIRST_RENDER = { timeout: 10_000 };

function handlers(oidcProfiles: () => OidcProfileRowFragment[]) {
  const userPages: RealmUsersQueryVariables[] = [];
  return {
    userPages,
    list: [
      graphql.query<RealmDetailsQuery>('RealmDetails', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            realm: BUYER_REALM,
          },
        }),
      ),
      graphql.query<RealmProfilesQuery>('RealmProfiles', () => {
        const items = oidcProfiles();
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            realm: {
              __typename: 'Realm',
              id: 'r-1',
              passwordProfiles: {
                __typename: 'PasswordProfilePage',
                items: [passwordProfile('pp-1', 'Username and password')],
                pageInfo: { __typename: 'PageInfo', total: 1 },
              },
              oidcProfiles: {
                __typename: 'OidcProfilePage',
                items,
                pageInfo: { __typename: 'PageInfo', total: items.length },
              },
            },
          },
        });
      }),
      graphql.query<RealmUsersQuery, RealmUsersQueryVariables>('RealmUsers', ({ variables }) => {
        userPages.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            realm: {
              __typename: 'Realm',
              id: 'r-1',
              users: {
                __typename: 'UserAuthenticationInfoPage',
                items: [
                  {
                    __typename: 'UserAuthenticationInfo',
                    id: 'u-1',
                    realmId: 'r-1',
                    name: 'Hannah Berg',
                    email: 'hannah@example.com',
                    username: 'hannah@example.com',
                    createdAt: null,
                  },
                ],
                pageInfo: pageInfo(160, { limit: 100, hasNextPage: true }),
              },
            },
          },
        });
      }),
    ],
  };
}

describe('realm detail', () => {
  it('lists password profiles and pages users through the URL', async () => {
    const { list, userPages } = handlers(() => []);
    server.use(...list);
    const { user, router } = renderApp('/realms/r-1');
    const profiles = await screen.findByRole('table', { name: 'Password profiles' }, FIRST_RENDER);
    expect(await within(profiles).findByText('Username and password')).toBeInTheDocument();
    expect(await screen.findByText('No OpenID Connect profiles')).toBeInTheDocument();
    const users = screen.getByRole('table', { name: 'Users' });
    expect(await within(users).findByText('Hannah Berg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(userPages.at(-1)).toEqual({ id: 'r-1', page: { limit: 100, offset: 100 } }));
    expect(currentUrl(router)).toBe('/realms/r-1?offset=100');
  });

  it('asks inline for the username the provider requires before adding a user', async () => {
    const sent: CreateRealmUserMutationVariables[] = [];
    const { list } = handlers(() => []);
    server.use(
      ...list,
      graphql.mutation<CreateRealmUserMutation, CreateRealmUserMutationVariables>(
        'CreateRealmUser',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createUserAuthenticationInfo: {
                __typename: 'UserAuthenticationInfoPayload',
                user: null,
                userErrors: [userError(['username'], 'username is taken', 'DUPLICATE')],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/realms/r-1');
    await screen.findByRole('table', { name: 'Users' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('form', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText('Name'), 'Otto Peck');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Username'), ' otto ');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('username is taken')).toBeInTheDocument();
    expect(sent).toEqual([{ realmId: 'r-1', input: { name: 'Otto Peck', username: 'otto' } }]);
  });

  it('adds an OpenID Connect profile; a refused redirect URI stays inline with what was typed', async () => {
    let profiles: OidcProfileRowFragment[] = [];
    const sent: CreateOidcProfileMutationVariables[] = [];
    const { list } = handlers(() => profiles);
    server.use(
      ...list,
      graphql.mutation<CreateOidcProfileMutation, CreateOidcProfileMutationVariables>(
        'CreateOidcProfile',
        ({ variables }) => {
          sent.push(variables);
          const uris = [variables.input.redirectUris].flat().map(String);
          if (!uris.every((uri) => uri.startsWith('https://'))) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createOidcProfile: {
                  __typename: 'OidcProfilePayload',
                  oidcProfile: null,
                  userErrors: [userError(['redirectUris'], 'redirect_uris must be a list of absolute URLs')],
                },
              },
            });
          }
          const created: OidcProfileRowFragment = {
            __typename: 'OidcProfile',
            id: 'op-1',
            realmId: 'r-1',
            name: 'Okta',
            clientId: String(variables.input.clientId),
            redirectUris: uris,
            discoveryUrl: null,
            updatedAt: null,
          };
          profiles = [created];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createOidcProfile: { __typename: 'OidcProfilePayload', oidcProfile: created, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/realms/r-1');
    await screen.findByText('No OpenID Connect profiles', {}, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'Add OpenID Connect profile' }));
    const dialog = await screen.findByRole('form', { name: 'Add OpenID Connect profile' });
    await user.type(within(dialog).getByLabelText('Name'), 'Okta');
    await user.type(within(dialog).getByLabelText('Client id'), 'commerce-manager');
    await user.type(within(dialog).getByLabelText('Client secret'), 's3cret');
    await user.type(within(dialog).getByLabelText('Redirect URIs'), 'shop/callback');
    await user.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    expect(
      await within(dialog).findByText('redirect_uris must be a list of absolute URLs'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Client id')).toHaveValue('commerce-manager');

    const uris = within(dialog).getByLabelText('Redirect URIs');
    await user.clear(uris);
    await user.type(uris, 'https://shop.example.com/callback{Enter}https://shop.example.com/other');
    await user.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    const table = await screen.findByRole('table', { name: 'OpenID Connect profiles' });
    expect(await within(table).findByText('commerce-manager')).toBeInTheDocument();
    expect(sent.at(-1)?.input).toEqual({
      name: 'Okta',
      clientId: 'commerce-manager',
      clientSecret: 's3cret',
      redirectUris: ['https://shop.example.com/callback', 'https://shop.example.com/other'],
    });
  });

  it('opens a password profile for editing from what is stored under its id', async () => {
    const reads: RealmPasswordProfileQueryVariables[] = [];
    const { list } = handlers(() => []);
    server.use(
      ...list,
      graphql.query<RealmPasswordProfileQuery, RealmPasswordProfileQueryVariables>(
        'RealmPasswordProfile',
        ({ variables }) => {
          reads.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              realm: {
                __typename: 'Realm',
                id: 'r-1',
                passwordProfile: {
                  __typename: 'PasswordProfile',
                  id: 'pp-1',
                  realmId: 'r-1',
                  name: 'Renamed elsewhere',
                  description: 'Changed since the list loaded',
                  updatedAt: null,
                },
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/realms/r-1');
    const profiles = await screen.findByRole('table', { name: 'Password profiles' }, FIRST_RENDER);
    await user.click(
      await within(profiles).findByRole('button', { name: 'Edit password profile Username and password' }),
    );
    const dialog = await screen.findByRole('form', { name: 'Edit password profile Renamed elsewhere' });
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Changed since the list loaded');
    expect(reads).toEqual([{ realmId: 'r-1', id: 'pp-1' }]);
  });
});
