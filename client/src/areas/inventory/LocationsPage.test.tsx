import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateInventoryLocationMutation,
  CreateInventoryLocationMutationVariables,
  InventoryLocationRowFragment,
  InventoryLocationsQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const location = (id: string, name: string, slug: string): InventoryLocationRowFragment => ({
  __typename: 'InventoryLocation',
  id,
  name,
  slug,
  description: null,
  address: ['12 High Street', 'York'],
});

function listHandler(items: InventoryLocationRowFragment[]) {
  return graphql.query<InventoryLocationsQuery>('InventoryLocations', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        inventoryLocations: {
          __typename: 'InventoryLocationPage',
          items,
          pageInfo: { __typename: 'PageInfo', total: items.length },
        },
      },
    }),
  );
}

describe('inventory locations', () => {
  it('lists the locations', async () => {
    server.use(listHandler([location('l-1', 'Store Front', 'store-front')]));
    renderApp('/inventory/locations');
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(await within(table).findByText('Store Front')).toBeInTheDocument();
    expect(within(table).getByText('12 High Street, York')).toBeInTheDocument();
  });

  it('shows a duplicate slug under the Slug field', async () => {
    let sent: CreateInventoryLocationMutationVariables | undefined;
    server.use(
      listHandler([]),
      graphql.mutation<CreateInventoryLocationMutation, CreateInventoryLocationMutationVariables>(
        'CreateInventoryLocation',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createInventoryLocation: {
                __typename: 'InventoryLocationPayload',
                location: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['slug'],
                    message: 'slug already exists',
                    code: 'DUPLICATE',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/inventory/locations');
    expect(await screen.findByText('No locations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('form', { name: 'Add location' });
    await user.type(within(dialog).getByLabelText('Name'), 'Back Dock');
    await user.type(within(dialog).getByLabelText('Slug'), 'store-front');
    await user.click(within(dialog).getByRole('button', { name: 'Create location' }));
    expect(await within(dialog).findByText('slug already exists')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual({ input: { name: 'Back Dock', slug: 'store-front' } }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Back Dock');
  });
});
