import { encodeFilter, sdlFilterFields, type FilterFields, type FilterInput } from './filters';

/**
 * The hand-written field maps each list had before its filter fields were derived from the SDL,
 * kept as the record of what each list sent: the derived maps must stay equal to them.
 */
const HAND_MAPS: Record<string, FilterFields> = {
  AccountFilter: {
    name: { name: 'name' },
    legalName: { name: 'legal_name' },
    registrationId: { name: 'registration_id' },
    externalRef: { name: 'external_ref' },
    parentId: { name: 'parent_id' },
  },
  AccountTagFilter: { name: { name: 'name' } },
  AccountMemberFilter: { name: { name: 'name' }, email: { name: 'email' } },
  CartFilter: {
    id: { name: 'id' },
    name: { name: 'name' },
    createdAt: { name: 'created_at' },
    updatedAt: { name: 'updated_at' },
  },
  CatalogFilter: { name: { name: 'name' } },
  CustomApiFilter: { name: { name: 'name' }, slug: { name: 'slug' }, apiType: { name: 'api_type' } },
  CustomerFilter: { email: { name: 'email' }, name: { name: 'name' }, externalRef: { name: 'external_ref' } },
  FileFilter: {
    id: { name: 'id' },
    fileName: { name: 'file_name' },
    fileSize: { name: 'file_size' },
    width: { name: 'width' },
    height: { name: 'height' },
  },
  HierarchyFilter: {
    id: { name: 'id' },
    name: { name: 'name' },
    slug: { name: 'slug' },
    description: { name: 'description' },
    createdAt: { name: 'created_at' },
    updatedAt: { name: 'updated_at' },
  },
  StockFilter: { productId: { name: 'id' }, location: { name: 'location' } },
  LegacyCatalogueFilter: {
    id: { name: 'id' },
    name: { name: 'name' },
    slug: { name: 'slug' },
    status: { name: 'status', lowercase: true },
  },
  CurrencyFilter: { id: { name: 'id' }, code: { name: 'code' } },
  LegacyVariationFilter: { id: { name: 'id' }, name: { name: 'name' } },
  OrderFilter: {
    status: { name: 'status', lowercase: true },
    payment: { name: 'payment', lowercase: true },
    shipping: { name: 'shipping', lowercase: true },
    email: { name: 'customer.email' },
    name: { name: 'customer.name' },
    customerId: { name: 'customer_id' },
    accountId: { name: 'account_id' },
    orderNumber: { name: 'order_number' },
    externalRef: { name: 'external_ref' },
    currency: { name: 'currency' },
    createdAt: { name: 'created_at' },
  },
  PriceBookFilter: {
    id: { name: 'id' },
    name: { name: 'name' },
    description: { name: 'description' },
    createdAt: { name: 'created_at' },
    updatedAt: { name: 'updated_at' },
  },
  ProductPriceFilter: { sku: { name: 'sku' } },
  ProductFilter: {
    id: { name: 'id' },
    name: { name: 'name' },
    sku: { name: 'sku' },
    slug: { name: 'slug' },
    description: { name: 'description' },
    status: { name: 'status', lowercase: true },
    commodityType: { name: 'commodity_type', lowercase: true },
    tags: { name: 'tags' },
    createdAt: { name: 'created_at' },
    updatedAt: { name: 'updated_at' },
  },
  PromotionFilter: {
    name: { name: 'name' },
    enabled: { name: 'enabled' },
    start: { name: 'start' },
    end: { name: 'end' },
  },
  PromotionJobFilter: {
    jobType: { name: 'job_type', lowercase: true },
    status: { name: 'status', lowercase: true },
  },
  RealmFilter: { name: { name: 'name' } },
  UserAuthenticationInfoFilter: {
    name: { name: 'name' },
    email: { name: 'email' },
    username: { name: 'username' },
  },
  SubscriptionNameFilter: { name: { name: 'name' } },
  CustomerSubscriptionFilter: {
    accountId: { name: 'account_id' },
    offeringId: { name: 'offering_id' },
    planId: { name: 'plan_id' },
    email: { name: 'email' },
  },
};

describe('filter fields derived from the SDL', () => {
  it.each(Object.entries(HAND_MAPS))('%s matches the hand-written map it replaced', (inputName, hand) => {
    expect(sdlFilterFields(inputName)).toEqual(hand);
  });

  it('refuses a name that is not an input type', () => {
    expect(() => sdlFilterFields('Product')).toThrow('Product is not an input type of the schema');
  });

  it('encodes as before: snake_case names, lowercased enums, @provider names, alternatives', () => {
    const encode = (inputName: string, filter: FilterInput) =>
      encodeFilter(filter, sdlFilterFields(inputName));
    expect(
      encode('ProductFilter', {
        commodityType: { eq: 'PHYSICAL' },
        createdAt: { ge: '2026-01-01T00:00:00Z' },
      }),
    ).toBe('eq(commodity_type,physical):ge(created_at,"2026-01-01T00:00:00Z")');
    expect(encode('OrderFilter', { email: { like: 'ann' }, status: { in: ['PAID', 'COMPLETE'] } })).toBe(
      'like(customer.email,*ann*):in(status,paid,complete)',
    );
    expect(encode('StockFilter', { productId: { eq: 'p-1' } })).toBe('eq(id,p-1)');
    expect(encode('HierarchyFilter', { or: [{ name: { eq: 'A' } }, { slug: { eq: 'b' } }] })).toBe(
      '(eq(name,A)|eq(slug,b))',
    );
    expect(() => encode('ProductFilter', { or: [] as FilterInput[], stock: { eq: 1 } })).toThrow(
      'Unknown filter field `stock`',
    );
  });
});
