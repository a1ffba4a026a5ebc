import { breadcrumbs } from './PageHeader';

describe('breadcrumbs', () => {
  it('name the area, then the page one level up, each once', () => {
    expect(breadcrumbs('/customers/c-1', { to: '/customers', label: 'Customers' })).toEqual([
      { to: '/customers', label: 'Customers' },
    ]);
    expect(
      breadcrumbs('/subscriptions/offerings/o-1', { to: '/subscriptions/offerings', label: 'Offerings' }),
    ).toEqual([
      { to: '/subscriptions', label: 'Subscriptions' },
      { to: '/subscriptions/offerings', label: 'Offerings' },
    ]);
    // A back link with the list's query (filters kept) still counts as the area's root.
    expect(breadcrumbs('/orders/o-1', { to: '/orders?status=PAID', label: 'Orders' })).toEqual([
      { to: '/orders', label: 'Orders' },
    ]);
  });

  it('give a sub-page its area even without a back link', () => {
    expect(breadcrumbs('/inventory/locations', undefined)).toEqual([
      { to: '/inventory', label: 'Inventory' },
    ]);
  });

  it('are empty on an area root, on Home and outside the areas', () => {
    expect(breadcrumbs('/products', undefined)).toEqual([]);
    expect(breadcrumbs('/', undefined)).toEqual([]);
    expect(breadcrumbs('/sso-profile', undefined)).toEqual([]);
  });
});
