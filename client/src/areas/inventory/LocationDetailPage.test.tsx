import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  InventoryLocationDetailsFragment,
  InventoryLocationDetailsQuery,
  InventoryLocationDetailsQueryVariables,
  UpdateInventoryLocationMutation,
  UpdateInventoryLocationMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const north: InventoryLocationDetailsFragment = {
  __typename: 'InventoryLocation',
  id: 'l-1',
  name: 'Warehouse North',
  slug: 'warehouse-north',
  description: 'Main dispatch',
  address: ['1 Dock Road', 'Leeds'],
  externalRef: null,
  createdAt: '2026-01-10T09:30:00.000Z',
  updatedAt: '2026-01-11T09:30:00.000Z',
};

function detailsHandler(current: { location: InventoryLocationDetailsFragment | null }) {
  return graphql.query<InventoryLocationDetailsQuery, InventoryLocationDetailsQueryVariables>(
    'InventoryLocationDetails',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          inventoryLocation: variables.id === 'l-1' ? current.location : null,
        },
      }),
  );
}

describe('inventory location page', () => {
  it('is reached from the locations list', async () => {
    server.use(
      graphql.query('InventoryLocations', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            inventoryLocations: {
              __typename: 'InventoryLocationPage',
              items: [north],
              pageInfo: { __typename: 'PageInfo', total: 1 },
            },
          },
        }),
      ),
    );
    renderApp('/inventory/locations');
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(await within(table).findByRole('link', { name: 'Warehouse North' })).toHaveAttribute(
      'href',
      '/inventory/locations/l-1',
    );
  });

  it('edits the location; a refused name shows under Name and what was typed stays', async () => {
    const sent: UpdateInventoryLocationMutationVariables[] = [];
    const current = { location: north };
    server.use(
      detailsHandler(current),
      graphql.mutation<UpdateInventoryLocationMutation, UpdateInventoryLocationMutationVariables>(
        'UpdateInventoryLocation',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                updateInventoryLocation: {
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
          }
          current.location = { ...north, slug: 'north', description: null };
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateInventoryLocation: {
                __typename: 'InventoryLocationPayload',
                location: current.location,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/inventory/locations/l-1');
    const form = await screen.findByRole('form', { name: 'Location details' });
    expect(within(form).getByLabelText('Address')).toHaveValue('1 Dock Road\nLeeds');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'N');
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await within(form).findByText('Name must be 3 or more characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('Name'), 'orth');
    await user.clear(within(form).getByLabelText('Slug'));
    await user.type(within(form).getByLabelText('Slug'), 'store-front');
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await within(form).findByText('slug already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText('Slug')).toHaveValue('store-front');
    expect(within(form).getByLabelText('Name')).toHaveValue('North');
    await user.clear(within(form).getByLabelText('Slug'));
    await user.type(within(form).getByLabelText('Slug'), 'north');
    await user.clear(within(form).getByLabelText('Description'));
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({
        id: 'l-1',
        input: {
          name: 'North',
          slug: 'north',
          description: null,
          externalRef: null,
          address: ['1 Dock Road', 'Leeds'],
        },
      }),
    );
    expect(await screen.findByText('Location saved')).toBeInTheDocument();
  });

  it('says when the location does not exist', async () => {
    server.use(detailsHandler({ location: north }));
    renderApp('/inventory/locations/l-9');
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
  });
});
