import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { modifierFields } from './legacy-variations';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const meta = { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } };

const size = {
  id: 'v-1',
  type: 'product-variation',
  name: 'Size',
  meta,
  options: [
    {
      id: 'o-1',
      type: 'option',
      name: 'S',
      description: 'Small',
      modifiers: [
        { id: 'm-1', type: 'modifier', modifier_type: 'sku_append', value: '-S' },
        { id: 'm-2', type: 'modifier', modifier_type: 'sku_builder', value: { seek: '{size}', set: 's' } },
        {
          id: 'm-3',
          type: 'modifier',
          modifier_type: 'price_increment',
          value: [{ amount: 100, currency: 'USD', includes_tax: true }],
        },
      ],
    },
  ],
};

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: data.length }, results: { total: data.length } },
  });

describe('legacy variation resolvers', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists variations with their embedded options and modifiers of every value shape', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/variations`, ({ request }) => {
        url = new URL(request.url);
        return list([size]);
      }),
    );
    const result = await gateway.execute(
      `{ legacyVariations(filter: { name: { eq: "Size" } }, page: { limit: 10 }) {
        items { id name createdAt options { id name description
          modifiers { id modifierType value seek set prices { amount currency includesTax } } } }
        pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('eq(name,Size)');
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data?.legacyVariations).toEqual({
      items: [
        {
          id: 'v-1',
          name: 'Size',
          createdAt: '2026-01-01T00:00:00Z',
          options: [
            {
              id: 'o-1',
              name: 'S',
              description: 'Small',
              modifiers: [
                { id: 'm-1', modifierType: 'SKU_APPEND', value: '-S', seek: null, set: null, prices: null },
                {
                  id: 'm-2',
                  modifierType: 'SKU_BUILDER',
                  value: null,
                  seek: '{size}',
                  set: 's',
                  prices: null,
                },
                {
                  id: 'm-3',
                  modifierType: 'PRICE_INCREMENT',
                  value: null,
                  seek: null,
                  set: null,
                  prices: [{ amount: 100, currency: 'USD', includesTax: true }],
                },
              ],
            },
          ],
        },
      ],
      pageInfo: { total: 1 },
    });
  });

  it('reads a missing variation as null', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/variations/nope`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(`{ legacyVariation(id: "nope") { id } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.legacyVariation).toBeNull();
  });

  it('reads options and modifiers on the spec’s paths (options, modifiers)', async () => {
    const [option] = size.options;
    provider.use(
      http.get(`${PROVIDER}/v2/variations/v-1/options`, () => list([option])),
      http.get(`${PROVIDER}/v2/variations/v-1/options/o-1`, () => HttpResponse.json({ data: option })),
      http.get(`${PROVIDER}/v2/variations/v-1/options/o-1/modifiers`, () => list(option.modifiers)),
      http.get(`${PROVIDER}/v2/variations/v-1/options/o-1/modifiers/m-1`, () =>
        HttpResponse.json({ data: option.modifiers[0] }),
      ),
      http.get(`${PROVIDER}/v2/variations/v-1/options/o-1/modifiers/gone`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(`{
      legacyVariationOptions(variationId: "v-1") { id name modifiers { id } }
      legacyVariationOption(variationId: "v-1", optionId: "o-1") { id description }
      legacyProductModifiers(variationId: "v-1", optionId: "o-1") { id modifierType }
      legacyProductModifier(variationId: "v-1", optionId: "o-1", modifierId: "m-1") { id modifierType value }
      gone: legacyProductModifier(variationId: "v-1", optionId: "o-1", modifierId: "gone") { id } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      legacyVariationOptions: [
        { id: 'o-1', name: 'S', modifiers: [{ id: 'm-1' }, { id: 'm-2' }, { id: 'm-3' }] },
      ],
      legacyVariationOption: { id: 'o-1', description: 'Small' },
      legacyProductModifiers: [
        { id: 'm-1', modifierType: 'SKU_APPEND' },
        { id: 'm-2', modifierType: 'SKU_BUILDER' },
        { id: 'm-3', modifierType: 'PRICE_INCREMENT' },
      ],
      legacyProductModifier: { id: 'm-1', modifierType: 'SKU_APPEND', value: '-S' },
      gone: null,
    });
  });

  it('creates a variation with the flat product-variation body', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/variations`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...size, options: [] } }, { status: 201 });
      }),
    );
    const result = await gateway.execute(
      `mutation { createLegacyVariation(input: { name: "Size" }) { variation { id options { id } } userErrors { field } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({ data: { type: 'product-variation', name: 'Size' } });
    expect(result.data?.createLegacyVariation).toEqual({
      variation: { id: 'v-1', options: [] },
      userErrors: [],
    });
  });

  it('adds an option under its variation and returns the variation re-read', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/variations/v-1/options`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...size.options[0], modifiers: [] } }, { status: 201 });
      }),
      http.get(`${PROVIDER}/v2/variations/v-1`, () => HttpResponse.json({ data: size })),
    );
    const result = await gateway.execute(
      `mutation ($input: LegacyVariationOptionInput!) {
        createLegacyVariationOption(variationId: "v-1", input: $input) {
          option { id name } variation { id options { id modifiers { id } } } userErrors { field } } }`,
      { input: { name: 'S', description: 'Small' } },
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({ data: { type: 'option', name: 'S', description: 'Small' } });
    expect(result.data?.createLegacyVariationOption).toEqual({
      option: { id: 'o-1', name: 'S' },
      variation: {
        id: 'v-1',
        options: [{ id: 'o-1', modifiers: [{ id: 'm-1' }, { id: 'm-2' }, { id: 'm-3' }] }],
      },
      userErrors: [],
    });
  });

  it('turns modifier 409s and 422s into user errors on the schema fields', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/variations/v-1/options/o-1/modifiers`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            errors: [
              {
                status: '409',
                title: 'Conflict',
                detail: 'A modifier with modifier_type sku_append already exists',
                source: { pointer: '/data/modifier_type' },
              },
            ],
          },
          { status: 409 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createLegacyProductModifier(variationId: "v-1", optionId: "o-1",
        input: { modifierType: SKU_APPEND, value: "-S" }) {
          modifier { id } variation { id } userErrors { field message code } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(bodies).toEqual([{ data: { type: 'modifier', modifier_type: 'sku_append', value: '-S' } }]);
    expect(result.data?.createLegacyProductModifier).toEqual({
      modifier: null,
      variation: null,
      userErrors: [
        {
          field: ['modifierType'],
          message: 'A modifier with modifier_type sku_append already exists',
          code: 'DUPLICATE',
        },
      ],
    });
  });

  it('deletes an option and reports the variation without it', async () => {
    provider.use(
      http.delete(`${PROVIDER}/v2/variations/v-1/options/o-1`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${PROVIDER}/v2/variations/v-1`, () => HttpResponse.json({ data: { ...size, options: [] } })),
    );
    const result = await gateway.execute(
      `mutation { deleteLegacyVariationOption(variationId: "v-1", optionId: "o-1") {
        deletedId variation { options { id } } userErrors { field } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.deleteLegacyVariationOption).toEqual({
      deletedId: 'o-1',
      variation: { options: [] },
      userErrors: [],
    });
  });

  it('shapes modifier values by type', () => {
    expect(modifierFields({ modifierType: 'NAME_APPEND', value: ' (S)' })).toEqual({
      modifier_type: 'name_append',
      value: ' (S)',
    });
    expect(modifierFields({ modifierType: 'SLUG_BUILDER', seek: '{s}', set: 'small' })).toEqual({
      modifier_type: 'slug_builder',
      value: { seek: '{s}', set: 'small' },
    });
    expect(
      modifierFields({
        modifierType: 'PRICE_EQUALS',
        prices: [{ amount: 5, currency: 'EUR', includesTax: false }],
      }),
    ).toEqual({
      modifier_type: 'price_equals',
      value: [{ amount: 5, currency: 'EUR', includes_tax: false }],
    });
  });
});
