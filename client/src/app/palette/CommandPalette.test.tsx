import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import type { PaletteSearchQuery, PaletteSearchQueryVariables } from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);
// Each case renders the whole admin, types and waits out the debounce: slow on a busy machine.
jest.setTimeout(30_000);

const TEE = { __typename: 'Product' as const, id: 'p-1', name: 'Classic Cotton Tee', sku: 'APP-TSH-0001' };
const STALE = {
  __typename: 'Product' as const,
  id: 'p-2',
  name: 'Stale Answer Product',
  sku: 'APP-OLD-0001',
};

function answer(products: (typeof TEE)[]): PaletteSearchQuery {
  const page = <T extends string>(typename: T) => ({ __typename: typename, items: [] });
  return {
    __typename: 'Query',
    productHits: { __typename: 'ProductPage', items: products },
    orderHits: page('OrderPage'),
    customersByName: page('CustomerPage'),
    customersByEmail: page('CustomerPage'),
    accountHits: page('AccountPage'),
  };
}

/**
 * Answers the palette's search with the products whose SKU contains the typed text; a search for
 * exactly `slowTerm` answers late with another product. Records each request's variables.
 */
function paletteSearch(slowTerm?: string) {
  const sent: PaletteSearchQueryVariables[] = [];
  const handler = graphql.query<PaletteSearchQuery, PaletteSearchQueryVariables>(
    'PaletteSearch',
    async ({ variables }) => {
      sent.push(variables);
      const skuLike = variables.products.or?.find((alternative) => alternative.sku)?.sku?.like ?? '';
      if (skuLike === slowTerm) {
        await delay(400);
        return HttpResponse.json({ data: answer([STALE]) });
      }
      return HttpResponse.json({
        data: answer([TEE].filter((product) => product.sku.toLowerCase().includes(skuLike.toLowerCase()))),
      });
    },
  );
  return { handler, sent };
}

