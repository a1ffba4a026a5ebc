import {
  areaItems,
  asksForStock,
  CREATE_ACTIONS,
  itemMatches,
  MAX_SEARCH_LENGTH,
  matchesQuery,
  searchItems,
  searchTerm,
  searchVariables,
  withoutStockWord,
} from './paletteItems';
import { AREAS } from '../areas';
import { readRecentPages, RECENT_LIMIT, rememberPage } from './recentPages';

describe('palette search variables', () => {
  it('looks an id up by id as well as by text', () => {
    const id = '7f3c2a9e-1b4d-4c8e-9f00-123456789abc';
    const variables = searchVariables(id);
    expect(variables.byId).toBe(true);
    expect(variables.id).toBe(id);
    expect(variables.products.or).toContainEqual({ id: { eq: id } });
  });

  it('searches text by name, SKU and email, without id lookups', () => {
    const variables = searchVariables('ava@');
    expect(variables).toMatchObject({
      byId: false,
      products: { or: [{ name: { like: 'ava@' } }, { sku: { like: 'ava@' } }] },
      orders: {
        or: [{ email: { like: 'ava@' } }, { name: { like: 'ava@' } }, { orderNumber: { like: 'ava@' } }],
      },
      customerNames: { name: { like: 'ava@' } },
      customerEmails: { email: { like: 'ava@' } },
      accounts: { name: { like: 'ava@' } },
      page: { limit: 5, offset: 0 },
    });
    expect(variables.products.or).toHaveLength(2);
  });

  it('does not search one letter and bounds long text', () => {
    expect(searchTerm(' a ')).toBe('');
    expect(searchTerm(`  ${'x'.repeat(500)}`)).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('palette items', () => {
  it('matches every typed word in any order', () => {
    expect(matchesQuery('Create price book', 'book price')).toBe(true);
    expect(matchesQuery('Create price book', 'price list')).toBe(false);
  });

  it('opens create dialogs through the URL the list pages read', () => {
    const targets = Object.fromEntries(CREATE_ACTIONS.map((item) => [item.label, item.to]));
    expect(targets['New customer']).toBe('/customers?dialog=create');
    expect(targets['New product']).toBe('/products/add');
    expect(targets['New subscription plan']).toBe('/subscriptions/plans?dialog=create-plan');
    expect(targets['New inventory location']).toBe('/inventory/locations?dialog=create');
    expect(targets['New order (start a cart)']).toBe('/carts?dialog=create');
    expect(targets['New stock for a product']).toBe('/inventory?dialog=add-stock');
  });

  it('finds actions by "new", "create" or "add", and the inventory by "stock"', () => {
    const found = (query: string) =>
      [...areaItems(AREAS), ...CREATE_ACTIONS]
        .filter((item) => itemMatches(item, query))
        .map((item) => item.label);
    expect(found('new product')).toContain('New product');
    expect(found('create product')).toContain('New product');
    expect(found('add customer')).toEqual(['New customer']);
    expect(found('new order')).toEqual(['New order (start a cart)']);
    expect(found('new price')).toEqual(['New price book']);
    expect(found('stock')).toEqual(['Inventory', 'New stock for a product', 'New inventory location']);
    // Every action's key is its own, even where two open the same dialog (cart and order).
    expect(new Set(CREATE_ACTIONS.map((item) => item.key)).size).toBe(CREATE_ACTIONS.length);
  });

  it('reads "stock" as asking for stock pages and searches the other words', () => {
    expect(asksForStock('mug stock')).toBe(true);
    expect(asksForStock('Stock')).toBe(true);
    expect(asksForStock('stockings')).toBe(false);
    expect(withoutStockWord('stock blue mug')).toBe('blue mug');
    expect(withoutStockWord('stock')).toBe('stock');
  });
});

describe('palette search results', () => {
  it("offers each product's stock page first when stock is asked for", () => {
    const mug = { __typename: 'Product' as const, id: 'p-1', name: 'Blue mug', sku: 'MUG-1' };
    const none = <T extends string>(typename: T) => ({ __typename: typename, items: [] });
    const data = {
      __typename: 'Query' as const,
      productHits: { __typename: 'ProductPage' as const, items: [mug] },
      orderHits: none('OrderPage'),
      customersByName: none('CustomerPage'),
      customersByEmail: none('CustomerPage'),
      accountHits: none('AccountPage'),
    };
    expect(searchItems(data, { stock: true }).map(({ kind, label, to }) => [kind, label, to])).toEqual([
      ['stock', 'Stock of Blue mug', '/inventory/stock/p-1'],
      ['product', 'Blue mug', '/products/p-1'],
    ]);
    expect(searchItems(data).map((item) => item.kind)).toEqual(['product']);
  });

  it('groups records by kind with their pages, each record once', () => {
    const ava = { __typename: 'Customer' as const, id: 'c-1', name: 'Ava Patel', email: 'ava@example.com' };
    const order = {
      __typename: 'Order' as const,
      id: 'o-1',
      orderNumber: '10321',
      customer: { __typename: 'OrderCustomer' as const, name: 'Ava Patel', email: 'ava@example.com' },
    };
    const items = searchItems({
      __typename: 'Query',
      productHits: { __typename: 'ProductPage', items: [] },
      orderHits: { __typename: 'OrderPage', items: [order] },
      orderById: { ...order, id: 'o-2', orderNumber: null },
      customersByName: { __typename: 'CustomerPage', items: [ava] },
      customersByEmail: { __typename: 'CustomerPage', items: [ava] },
      accountHits: {
        __typename: 'AccountPage',
        items: [{ __typename: 'Account', id: 'a/1', name: 'Northwind', legalName: null }],
      },
    });
    expect(items.map(({ kind, label, to }) => [kind, label, to])).toEqual([
      ['order', 'Order o-2', '/orders/o-2'],
      ['order', 'Order #10321', '/orders/o-1'],
      ['customer', 'Ava Patel', '/customers/c-1'],
      ['account', 'Northwind', '/accounts/a%2F1'],
    ]);
  });
});

describe('recent pages', () => {
  it('keeps the newest few paths once each, with their area', () => {
    for (let index = 0; index < RECENT_LIMIT + 3; index += 1) rememberPage(`/orders/o-${index}`);
    rememberPage('/orders/o-4');
    const pages = readRecentPages();
    expect(pages).toHaveLength(RECENT_LIMIT);
    expect(pages[0]).toEqual({ to: '/orders/o-4', area: 'Orders' });
    expect(pages.filter((page) => page.to === '/orders/o-4')).toHaveLength(1);
  });

  it('ignores what it did not write', () => {
    window.sessionStorage.setItem(
      'commerceManagerPaletteRecent',
      '[{"to":"https://evil.example","area":"x"},7]',
    );
    expect(readRecentPages()).toEqual([]);
    window.sessionStorage.setItem('commerceManagerPaletteRecent', 'not json');
    expect(readRecentPages()).toEqual([]);
  });
});
