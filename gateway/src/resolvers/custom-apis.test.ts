import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { customFieldFromPointer, rolePolicyFieldFromPointer, validationMembers } from './custom-apis';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const BASE = `${PROVIDER}/v2/settings/extensions/custom-apis`;
const USER_ERRORS = 'userErrors { field message code }';

const api = {
  id: 'api-1',
  type: 'custom_api',
  name: 'Wishlists',
  description: '',
  slug: 'wishlists',
  api_type: 'wishlist_ext',
  allow_upserts: false,
  meta: { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' } },
};

const invalid = (status: number, entries: { detail: string; pointer: string }[]) =>
  HttpResponse.json(
    {
      errors: entries.map(({ detail, pointer }) => ({
        status: String(status),
        title: 'Failed Validation',
        detail,
        source: { pointer },
      })),
    },
    { status },
  );

describe('custom API pointers and rules', () => {
  it('maps field and policy pointers to the schema', () => {
    expect(customFieldFromPointer('/data/validation/integer/min_value')).toEqual(['validation', 'minValue']);
    expect(customFieldFromPointer('/data/presentation/sort_order')).toEqual(['sortOrder']);
    expect(customFieldFromPointer('/data/field_type')).toEqual(['fieldType']);
    expect(customFieldFromPointer('/data/type')).toBeNull();
    expect(rolePolicyFieldFromPointer('/data/relationships/role/data/id')).toEqual(['roleId']);
    expect(rolePolicyFieldFromPointer('/data/relationships/custom_api/data/id')).toEqual(['customApiId']);
  });

  it('nests the rules under the field type with the provider spellings', () => {
    expect(validationMembers('string', { minLength: 2, unique: true, allowNullValues: false })).toEqual({
      string: { min_length: 2, unique: 'yes', allow_null_values: false },
    });
    expect(validationMembers('list', { allowedType: 'INTEGER' })).toEqual({
      list: { allowed_type: 'integer' },
    });
  });
});

describe('custom APIs', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists APIs with the filter and sort encoded for the provider', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(BASE, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: [api], meta: { results: { total: 1 } } });
      }),
    );
    const result = await gateway.execute(
      `{ customApis(filter: { name: { like: "wish" } }, sort: [{ field: SLUG, direction: DESC }]) {
        items { id name description slug apiType allowUpserts createdAt } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(name,*wish*)');
    expect(url?.searchParams.get('sort')).toBe('-slug');
    expect(result.data?.customApis).toEqual({
      items: [
        {
          id: 'api-1',
          name: 'Wishlists',
          description: null,
          slug: 'wishlists',
          apiType: 'wishlist_ext',
          allowUpserts: false,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
      pageInfo: { total: 1 },
    });
  });

  it('creates a field with nested rules and maps rule errors to the validation input', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${BASE}/api-1/fields`, async ({ request }) => {
        sent = await request.json();
        return invalid(422, [
          {
            detail: 'min_value must not be greater than max_value',
            pointer: '/data/validation/integer/min_value',
          },
        ]);
      }),
    );
    const result = await gateway.execute(
      `mutation { createCustomField(customApiId: "api-1", input: {
        name: "Points", slug: "points", fieldType: INTEGER, validation: { minValue: 10, maxValue: 1 }, sortOrder: 2 }) {
        field { id } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({
      data: {
        type: 'custom_field',
        name: 'Points',
        slug: 'points',
        field_type: 'integer',
        validation: { integer: { min_value: 10, max_value: 1 } },
        presentation: { sort_order: 2 },
      },
    });
    expect(result.data?.createCustomField).toEqual({
      field: null,
      userErrors: [
        {
          field: ['validation', 'minValue'],
          message: 'min_value must not be greater than max_value',
          code: 'INVALID',
        },
      ],
    });
  });

  it("sends entries with the API's type and points a bad value at its slug", async () => {
    let sent: unknown;
    provider.use(
      http.get(`${BASE}/api-1`, () => HttpResponse.json({ data: api })),
      http.post(`${BASE}/api-1/entries`, async ({ request }) => {
        sent = await request.json();
        return invalid(422, [{ detail: 'points must be an integer', pointer: '/data/points' }]);
      }),
    );
    const result = await gateway.execute(
      `mutation { createCustomApiEntry(customApiId: "api-1", values: { name: "Desk", points: "many" }) {
        entry { id } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({ data: { name: 'Desk', points: 'many', type: 'wishlist_ext' } });
    expect(result.data?.createCustomApiEntry).toEqual({
      entry: null,
      userErrors: [{ field: ['values', 'points'], message: 'points must be an integer', code: 'INVALID' }],
    });
  });

  it('reads entries as values and resolves every policy role from one roles call', async () => {
    let roleCalls = 0;
    let policyFilter: string | null = null;
    provider.use(
      http.get(`${BASE}/api-1`, () => HttpResponse.json({ data: api })),
      http.get(`${BASE}/api-1/entries`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'e-1',
              type: 'wishlist_ext',
              name: 'Desk',
              links: {},
              meta: { resource_version: 2, timestamps: { created_at: '2026-01-02T00:00:00Z' } },
            },
          ],
          meta: { results: { total: 1 } },
        }),
      ),
      http.get(`${PROVIDER}/v2/permissions/custom-api-role-policies`, ({ request }) => {
        policyFilter = new URL(request.url).searchParams.get('filter');
        const policy = (id: string, roleId: string) => ({
          id,
          type: 'custom_api_role_policy',
          list: true,
          read: true,
          relationships: { custom_api: { data: { id: 'api-1' } }, role: { data: { id: roleId } } },
        });
        return HttpResponse.json({
          data: [policy('p-1', 'r-1'), policy('p-2', 'r-2')],
          meta: { results: { total: 2 } },
        });
      }),
      http.get(`${PROVIDER}/v2/permissions/built-in-roles`, () => {
        roleCalls += 1;
        return HttpResponse.json({
          data: [
            { id: 'r-1', type: 'built_in_role', name: 'Support', cm_user_assignable: true },
            { id: 'r-2', type: 'built_in_role', name: 'Shopper', cm_user_assignable: false },
          ],
        });
      }),
    );
    const result = await gateway.execute(`{ customApi(id: "api-1") {
      entries { items { id values resourceVersion createdAt } }
      rolePolicies { items { id customApiId role { name } list create } }
    } }`);
    expect(result.errors).toBeUndefined();
    expect(policyFilter).toBe('eq(custom_api_id,api-1)');
    expect(roleCalls).toBe(1);
    expect(result.data?.customApi).toEqual({
      entries: {
        items: [
          { id: 'e-1', values: { name: 'Desk' }, resourceVersion: 2, createdAt: '2026-01-02T00:00:00Z' },
        ],
      },
      rolePolicies: {
        items: [
          { id: 'p-1', customApiId: 'api-1', role: { name: 'Support' }, list: true, create: false },
          { id: 'p-2', customApiId: 'api-1', role: { name: 'Shopper' }, list: true, create: false },
        ],
      },
    });
  });
});
