import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateRealmMutation,
  CreateRealmMutationVariables,
  RealmDetailsQuery,
  RealmListItemFragment,
  RealmListQuery,
  RealmListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';
import { BUYER_REALM } from './test/fixtures';

beforeEach(signInForTest);
jest.setTimeout(30_000);
/** The first render loads the lazy page, which a busy machine takes seconds for. */
const FIRST_RENDER = { timeout: 10_000 };

const REALMS: RealmListItemFragment[] = [
  {
    __typename: 'Realm',
    id: 'r-1',
    name: 'Customer Realm',
    originType: 'customer-authentication-settings',
    updatedAt: null,
  },
  { ...BUYER_REALM, id: 'r-2' },
];

describe('realm list', () => {
  it('says what each realm is for and filters by name in the URL', async () => {
    const sent: RealmListQueryVariables[] = [];
    server.use(
      graphql.query<RealmListQuery, RealmListQueryVariables>('RealmList', ({ variables }) => {
        sent.push(variables);
        const like = variables.filter?.name?.like?.toLowerCase() ?? '';
        const items = REALMS.filter((realm) => realm.name.toLowerCase().includes(like));
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            realms: {
              __typename: 'RealmPage',
              items,
              pageInfo: pageInfo(items.length),
            },
          },
        });
      }),
    );
    const { user, router } = renderApp('/realms');
    const table = await screen.findByRole('table', { name: 'Realms' }, FIRST_RENDER);
    const buyer = (await within(table).findByRole('link', { name: 'Buyer Organization' })).closest('tr')!;
    expect(within(buyer).getByText('Account members sign in here')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name contains'), 'customer');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'customer' } }), {
      timeout: 2000,
    });
    await waitFor(() => expect(within(table).queryByText('Buyer Organization')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/realms?name=customer');
  });

  it('adds a realm: a refused name stays inline, then the new realm opens', async () => {
    const sent: CreateRealmMutationVariables[] = [];
    server.use(
      graphql.query<RealmListQuery>('RealmList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            realms: {
              __typename: 'RealmPage',
              items: REALMS,
              pageInfo: pageInfo(2),
            },
          },
        }),
      ),
      graphql.mutation<CreateRealmMutation, CreateRealmMutationVariables>('CreateRealm', ({ variables }) => {
        sent.push(variables);
        const name = String(variables.input.name);
        const refused = name.length > 10;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createRealm: {
              __typename: 'RealmPayload',
              realm: refused
                ? null
                : { __typename: 'Realm', id: 'r-9', name, originType: null, updatedAt: null },
              userErrors: refused ? [userError(['name'], 'name is too long')] : [],
            },
          },
        });
      }),
      graphql.query<RealmDetailsQuery>('RealmDetails', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            realm: { __typename: 'Realm', id: 'r-9', name: 'Partners', originType: null, updatedAt: null },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/realms');
    await user.click(await screen.findByRole('button', { name: 'Add realm' }, FIRST_RENDER));
    const dialog = await screen.findByRole('form', { name: 'Add realm' });
    await user.type(within(dialog).getByLabelText('Name'), 'Partners and friends');
    await user.click(within(dialog).getByRole('button', { name: 'Add realm' }));
    expect(await within(dialog).findByText('name is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Partners and friends');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Partners');
    await user.click(within(dialog).getByRole('button', { name: 'Add realm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/realms/r-9'));
    expect(sent.map((variables) => variables.input.name)).toEqual(['Partners and friends', 'Partners']);
  });
});
