import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { firstActionOf, promotionFieldFromPointer, ruleSetDocument } from './promotions';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const PROMO = 'promo-1';
/** A finished job's file link, as the provider's storage signs it. */
const CODES_LINK = 'https://files.example.com/promotion-codes/job-1.csv?signature=abc';

function promotionDocument(id = PROMO) {
  return {
    type: 'promotion',
    id,
    name: 'Welcome',
    description: '',
    enabled: true,
    automatic: false,
    promotion_type: 'fixed_discount',
    schema: {
      currencies: [
        { currency: 'USD', amount: 500 },
        { currency: 'EUR', amount: 450 },
      ],
    },
    start: '2026-01-01T00:00:00Z',
    end: '2026-12-31T00:00:00Z',
    min_cart_value: [{ currency: 'USD', amount: 5000 }],
    meta: { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } },
  };
}

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: data.length }, results: { total: data.length } },
  });

let gateway: Awaited<ReturnType<typeof testGateway>>;
beforeAll(async () => {
  gateway = await testGateway();
});
afterAll(() => gateway.stop());

describe('promotion queries', () => {
  it('lists promotions with the filter, sort and page encoded, mapping the flat document', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/promotions`, ({ request }) => {
        url = new URL(request.url);
        return list([promotionDocument()]);
      }),
    );
    const result = await gateway.execute(`{
      promotions(filter: { name: { like: "wel" }, enabled: { eq: true }, start: { lt: "2026-06-01T00:00:00Z" } },
        sort: [{ field: START, direction: DESC }], page: { limit: 10, offset: 20 }) {
        items { id name description enabled promotionType discounts { currency amount percentage formatted }
          minCartValue { currency amount formatted } start createdAt updatedAt }
        pageInfo { total } } }`);
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe(
      'like(name,*wel*):eq(enabled,true):lt(start,"2026-06-01T00:00:00Z")',
    );
    expect(url?.searchParams.get('sort')).toBe('-start');
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(url?.searchParams.get('page[offset]')).toBe('20');
    expect(result.data?.promotions).toEqual({
      items: [
        {
          id: PROMO,
          name: 'Welcome',
          description: null,
          enabled: true,
          promotionType: 'FIXED_DISCOUNT',
          discounts: [
            { currency: 'USD', amount: 500, percentage: null, formatted: '$5.00' },
            { currency: 'EUR', amount: 450, percentage: null, formatted: '€4.50' },
          ],
          minCartValue: [{ currency: 'USD', amount: 5000, formatted: '$50.00' }],
          start: '2026-01-01T00:00:00Z',
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-02T00:00:00Z',
        },
      ],
      pageInfo: { total: 1 },
    });
  });

  it('answers null for a missing promotion and reads a finished job’s CSV through its link', async () => {
    const fileAuthorization: (string | null)[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/promotions/missing`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
      // The documents give no read of one job: the gateway finds it in the promotion's jobs.
      http.get(`${PROVIDER}/v2/promotions/${PROMO}/jobs`, () =>
        list([
          {
            type: 'promotion_job',
            id: 'job-0',
            promotion_id: PROMO,
            job_type: 'code_export',
            status: 'pending',
          },
          {
            type: 'promotion_job',
            id: 'job-1',
            promotion_id: PROMO,
            job_type: 'code_generate',
            status: 'completed',
            parameters: { number_of_codes: 2 },
            result: { generated: 2 },
          },
        ]),
      ),
      http.get(`${PROVIDER}/v2/promotions/${PROMO}/jobs/job-1/file`, () =>
        HttpResponse.json({ href: CODES_LINK }),
      ),
      // The provider's storage link: followed without the caller's token.
      http.get(CODES_LINK.split('?')[0] ?? '', ({ request }) => {
        fileAuthorization.push(request.headers.get('authorization'));
        return new HttpResponse('code\r\nabc\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const result = await gateway.execute(`{
      missing: promotion(id: "missing") { id }
      promotionJob(family: PROMOTION, promotionId: "${PROMO}", id: "job-1") {
        promotionId family jobType status numberOfCodes generated file { href csv } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.missing).toBeNull();
    expect(result.data?.promotionJob).toEqual({
      promotionId: PROMO,
      family: 'PROMOTION',
      jobType: 'CODE_GENERATE',
      status: 'COMPLETED',
      numberOfCodes: 2,
      generated: 2,
      file: { href: CODES_LINK, csv: 'code\r\nabc\r\n' },
    });
    expect(fileAuthorization).toEqual([null]);
  });

  it('summarises a rule promotion’s first action', () => {
    const ruleSet = { actions: [{ strategy: 'cart_discount', args: ['percent', 15] }] };
    expect(firstActionOf(ruleSet, [])?.description).toBe('15% off the cart');
    expect(
      firstActionOf({ actions: [{ strategy: 'shipping_discount', args: ['fixed', 250] }] }, ['EUR'])
        ?.description,
    ).toBe('€2.50 off shipping');
    expect(firstActionOf({ actions: [] }, [])).toBeNull();
  });
});

describe('promotion mutations', () => {
  it('sends a flat promotion document with discounts as schema.currencies', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/promotions`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: promotionDocument() }, { status: 201 });
      }),
    );
    const result = await gateway.execute(
      `mutation ($input: PromotionCreateInput!) { createPromotion(input: $input) { promotion { id } ${USER_ERRORS} } }`,
      {
        input: {
          name: 'Welcome',
          enabled: true,
          promotionType: 'PERCENT_DISCOUNT',
          discounts: [{ currency: 'USD', percentage: 10 }],
          start: '2026-01-01T00:00:00Z',
          end: '2026-12-31T00:00:00Z',
          minCartValue: [{ currency: 'USD', amount: 1000 }],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({
      data: {
        type: 'promotion',
        name: 'Welcome',
        // Required by the provider's document; none given means none and a manual promotion.
        description: '',
        automatic: false,
        enabled: true,
        promotion_type: 'percent_discount',
        schema: { currencies: [{ currency: 'USD', percentage: 10 }] },
        start: '2026-01-01T00:00:00Z',
        end: '2026-12-31T00:00:00Z',
        min_cart_value: [{ currency: 'USD', amount: 1000 }],
      },
    });
  });

  it('turns a 409 on a code and 422s on a job into userErrors with the input’s field paths', async () => {
    let codesBody: unknown;
    let jobBody: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/rule-promotions/${PROMO}/codes`, async ({ request }) => {
        codesBody = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: 409,
                title: 'Conflict',
                detail: 'The code SAVE already exists',
                source: { pointer: '/data/codes/1/code' },
              },
            ],
          },
          { status: 409 },
        );
      }),
      http.post(`${PROVIDER}/v2/promotions/${PROMO}/jobs`, async ({ request }) => {
        jobBody = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: 422,
                title: 'Unprocessable Entity',
                detail: 'number_of_codes must be an integer from 1 to 1000',
                source: { pointer: '/parameters/number_of_codes' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(`mutation {
      addPromotionCodes(family: RULE_PROMOTION, promotionId: "${PROMO}",
        codes: [{ code: "NEW", uses: 2, consumeUnit: "per_checkout" }, { code: "SAVE" }]) { codes { id } ${USER_ERRORS} }
      generatePromotionCodes(family: PROMOTION, promotionId: "${PROMO}", count: 0, prefix: "X", maxUsesPerCode: 1) {
        job { id } ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(codesBody).toEqual({
      data: {
        type: 'promotion_codes',
        codes: [{ code: 'NEW', uses: 2, consume_unit: 'per_checkout' }, { code: 'SAVE' }],
      },
    });
    expect(jobBody).toEqual({
      type: 'promotion_job',
      job_type: 'code_generate',
      parameters: { number_of_codes: 0, code_prefix: 'X', max_uses_per_code: 1 },
    });
    expect(result.data).toEqual({
      addPromotionCodes: {
        codes: [],
        userErrors: [
          { field: ['codes', '1', 'code'], message: 'The code SAVE already exists', code: 'DUPLICATE' },
        ],
      },
      generatePromotionCodes: {
        job: null,
        userErrors: [
          { field: ['count'], message: 'number_of_codes must be an integer from 1 to 1000', code: 'INVALID' },
        ],
      },
    });
  });

  it('maps flat pointers to the schema’s fields', () => {
    expect(promotionFieldFromPointer('/data/name')).toEqual(['name']);
    expect(promotionFieldFromPointer('/data/schema/currencies/0/amount')).toEqual([
      'discounts',
      '0',
      'amount',
    ]);
    expect(promotionFieldFromPointer('/data/rule_set/actions/0/args')).toEqual([
      'ruleSet',
      'actions',
      '0',
      'args',
    ]);
    expect(promotionFieldFromPointer('/data/parameters/code_prefix')).toEqual(['prefix']);
    expect(promotionFieldFromPointer('/data/type')).toBeNull();
    expect(promotionFieldFromPointer(undefined)).toBeNull();
  });
});

describe('deleting every code of a promotion', () => {
  it('sends DELETE .../codes without a body for a legacy promotion', async () => {
    let method: string | undefined;
    let body = 'unset';
    provider.use(
      http.delete(`${PROVIDER}/v2/promotions/${PROMO}/codes`, async ({ request }) => {
        method = request.method;
        body = await request.text();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const result = await gateway.execute(
      `mutation { deleteAllPromotionCodes(family: PROMOTION, promotionId: "${PROMO}") { deletedId ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(method).toBe('DELETE');
    expect(body).toBe('');
    expect(result.data?.deleteAllPromotionCodes).toEqual({ deletedId: PROMO, userErrors: [] });
  });

  it('names every code of a rule promotion in the body, as its document requires', async () => {
    let sent: unknown;
    provider.use(
      http.get(`${PROVIDER}/v2/rule-promotions/${PROMO}/codes`, () =>
        list([
          { id: 'c-1', code: 'spring' },
          { id: 'c-2', code: 'summer' },
        ]),
      ),
      http.delete(`${PROVIDER}/v2/rule-promotions/${PROMO}/codes`, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const result = await gateway.execute(
      `mutation { deleteAllPromotionCodes(family: RULE_PROMOTION, promotionId: "${PROMO}") { deletedId ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(sent).toEqual({
      data: { type: 'promotion_codes', codes: [{ code: 'spring' }, { code: 'summer' }] },
    });
    expect(result.data?.deleteAllPromotionCodes).toEqual({ deletedId: PROMO, userErrors: [] });
  });

  it('reports a missing promotion as a user error', async () => {
    provider.use(
      http.delete(`${PROVIDER}/v2/promotions/gone/codes`, () =>
        HttpResponse.json(
          { errors: [{ status: 404, title: 'Not Found', detail: 'promotion not found' }] },
          { status: 404 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { deleteAllPromotionCodes(family: PROMOTION, promotionId: "gone") { deletedId ${USER_ERRORS} } }`,
    );
    const payload = result.data?.deleteAllPromotionCodes as {
      deletedId: string | null;
      userErrors: unknown[];
    };
    expect(payload.deletedId).toBeNull();
    expect(payload.userErrors).toHaveLength(1);
  });
});

describe('rule promotion documents', () => {
  it('send every rule and action argument as a string', async () => {
    expect(
      ruleSetDocument({
        currencies: ['USD'],
        rules: { strategy: 'cart_total', operator: 'gte', args: [5000], children: [{ args: [true, 'x'] }] },
        actions: [{ strategy: 'cart_discount', args: ['percent', 10] }],
      }),
    ).toEqual({
      currencies: ['USD'],
      rules: { strategy: 'cart_total', operator: 'gte', args: ['5000'], children: [{ args: ['true', 'x'] }] },
      actions: [{ strategy: 'cart_discount', args: ['percent', '10'] }],
    });
    let sent: { data?: { rule_set?: unknown } } | undefined;
    provider.use(
      http.post(`${PROVIDER}/v2/rule-promotions`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ errors: [{ status: 422, title: 'stop here' }] }, { status: 422 });
      }),
    );
    await gateway.execute(
      `mutation ($input: RulePromotionCreateInput!) { createRulePromotion(input: $input) { ${USER_ERRORS} } }`,
      {
        input: {
          name: 'Ten off',
          start: '2026-01-01T00:00:00Z',
          end: '2026-12-31T00:00:00Z',
          ruleSet: {
            rules: { strategy: 'cart_total', args: [100] },
            actions: [{ strategy: 'cart_discount', args: ['percent', 10] }],
          },
        },
      },
    );
    expect(sent?.data?.rule_set).toEqual({
      rules: { strategy: 'cart_total', args: ['100'] },
      actions: [{ strategy: 'cart_discount', args: ['percent', '10'] }],
    });
    expect(firstActionOf(sent?.data?.rule_set, ['USD'])?.description).toBe('10% off the cart');
  });
});
