import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { RealmListItemFragment, RealmListQuery, RealmListQueryVariables } from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const REALMS: RealmListItemFragment[] = [
  {
    __typename: 'Realm',
    id: 'r-1',
    name: 'Customer Realm',
    originType: 'customer-authentication-settings',
    updatedAt: null,
  },
  {
    __typename: 'Realm',
    id: 'r-2',
    name: 'Buyer Organization',
    originType: 'account-authentication-settings',
    updatedAt: null,
  },
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
      }),
    );
    const { user, router } = renderApp('/realms');
    const table = await screen.findByRole('table', { name: 'Realms' });
    const buyer = (await within(table).findByRole('link', { name: 'Buyer Organization' })).closest('tr')!;
    expect(within(buyer).getByText('Account members sign in here')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name contains'), 'customer');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'customer' } }), {
      timeout: 2000,
    });
    await waitFor(() => expect(within(table).queryByText('Buyer Organization')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/realms?name=customer');
  });
});
