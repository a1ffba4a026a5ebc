import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { ProductListQuery, ProductListQueryVariables } from '../../graphql/generated';
import { productListItem, productPage } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

/** Answers ProductList with `page` and records every variables object sent. */
function productListHandler(page: ProductListQuery = productPage([])) {
  const sent: ProductListQueryVariables[] = [];
  const handler = graphql.query<ProductListQuery, ProductListQueryVariables>(
    'ProductList',
    ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: page });
    },
  );
  return { handler, sent };
}

beforeEach(signInForTest);

describe('product list', () => {
  it('renders a row per product from the ProductList query', async () => {
    const { handler, sent } = productListHandler(
      productPage(
        [
          productListItem({ id: 'p-1', name: 'Blue shirt', sku: 'SHIRT-BLUE', status: 'LIVE' }),
          productListItem({ id: 'p-2', name: 'Red mug', sku: 'MUG-RED', status: 'DRAFT' }),
        ],
        { total: 2 },
      ),
    );
    server.use(handler);
    renderApp('/products');

    const table = await screen.findByRole('table', { name: 'Products' });
    const link = await within(table).findByRole('link', { name: 'Blue shirt' });
    expect(link).toHaveAttribute('href', '/products/p-1');
    expect(within(table).getByText('MUG-RED')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      sort: [{ field: 'CREATED_AT', direction: 'DESC' }],
      page: { limit: 100, offset: 0 },
    });
  });

  it('lists the newest products first until a column is chosen, and keeps the chosen sort in the URL', async () => {
    const { handler, sent } = productListHandler(productPage([productListItem()]));
    server.use(handler);
    const { user, router } = renderApp('/products');
    await screen.findByRole('link', { name: 'Blue shirt' });
    // A product created a moment ago is the newest: it tops the list the seller comes back to.
    expect(sent[0]?.sort).toEqual([{ field: 'CREATED_AT', direction: 'DESC' }]);
    expect(currentUrl(router)).toBe('/products');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(sent.at(-1)?.sort).toEqual([{ field: 'NAME', direction: 'ASC' }]));
    expect(currentUrl(router)).toBe('/products?sort=name');
  });

  it("shows each product's available stock or sold out, linking to its stock, or a link to start it", async () => {
    const stock = (productId: string, available: number) => ({
      __typename: 'Stock' as const,
      productId,
      total: available + 2,
      available,
      allocated: 2,
    });
    const { handler } = productListHandler(
      productPage([
        productListItem({ id: 'p-1', name: 'Blue shirt', stock: stock('p-1', 12) }),
        productListItem({ id: 'p-2', name: 'Red mug', stock: stock('p-2', 0) }),
        productListItem({ id: 'p-3', name: 'Gift card', stock: null }),
      ]),
    );
    server.use(handler);
    renderApp('/products');

    const table = await screen.findByRole('table', { name: 'Products' });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    await within(table).findByRole('link', { name: 'Blue shirt' });
    expect(within(row('Blue shirt')).getByTitle('14 in stock, 2 allocated')).toHaveTextContent(
      '12 available',
    );
    expect(within(row('Blue shirt')).getByRole('link', { name: 'Stock: 12 available' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-1',
    );
    expect(within(row('Red mug')).getByText('Sold out')).toBeInTheDocument();
    expect(within(row('Red mug')).getByRole('link', { name: 'Stock: sold out' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-2',
    );
    // Not managed yet: the cell opens the product's stock page with "Manage stock" open.
    expect(within(row('Gift card')).getByRole('link', { name: 'Not managed' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-3?dialog=manage',
    );
  });

  it('sends a like filter on name once typing pauses, and keeps it in the URL', async () => {
    const { handler, sent } = productListHandler();
    server.use(handler);
    const { user, router } = renderApp('/products');
    await screen.findByText('No products yet');

    await user.type(screen.getByLabelText('Name contains'), 'shirt');
    // Debounced: no request per keystroke.
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'shirt' } }), { timeout: 2000 });
    expect(sent).toHaveLength(2);
    expect(currentUrl(router)).toBe('/products?name=shirt');
  });

  it('sorts by a column when its header is clicked, flipping direction on the second click', async () => {
    const { handler, sent } = productListHandler(productPage([productListItem()]));
    server.use(handler);
    const { user, router } = renderApp('/products');
    await screen.findByRole('link', { name: 'Blue shirt' });

    await user.click(screen.getByRole('button', { name: 'SKU' }));
    await waitFor(() => expect(sent.at(-1)?.sort).toEqual([{ field: 'SKU', direction: 'ASC' }]));
    expect(screen.getByRole('columnheader', { name: 'SKU' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'SKU' }));
    await waitFor(() => expect(sent.at(-1)?.sort).toEqual([{ field: 'SKU', direction: 'DESC' }]));
    expect(currentUrl(router)).toBe('/products?sort=sku&order=desc');
  });

  it('reads filters, sort and page from the URL and shows a rejected query as a message', async () => {
    const sent: ProductListQueryVariables[] = [];
    server.use(
      graphql.query<ProductListQuery, ProductListQueryVariables>('ProductList', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          errors: [
            { message: 'Could not parse the supplied filter', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        });
      }),
    );
    renderApp('/products?sku=A%2BB&status=DRAFT&sort=updated_at&order=desc&limit=50&offset=100');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not parse the supplied filter');
    expect(sent[0]).toEqual({
      filter: { sku: { like: 'A+B' }, status: { eq: 'DRAFT' } },
      sort: [{ field: 'UPDATED_AT', direction: 'DESC' }],
      page: { limit: 50, offset: 100 },
    });
    expect(screen.getByLabelText('SKU contains')).toHaveValue('A+B');
    expect(screen.getByLabelText('Status')).toHaveValue('DRAFT');
  });
});