/** Every other operation of the pages behind the palette: not what these tests are about. */
const otherOperations = graphql.operation(() =>
  HttpResponse.json({
    errors: [{ message: 'Not part of this test', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
  }),
);

/** The signed-in shell is up (the first lazy route can take a while on a busy machine). */
function shellReady() {
  return screen.findByRole('navigation', { name: 'Areas' }, { timeout: 10_000 });
}

function paletteInput() {
  return screen.findByRole('textbox', { name: 'Command palette' });
}

describe('command palette', () => {
  it('opens with Ctrl+K and with "/", and closes with Escape', async () => {
    server.use(otherOperations);
    const { user } = renderApp('/products');
    await shellReady();
    expect(screen.queryByRole('textbox', { name: 'Command palette' })).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    expect(await paletteInput()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Command palette' })).not.toBeInTheDocument(),
    );

    await user.keyboard('/');
    const input = await paletteInput();
    // The "/" that opened it is not typed into the search.
    expect(input).toHaveValue('');
  });

  it('leaves "/" alone inside a text field', async () => {
    server.use(otherOperations);
    const { user } = renderApp('/products');
    await shellReady();
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Some field');
    document.body.append(field);
    field.focus();

    await user.keyboard('/');
    expect(field).toHaveValue('/');
    expect(screen.queryByRole('textbox', { name: 'Command palette' })).not.toBeInTheDocument();
    // Ctrl+K still opens it from a text field.
    await user.keyboard('{Control>}k{/Control}');
    expect(await paletteInput()).toBeInTheDocument();
    field.remove();
  });

  it('finds a product by SKU with one debounced search and opens it with Enter', async () => {
    const { handler, sent } = paletteSearch();
    server.use(handler, otherOperations);
    const { user, router } = renderApp('/products');
    await shellReady();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'APP-TSH-0001');
    const results = await screen.findByRole('menu', { name: 'Palette results' });
    const item = await within(results).findByRole('menuitem', { name: /Classic Cotton Tee/ });
    expect(item).toHaveTextContent('APP-TSH-0001');
    expect(within(results).getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    // Typed quickly: one search, for the whole text, five of each kind.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      products: { or: [{ name: { like: 'APP-TSH-0001' } }, { sku: { like: 'APP-TSH-0001' } }] },
      customerEmails: { email: { like: 'APP-TSH-0001' } },
      page: { limit: 5, offset: 0 },
      byId: false,
    });

    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/products/p-1'));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
  });

  it('ignores an answer to text the seller has already typed past', async () => {
    const { handler, sent } = paletteSearch('APP');
    server.use(handler, otherOperations);
    const { user } = renderApp('/products');
    await shellReady();

    await user.keyboard('{Control>}k{/Control}');
    const input = await paletteInput();
    await user.type(input, 'APP');
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.type(input, '-TSH');
    expect(await screen.findByRole('menuitem', { name: /Classic Cotton Tee/ })).toBeInTheDocument();
    // The search for "APP" answers after the one for "APP-TSH": its product never shows.
    await delay(500);
    expect(sent).toHaveLength(2);
    expect(screen.queryByRole('menuitem', { name: /Stale Answer Product/ })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Classic Cotton Tee/ })).toBeInTheDocument();
  });

  it('goes to an area with the keyboard and lists it under recent pages afterwards', async () => {
    server.use(otherOperations);
    const { user, router } = renderApp('/products');
    await shellReady();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'price b');
    const results = await screen.findByRole('menu', { name: 'Palette results' });
    expect(within(results).getByRole('heading', { name: 'Go to' })).toBeInTheDocument();
    expect(within(results).getByRole('menuitem', { name: /Price books/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/price-books'));

    // Reopened empty: the page visited before comes first.
    await user.keyboard('{Control>}k{/Control}');
    const reopened = await screen.findByRole('menu', { name: 'Palette results' });
    expect(within(reopened).getByRole('heading', { name: 'Recent pages' })).toBeInTheDocument();
    const first = within(reopened).getAllByRole('menuitem')[0];
    expect(first).toHaveTextContent('Products');
    expect(first).toHaveTextContent('/products');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
  });

  it('opens a list with its create dialog from a create action', async () => {
    server.use(otherOperations);
    const { user, router } = renderApp('/products');
    await shellReady();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'create customer');
    const results = await screen.findByRole('menu', { name: 'Palette results' });
    expect(within(results).getByRole('heading', { name: 'Create' })).toBeInTheDocument();
    expect(within(results).getAllByRole('menuitem')[0]).toHaveTextContent('New customer');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/customers?dialog=create'));
  });

  it('offers "New product" for "new product" and opens the product form', async () => {
    const { handler } = paletteSearch();
    server.use(handler, otherOperations);
    const { user, router } = renderApp('/orders');
    await shellReady();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'new product');
    const results = await screen.findByRole('menu', { name: 'Palette results' });
    expect(within(results).getAllByRole('menuitem')[0]).toHaveTextContent('New product');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/products/add'));
  });

  it('finds the inventory and a product\'s stock for "stock" and a product\'s SKU', async () => {
    const { handler, sent } = paletteSearch();
    server.use(handler, otherOperations);
    const { user, router } = renderApp('/orders');
    await shellReady();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'stock APP-TSH');
    const results = await screen.findByRole('menu', { name: 'Palette results' });
    expect(
      await within(results).findByRole('menuitem', { name: /Stock of Classic Cotton Tee/ }),
    ).toBeInTheDocument();
    expect(within(results).getByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    // The word "stock" is not part of the product search.
    expect(sent.at(-1)?.products.or).toContainEqual({ sku: { like: 'APP-TSH' } });
    await user.clear(await paletteInput());
    await user.type(await paletteInput(), 'stock');
    expect(await within(results).findByRole('menuitem', { name: /Inventory/ })).toBeInTheDocument();
    await user.type(await paletteInput(), ' APP-TSH');
    await user.click(await screen.findByRole('menuitem', { name: /Stock of Classic Cotton Tee/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inventory/stock/p-1'));
  });

  it('lists every shortcut on "?"', async () => {
    server.use(otherOperations);
    const { user } = renderApp('/products');
    await shellReady();

    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Open the command palette')).toBeInTheDocument();
    expect(within(dialog).getByText('Open the command palette (outside text fields)')).toBeInTheDocument();
    expect(within(dialog).getByText('Show keyboard shortcuts')).toBeInTheDocument();
    expect(within(dialog).getByText('Close the palette or a dialog')).toBeInTheDocument();
    // Blueprint's overlay hears Escape once it has taken the focus (after its opening frame).
    const overlay = dialog.closest('.bp6-overlay');
    await waitFor(() => expect(overlay?.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );
  });
});
