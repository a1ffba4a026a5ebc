import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CartListItemFragment,
  CartListQuery,
  CartListQueryVariables,
  CreateCartMutation,
  CreateCartMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function cart(id: string, name: string, formatted = '$10.00'): CartListItemFragment {
  return {
    __typename: 'Cart',
    id,
    name,
    description: null,
    updatedAt: '2026-01-10T09:30:00.000Z',
    totals: {
      __typename: 'CartTotals',
      withTax: { __typename: 'Money', currency: 'USD', amount: 1000, formatted },
    },
  };
}

function cartListHandler(carts: CartListItemFragment[]) {
  const sent: CartListQueryVariables[] = [];
  const handler = graphql.query<CartListQuery, CartListQueryVariables>('CartList', ({ variables }) => {
    sent.push(variables);
    const like = variables.filter?.name?.like?.toLowerCase() ?? '';
    const items = carts.filter((item) => item.name.toLowerCase().includes(like));
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        carts: {
          __typename: 'CartPage',
          items,
          pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: items.length, hasNextPage: false },
        },
      },
    });
  });
  return { handler, sent };
}

describe('cart list', () => {
  it('renders a row per cart with its total, newest first, linking to its page', async () => {
    const { handler, sent } = cartListHandler([
      cart('a1', 'Weekend getaway', '$42.50'),
      cart('a2', 'Office'),
    ]);
    server.use(handler);
    renderApp('/carts');

    const table = await screen.findByRole('table', { name: 'Carts' });
    expect(await within(table).findByRole('link', { name: 'Weekend getaway' })).toHaveAttribute(
      'href',
      '/carts/a1',
    );
    expect(within(table).getByText('$42.50')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      sort: [{ field: 'UPDATED_AT', direction: 'DESC' }],
      page: { limit: 100, offset: 0 },
    });
  });

  it('filters by name with the filter in the URL, and shows the empty state', async () => {
    const { handler, sent } = cartListHandler([cart('a1', 'Weekend getaway')]);
    server.use(handler);
    const { user, router } = renderApp('/carts');
    await screen.findByRole('link', { name: 'Weekend getaway' });

    await user.type(screen.getByLabelText('Name contains'), 'nothing');
    await waitFor(() => expect(currentUrl(router)).toContain('name=nothing'));
    expect(await screen.findByText('No carts match this name')).toBeInTheDocument();
    expect(sent.at(-1)?.filter).toEqual({ name: { like: 'nothing' } });
  });

  it('creates a cart and keeps the typed name when the server refuses it', async () => {
    const { handler } = cartListHandler([]);
    const inputs: CreateCartMutationVariables[] = [];
    server.use(
      handler,
      graphql.query('CartDetails', () => HttpResponse.json({ data: { __typename: 'Query', cart: null } })),
      graphql.mutation<CreateCartMutation, CreateCartMutationVariables>('CreateCart', ({ variables }) => {
        inputs.push(variables);
        if (inputs.length === 1) {
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCart: {
                __typename: 'CartPayload',
                cart: null,
                userErrors: [
                  { __typename: 'UserError', field: ['name'], message: 'name is too long', code: 'INVALID' },
                ],
              },
            },
          });
        }
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createCart: { __typename: 'CartPayload', cart: cart('new1', 'Phone order'), userErrors: [] },
          },
        });
      }),
    );
    const { user, router } = renderApp('/carts');
    expect(await screen.findByText('No carts yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Phone order');
    await user.click(within(dialog).getByRole('button', { name: 'Create cart' }));
    expect(await within(dialog).findByText('name is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Phone order');

    await user.click(within(dialog).getByRole('button', { name: 'Create cart' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/carts/new1'));
    expect(inputs[1]).toEqual({ input: { name: 'Phone order' } });
  });
});
