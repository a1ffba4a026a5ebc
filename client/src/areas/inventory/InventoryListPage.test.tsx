import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  StockListQuery,
  StockListQueryVariables,
  StockProductSearchQuery,
  StockProductSearchQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

type Row = StockListQuery['stocks']['items'][number];

function row(productId: string, name: string, available: number): Row {
  return {
    __typename: 'Stock',
    productId,
    total: available + 2,
    available,
    allocated: 2,
    multiLocation: productId === 'p-2',
    updatedAt: '2026-01-10T09:30:00.000Z',
    product: { __typename: 'Product', id: productId, name, sku: `SKU-${productId}` },
  };
}

function stockListHandler(rows: Row[]) {
  const sent: StockListQueryVariables[] = [];
  const handler = graphql.query<StockListQuery, StockListQueryVariables>('StockList', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        stocks: {
          __typename: 'StockPage',
          items: rows,
          pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: rows.length, hasNextPage: false },
        },
      },
    });
  });
  return { handler, sent };
}

describe('inventory list', () => {
  it('shows each product with its figures, linking to its stock', async () => {
    const { handler, sent } = stockListHandler([row('p-1', 'Blue mug', 7), row('p-2', 'Red mug', 0)]);
    server.use(handler);
    renderApp('/inventory');
    const table = await screen.findByRole('table', { name: 'Stock' });
    expect(await within(table).findByRole('link', { name: 'Blue mug' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-1',
    );
    const redRow = within(table).getByRole('row', { name: /Red mug/ });
    expect(within(redRow).getByText('SKU-p-2')).toBeInTheDocument();
    expect(
      within(redRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['2', '0', 'Multi-location']));
    // Which inventory API each product's stock uses is told in the list.
    expect(within(table).getByRole('row', { name: /Blue mug/ })).toHaveTextContent('Single location');
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });
  });

  it('sorts by available through the URL', async () => {
    const { handler, sent } = stockListHandler([row('p-1', 'Blue mug', 7)]);
    server.use(handler);
    const { user, router } = renderApp('/inventory');
    const table = await screen.findByRole('table', { name: 'Stock' });
    await within(table).findByRole('link', { name: 'Blue mug' });
    await user.click(within(table).getByRole('button', { name: /Available/ }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/sort=available/));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        sort: [{ field: 'AVAILABLE', direction: 'ASC' }],
        page: { limit: 100, offset: 0 },
      }),
    );
  });

  it('finds any product by name or SKU, tracked or not, and opens or starts its stock', async () => {
    const searched: StockProductSearchQueryVariables[] = [];
    server.use(
      stockListHandler([row('p-1', 'Blue mug', 7)]).handler,
      graphql.query<StockProductSearchQuery, StockProductSearchQueryVariables>(
        'StockProductSearch',
        ({ variables }) => {
          searched.push(variables);
          const product = (id: string, name: string) => ({
            __typename: 'Product' as const,
            id,
            name,
            sku: `SKU-${id}`,
          });
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              products: {
                __typename: 'ProductPage',
                items: [
                  {
                    ...product('p-1', 'Blue mug'),
                    stock: { __typename: 'Stock', productId: 'p-1', available: 7, total: 9 },
                  },
                  { ...product('p-9', 'Blue lamp'), stock: null },
                ],
                pageInfo: { __typename: 'PageInfo', total: 2 },
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/inventory');
    await user.click(await screen.findByRole('button', { name: 'Add stock for a product' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inventory?dialog=add-stock'));
    const dialog = await screen.findByRole('dialog', { name: "Find a product's stock" });
    await user.type(within(dialog).getByLabelText('Product name or SKU'), '  blue {Enter}');
    await waitFor(() => expect(searched).toEqual([{ text: 'blue' }]));
    const found = await within(dialog).findByRole('table', { name: 'Matching products' });
    expect(within(found).getByRole('row', { name: /Blue mug/ })).toHaveTextContent('7 available');
    expect(within(found).getByRole('link', { name: 'Open the stock of Blue mug' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-1',
    );
    // Not tracked yet: its stock page opens with "Manage stock" ready for a first quantity.
    await user.click(within(found).getByRole('link', { name: 'Start managing the stock of Blue lamp' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inventory/stock/p-9?dialog=manage'));
  });

  it('opens the same product search from "Find a product"', async () => {
    server.use(stockListHandler([row('p-1', 'Blue mug', 7)]).handler);
    const { user, router } = renderApp('/inventory');
    await user.click(await screen.findByRole('button', { name: 'Find a product' }));
    expect(await screen.findByRole('dialog', { name: "Find a product's stock" })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/inventory?dialog=add-stock');
  });

  it('shows the empty state', async () => {
    server.use(stockListHandler([]).handler);
    renderApp('/inventory');
    expect(await screen.findByText('No stock yet')).toBeInTheDocument();
  });

  it('shows a load error', async () => {
    server.use(
      graphql.query('StockList', () =>
        HttpResponse.json({ errors: [{ message: 'The provider failed (HTTP 503)' }] }),
      ),
    );
    renderApp('/inventory');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load stock');
  });
});
