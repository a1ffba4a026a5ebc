import type { OrderFilter, ProductListQueryVariables } from '../../graphql/generated';
import { defineList, listVariables } from './listDeclaration';
import { parseListParams } from './listParams';

const PRODUCTS = defineList('products', {
  filters: {
    name: { label: 'Name contains' },
    status: { label: 'Status' },
    code: { field: 'sku', label: 'SKU contains' },
  },
  sortFields: ['NAME', 'UPDATED_AT'],
});

const ORDERS = defineList('orders', {
  filters: {
    payment: { label: 'Payment', allLabel: 'Any payment' },
    customer: { field: 'customerId', label: 'Customer ID' },
    from: {
      label: 'Placed from',
      input: 'date',
      encode: (day) => ({ createdAt: { ge: `${day}T00:00:00Z` } }),
    },
    to: {
      label: 'Placed until',
      input: 'date',
      encode: (day) => ({ createdAt: { lt: `${day}T23:59:59Z` } }),
    },
  },
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  sortFields: ['CREATED_AT'],
});

const PROMOTIONS = defineList('promotions', {
  filters: { enabled: { label: 'State', booleanLabels: { true: 'Enabled', false: 'Disabled' } } },
});

const STORES = defineList('stores', { filters: { name: { field: 'nameContains', label: 'Name contains' } } });

const params = (search: string) => parseListParams(new URLSearchParams(search), PRODUCTS.config);

describe('a list declared against the SDL', () => {
  it('gives the URL keys and sort fields in the declared order', () => {
    expect(PRODUCTS.config).toEqual({
      filterKeys: ['name', 'status', 'code'],
      sortFields: ['NAME', 'UPDATED_AT'],
      defaultSort: undefined,
    });
    expect(ORDERS.config.defaultSort).toEqual({ field: 'CREATED_AT', direction: 'DESC' });
  });

  it('offers a "contains" text box for a text condition and a select of an enum with "All"', () => {
    expect(PRODUCTS.fields).toEqual([
      { kind: 'text', key: 'name', label: 'Name contains', placeholder: undefined },
      {
        kind: 'select',
        key: 'status',
        label: 'Status',
        options: [
          { value: '', label: 'All' },
          { value: 'LIVE', label: 'Live' },
          { value: 'DRAFT', label: 'Draft' },
        ],
      },
      { kind: 'text', key: 'code', label: 'SKU contains', placeholder: undefined },
    ]);
    expect(ORDERS.fields.map((field) => field.kind)).toEqual(['select', 'text', 'date', 'date']);
    const payment = ORDERS.fields[0];
    expect(payment?.kind === 'select' && payment.options.slice(0, 2)).toEqual([
      { value: '', label: 'Any payment' },
      { value: 'UNPAID', label: 'Unpaid' },
    ]);
  });

  it('sends text as `like`, an enum as `eq` and leaves out what is empty or not a value of the enum', () => {
    const variables: ProductListQueryVariables = listVariables(
      PRODUCTS,
      params('name=%20shirt%20&status=LIVE&code=SK-1&sort=name&order=desc&limit=50&offset=100'),
    );
    expect(variables).toEqual({
      filter: { name: { like: 'shirt' }, status: { eq: 'LIVE' }, sku: { like: 'SK-1' } },
      sort: [{ field: 'NAME', direction: 'DESC' }],
      page: { limit: 50, offset: 100 },
    });
    expect(PRODUCTS.filter({ name: '  ', status: 'GONE', code: '' })).toBeUndefined();
    expect(PRODUCTS.filter({ name: '', status: 'DRAFT', code: '' })).toEqual({ status: { eq: 'DRAFT' } });
  });

  it('sends an id condition as `eq` and merges two custom parts on one field', () => {
    const filter: OrderFilter | undefined = ORDERS.filter({
      payment: 'PAID',
      customer: 'c-1',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(filter).toEqual({
      payment: { eq: 'PAID' },
      customerId: { eq: 'c-1' },
      createdAt: { ge: '2026-11-01T00:00:00Z', lt: '2026-11-02T23:59:59Z' },
    });
    expect(ORDERS.filter({ payment: '', customer: '', from: '', to: '2026-11-02' })).toEqual({
      createdAt: { lt: '2026-11-02T23:59:59Z' },
    });
  });

  it('offers a Boolean as a select sent as `{ eq: true }`, and a plain value field as the value', () => {
    expect(PROMOTIONS.fields).toEqual([
      {
        kind: 'select',
        key: 'enabled',
        label: 'State',
        options: [
          { value: '', label: 'All' },
          { value: 'true', label: 'Enabled' },
          { value: 'false', label: 'Disabled' },
        ],
      },
    ]);
    expect(PROMOTIONS.filter({ enabled: 'false' })).toEqual({ enabled: { eq: false } });
    expect(PROMOTIONS.filter({ enabled: 'maybe' })).toBeUndefined();
    expect(STORES.filter({ name: ' shop ' })).toEqual({ nameContains: 'shop' });
  });

  it('refuses a key that is no field of the SDL and encodes nothing', () => {
    // Caught when the page's module loads: `sku` is no field of the customers' filter input.
    expect(() => defineList('customers', { filters: { sku: { label: 'SKU' } } })).toThrow(
      'CustomerFilter has no field sku',
    );
  });
});
