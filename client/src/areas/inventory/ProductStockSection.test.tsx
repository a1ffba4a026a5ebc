import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateStockMutation,
  CreateStockMutationVariables,
  ProductDetailsQuery,
  ProductStockQuery,
  ProductStockQueryVariables,
} from '../../graphql/generated';
import { productDetails } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

type Stock = NonNullable<NonNullable<ProductStockQuery['product']>['stock']>;

function stock(available: number, locations: Stock['locations'] = []): Stock {
  return {
    __typename: 'Stock',
    productId: 'p-1',
    total: available + 2,
    available,
    allocated: 2,
    multiLocation: locations.length > 0,
    updatedAt: '2026-01-10T09:30:00.000Z',
    locations,
  };
}

/** The product page of p-1 whose stock is `current.stock`; records the ProductStock reads. */
function productWithStock(current: { stock: Stock | null }) {
  const reads: ProductStockQueryVariables[] = [];
  server.use(
    graphql.query<ProductDetailsQuery>('ProductDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
    ),
    graphql.query<ProductStockQuery, ProductStockQueryVariables>('ProductStock', ({ variables }) => {
      reads.push(variables);
      return HttpResponse.json({
        data: { __typename: 'Query', product: { __typename: 'Product', id: 'p-1', stock: current.stock } },
      });
    }),
  );
  return reads;
}

function inventorySection() {
  return screen.findByLabelText('Inventory', { selector: '.section-card' });
}

describe("the product page's inventory section", () => {
  it('shows the stock by location with a link to the stock page', async () => {
    productWithStock({
      stock: stock(9, [
        {
          __typename: 'StockLocationLevel',
          slug: 'store-front',
          total: 4,
          available: 3,
          allocated: 1,
          location: { __typename: 'InventoryLocation', id: 'l-1', name: 'Store Front' },
        },
      ]),
    });
    renderApp('/products/p-1');
    const section = await inventorySection();
    const figures = await within(section).findByRole('table', { name: 'Product stock' });
    expect(within(figures).getByRole('row', { name: /Available/ })).toHaveTextContent('9');
    expect(within(figures).getByRole('row', { name: /Allocated/ })).toHaveTextContent('2');
    expect(within(figures).getByRole('row', { name: /Total/ })).toHaveTextContent('11');
    const byLocation = within(section).getByRole('table', { name: 'Stock by location' });
    expect(within(byLocation).getByRole('row', { name: /Store Front/ })).toHaveTextContent('Store Front431');
    expect(within(byLocation).getByRole('row', { name: /Not at a location/ })).toHaveTextContent(
      'Not at a location761',
    );
    expect(within(section).getByRole('link', { name: /Adjust stock/ })).toHaveAttribute(
      'href',
      '/inventory/stock/p-1',
    );
  });

  it('starts managing the stock of an untracked product with a first quantity, right there', async () => {
    const current: { stock: Stock | null } = { stock: null };
    let sent: CreateStockMutationVariables | undefined;
    productWithStock(current);
    server.use(
      graphql.mutation<CreateStockMutation, CreateStockMutationVariables>('CreateStock', ({ variables }) => {
        sent = variables;
        current.stock = stock(12);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createStock: { __typename: 'StockPayload', stock: current.stock, userErrors: [] },
          },
        });
      }),
    );
    const { user } = renderApp('/products/p-1');
    const section = await inventorySection();
    await user.click(await within(section).findByRole('button', { name: 'Start managing stock' }));
    const dialog = await screen.findByRole('form', { name: 'Manage stock' });
    await user.clear(within(dialog).getByLabelText('Quantity in stock'));
    await user.type(within(dialog).getByLabelText('Quantity in stock'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Start managing stock' }));

    await waitFor(() => expect(sent).toEqual({ productId: 'p-1', quantity: 12 }));
    const figures = await within(section).findByRole('table', { name: 'Product stock' });
    expect(within(figures).getByRole('row', { name: /Available/ })).toHaveTextContent('12');
    expect(screen.queryByRole('form', { name: 'Manage stock' })).not.toBeInTheDocument();
  });
});
