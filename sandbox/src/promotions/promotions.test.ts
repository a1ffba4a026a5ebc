import { openDatabase, type SandboxDatabase } from '../core/db';
import { insertCodes, recordCodeUse } from './promotion-codes';
import { findCodeDiscount, promotionCollection, rulePromotionCollection } from './promotions';
import { otherStore, request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Doc {
  id: string;
  type: string;
  name?: string;
  code?: string;
  uses?: number;
  action?: string;
  enabled?: boolean;
  status?: string;
  result?: { generated: number };
  generate_result?: { generated: number };
  store_id?: string;
}

const api = useTestSandbox();

type Body = { data: Doc & Doc[]; meta?: { results: { total: number } } } & ErrorBody;
const send = (method: string, path: string, json?: unknown) =>
  request<Body>(api.sandbox, path, { method, token: api.token, json });
const get = (path: string) => request<Body>(api.sandbox, path, { token: api.token });

const legacyFixed = (overrides: Record<string, unknown> = {}) => ({
  data: {
    type: 'promotion',
    name: '£5 off',
    description: 'Five off the cart',
    enabled: true,
    automatic: false,
    promotion_type: 'fixed_discount',
    schema: { currencies: [{ currency: 'GBP', amount: 500 }] },
    start: '2025-01-01',
    end: '2027-01-01',
    ...overrides,
  },
});

const ruleCart = (overrides: Record<string, unknown> = {}) => ({
  data: {
    type: 'rule_promotion',
    name: '10% over 100',
    description: 'cart rule',
    enabled: true,
    automatic: false,
    stackable: true,
    start: '2025-01-01T00:00:00Z',
    end: '2027-01-01T00:00:00Z',
    rule_set: {
      currencies: ['USD'],
      rules: { strategy: 'cart_total', operator: 'gte', args: [10000] },
      actions: [{ strategy: 'cart_discount', args: ['percent', 10] }],
    },
    ...overrides,
  },
});

const codes = (...entries: Record<string, unknown>[]) => ({
  data: { type: 'promotion_codes', codes: entries },
});

describe('legacy promotions', () => {
  it('seeds promotions with codes and rule promotions for the demo store', async () => {
    const promotions = await get('/v2/promotions?filter=eq(code,WELCOME10)');
    expect(promotions.body.data.map((promotion) => promotion.name)).toEqual(['Welcome 10% off']);
    expect((await get('/v2/promotions')).body.meta?.results.total).toBe(3);
    const rules = await get('/v2/rule-promotions?sort=name');
    expect(rules.body.data.map((rule) => rule.name)).toEqual(['$10 off SKU1', '15% off carts over $100']);
    const ruleCodes = await get(`/v2/rule-promotions/${rules.body.data[1]?.id ?? ''}/codes`);
    expect(ruleCodes.body.data.map((code) => code.code)).toEqual(['VIP-2026']);
  });

  it('creates, reads, lists and validates promotions like the provider', async () => {
    const created = await send('POST', '/v2/promotions', legacyFixed());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'promotion', name: '£5 off', enabled: true });
    const fetched = await get(`/v2/promotions/${created.body.data.id}`);
    expect(fetched.body.data.name).toBe('£5 off');

    const invalid = await send(
      'POST',
      '/v2/promotions',
      legacyFixed({ schema: { currencies: [{ currency: 'GBP', amount: -1 }] }, end: '2024-01-01' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/end',
      '/data/schema/currencies/0/amount',
    ]);
    const badType = await send('POST', '/v2/promotions', legacyFixed({ promotion_type: 'free_lunch' }));
    expect(badType.body.errors[0]?.source?.pointer).toBe('/data/promotion_type');

    const attributes = await get('/v2/promotions/attributes');
    expect(attributes.status).toBe(200);
    expect(attributes.body.data.map((attribute) => attribute.name)).toContain('promotion_type');

    expect((await get('/v2/promotions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps codes unique per store across promotions and records them in the history', async () => {
    const first = (await send('POST', '/v2/promotions', legacyFixed())).body.data.id;
    const second = (await send('POST', '/v2/rule-promotions', ruleCart())).body.data.id;
    const added = await send('POST', `/v2/promotions/${first}/codes`, codes({ code: 'UNIQUE-ONE', uses: 3 }));
    expect(added.status).toBe(201);
    expect(added.body.data[0]).toMatchObject({ code: 'UNIQUE-ONE', uses: 3, consume_unit: 'per_cart' });

    // Another promotion, other case: still the same code for a shopper.
    const clash = await send('POST', `/v2/rule-promotions/${second}/codes`, codes({ code: 'unique-one' }));
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0]?.source?.pointer).toBe('/data/codes/0/code');
    const twice = await send('POST', `/v2/promotions/${first}/codes`, codes({ code: 'A1' }, { code: 'a1' }));
    expect(twice.status).toBe(409);
    const badUnit = await send(
      'POST',
      `/v2/rule-promotions/${second}/codes`,
      codes({ code: 'R1', consume_unit: 'per_cart' }),
    );
    expect(badUnit.status).toBe(422);
    expect(badUnit.body.errors[0]?.source?.pointer).toBe('/data/codes/0/consume_unit');

    const listed = await get(`/v2/promotions/${first}/codes`);
    expect(listed.body.data.map((code) => code.code)).toEqual(['UNIQUE-ONE']);

    expect((await send('DELETE', `/v2/promotions/${first}/codes/unique-one`)).status).toBe(204);
    expect((await get(`/v2/promotions/${first}/codes`)).body.data).toEqual([]);
    expect((await send('DELETE', `/v2/promotions/${first}/codes/unique-one`)).status).toBe(404);
    // Once deleted, the code is free again.
    expect(
      (await send('POST', `/v2/rule-promotions/${second}/codes`, codes({ code: 'unique-one' }))).status,
    ).toBe(201);

    const history = await get(`/v2/promotions/${first}/history`);
    expect(history.body.data.map((entry) => [entry.action, entry.code])).toEqual([
      ['code_deleted', 'UNIQUE-ONE'],
      ['code_created', 'UNIQUE-ONE'],
    ]);
  });

  it('deletes several codes named in the body, and all of them without one', async () => {
    const id = (await send('POST', '/v2/promotions', legacyFixed())).body.data.id;
    await send(
      'POST',
      `/v2/promotions/${id}/codes`,
      codes({ code: 'BULK-1' }, { code: 'BULK-2' }, { code: 'BULK-3' }),
    );
    expect(
      (await send('DELETE', `/v2/promotions/${id}/codes`, codes({ code: 'bulk-1' }, { code: 'BULK-3' })))
        .status,
    ).toBe(204);
    expect((await get(`/v2/promotions/${id}/codes`)).body.data.map((code) => code.code)).toEqual(['BULK-2']);
    expect((await send('DELETE', `/v2/promotions/${id}/codes`)).status).toBe(204);
    expect((await get(`/v2/promotions/${id}/codes`)).body.data).toEqual([]);
  });
});

describe('store scoping', () => {
  it("answers 404 for another store's promotions and lets each store use the same code", async () => {
    const other = await otherStore(api.sandbox, 'Promo outlet');
    const inStore = (method: string, path: string, json?: unknown) => other.call<Body>(method, path, json);
    const demo = (await get('/v2/promotions?filter=eq(code,WELCOME10)')).body.data[0]?.id ?? '';
    expect((await inStore('GET', `/v2/promotions/${demo}`)).status).toBe(404);
    expect((await inStore('GET', `/v2/promotions/${demo}/codes`)).status).toBe(404);
    const own = await inStore('POST', '/v2/promotions', legacyFixed());
    expect(
      (await inStore('POST', `/v2/promotions/${own.body.data.id}/codes`, codes({ code: 'WELCOME10' })))
        .status,
    ).toBe(201);
  });
});

describe('rule promotions', () => {
  it('stores the rule set and validates actions', async () => {
    const created = await send('POST', '/v2/rule-promotions', ruleCart());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'rule_promotion',
      stackable: true,
      store_id: expect.any(String),
    });
    const invalid = await send(
      'POST',
      '/v2/rule-promotions',
      ruleCart({ rule_set: { rules: {}, actions: [{ strategy: 'cart_discount', args: ['percent', 150] }] } }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]?.source?.pointer).toBe('/data/rule_set/actions/0/args');
    const updated = await send('PUT', `/v2/rule-promotions/${created.body.data.id}`, {
      data: { type: 'rule_promotion', enabled: false },
    });
    expect(updated.body.data.enabled).toBe(false);
    expect((await send('DELETE', `/v2/rule-promotions/${created.body.data.id}`)).status).toBe(204);
    expect((await get(`/v2/rule-promotions/${created.body.data.id}/codes`)).status).toBe(404);
  });
});

describe('promotion jobs', () => {
  const generateJob = (numberOfCodes: number) => ({
    type: 'promotion_job',
    job_type: 'code_generate',
    name: 'Summer codes',
    parameters: {
      number_of_codes: numberOfCodes,
      max_uses_per_code: 2,
      code_prefix: 'summer',
      code_length: 12,
    },
  });

  it('generates codes as the clock passes and serves them as a CSV file', async () => {
    const id = (await send('POST', '/v2/promotions', legacyFixed())).body.data.id;
    const created = await send('POST', `/v2/promotions/${id}/jobs`, generateJob(5));
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('pending');
    const jobId = created.body.data.id;
    // One job at a time per promotion.
    expect(
      (await send('POST', `/v2/promotions/${id}/jobs`, { type: 'promotion_job', job_type: 'code_export' }))
        .status,
    ).toBe(409);
    expect((await get(`/v2/promotions/${id}/jobs/${jobId}/file`)).status).toBe(404);

    api.sandbox.clock.advance(1500);
    expect((await get(`/v2/promotions/${id}/jobs`)).body.data[0]?.status).toBe('processing');
    expect((await get(`/v2/promotions/${id}/codes`)).body.data).toHaveLength(0);

    api.sandbox.clock.advance(2000);
    const done = await get(`/v2/promotions/${id}/jobs/${jobId}`);
    expect(done.body.data).toMatchObject({ status: 'completed', result: { generated: 5 } });
    const generated = (await get(`/v2/promotions/${id}/codes`)).body.data;
    expect(generated).toHaveLength(5);
    for (const code of generated) {
      expect(code.code).toMatch(/^summer-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(code.uses).toBe(2);
    }

    const file = await request<{ href: string }>(api.sandbox, `/v2/promotions/${id}/jobs/${jobId}/file`, {
      token: api.token,
    });
    expect(file.body.href).toMatch(
      new RegExp(`/sandbox/promotion-codes/${jobId}/[0-9a-f]{32}/promotion-codes-${jobId}\\.csv$`),
    );
    // The link needs no token (the provider's storage links are signed); a wrong key finds nothing.
    expect((await fetch(file.body.href.replace(/\/[0-9a-f]{32}\//, `/${'0'.repeat(32)}/`))).status).toBe(404);
    const csv = await fetch(file.body.href);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('code,uses,max_uses,consume_unit,user,created_at');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(generated.map((code) => code.code).sort());

    // An export job then lists every code of the promotion.
    const exportJob = await send('POST', `/v2/promotions/${id}/jobs`, {
      type: 'promotion_job',
      job_type: 'code_export',
    });
    expect(exportJob.status).toBe(201);
    api.sandbox.clock.advance(3000);
    const exported = await get(`/v2/promotions/${id}/jobs?filter=eq(job_type,code_export)`);
    expect(exported.body.data.map((job) => job.status)).toEqual(['completed']);
  });

  it('validates parameters and fails a job over the code limit', async () => {
    const id = (await send('POST', '/v2/rule-promotions', ruleCart())).body.data.id;
    const invalid = await send('POST', `/v2/rule-promotions/${id}/jobs`, {
      type: 'promotion_job',
      job_type: 'code_generate',
      parameters: { number_of_codes: 1001, code_length: 4 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/parameters/code_length',
      '/parameters/number_of_codes',
    ]);
    await send('POST', `/v2/rule-promotions/${id}/jobs`, generateJob(1000));
    api.sandbox.clock.advance(3000);
    const second = await send('POST', `/v2/rule-promotions/${id}/jobs`, generateJob(1));
    api.sandbox.clock.advance(3000);
    const failed = await get(`/v2/rule-promotions/${id}/jobs/${second.body.data.id}`);
    expect(failed.body.data).toMatchObject({ status: 'failed', error: 'codes limit exceeded' });
    expect((await get(`/v2/rule-promotions/${id}/codes`)).body.meta?.results.total).toBe(1000);
  });

  it('cancels only pending or processing jobs, and a cancelled job generates nothing', async () => {
    const id = (await send('POST', '/v2/rule-promotions', ruleCart())).body.data.id;
    const job = await send('POST', `/v2/rule-promotions/${id}/jobs`, generateJob(3));
    api.sandbox.clock.advance(1500);
    const cancelled = await send('POST', `/v2/rule-promotions/${id}/jobs/${job.body.data.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', generate_result: { generated: 0 } });
    api.sandbox.clock.advance(5000);
    expect((await get(`/v2/rule-promotions/${id}/jobs/${job.body.data.id}`)).body.data.status).toBe(
      'cancelled',
    );
    expect((await get(`/v2/rule-promotions/${id}/codes`)).body.data).toHaveLength(0);
    expect((await send('POST', `/v2/rule-promotions/${id}/jobs/${job.body.data.id}/cancel`)).status).toBe(
      422,
    );

    // A new job may start once the previous one is cancelled; a completed one cannot be cancelled.
    const next = await send('POST', `/v2/rule-promotions/${id}/jobs`, generateJob(1));
    expect(next.status).toBe(201);
    api.sandbox.clock.advance(3000);
    expect((await send('POST', `/v2/rule-promotions/${id}/jobs/${next.body.data.id}/cancel`)).status).toBe(
      422,
    );
  });
});

describe('findCodeDiscount', () => {
  const STORE = 'store-1';
  const OTHER_STORE = 'store-2';
  let db: SandboxDatabase;

  beforeAll(() => {
    db = openDatabase(':memory:');
    const insertStore = db.prepare('INSERT INTO stores (id, name, tier, created_at) VALUES (?, ?, ?, ?)');
    insertStore.run(STORE, 'One', 'development', '2026-01-01T00:00:00Z');
    insertStore.run(OTHER_STORE, 'Two', 'development', '2026-01-01T00:00:00Z');
    const stamp = { storeId: STORE, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
    const base = { description: '', automatic: false, start: '2026-01-01', end: '2026-02-01' };
    promotionCollection(db).insert({
      id: 'fixed',
      ...stamp,
      data: {
        ...base,
        name: 'Fixed',
        enabled: true,
        promotion_type: 'fixed_discount',
        schema: { currencies: [{ currency: 'EUR', amount: 750 }] },
      },
    });
    promotionCollection(db).insert({
      id: 'off',
      ...stamp,
      data: {
        ...base,
        name: 'Disabled',
        enabled: false,
        promotion_type: 'percent_discount',
        schema: { currencies: [{ currency: 'EUR', percentage: 20 }] },
      },
    });
    rulePromotionCollection(db).insert({
      id: 'rule',
      ...stamp,
      data: {
        ...base,
        name: 'Rule',
        enabled: true,
        stackable: false,
        override_stacking: false,
        rule_set: { rules: {}, actions: [{ strategy: 'cart_discount', args: ['percent', 15] }] },
      },
    });
    const code = (promotion: string, text: string, uses?: number) => ({
      promotion_id: promotion,
      family: promotion === 'rule' ? ('rule_promotion' as const) : ('promotion' as const),
      code: text,
      uses,
      max_uses: uses,
      consume_unit: 'per_cart',
    });
    insertCodes(
      db,
      STORE,
      [code('fixed', 'FIXED7'), code('off', 'OFF20'), code('rule', 'RULE15', 1), code('rule', 'SPENT', 0)],
      '2026-01-01T00:00:00Z',
    );
  });

  afterAll(() => db.close());

  const at = '2026-01-15T12:00:00Z';

  it('maps legacy fixed and rule percent discounts, case-insensitively', () => {
    expect(findCodeDiscount(db, STORE, 'fixed7', at)).toEqual({
      promotionId: 'fixed',
      promotionName: 'Fixed',
      code: 'FIXED7',
      kind: 'fixed',
      amount: 750,
      currency: 'EUR',
    });
    expect(findCodeDiscount(db, STORE, 'RULE15', at)).toMatchObject({
      kind: 'percent',
      amount: 15,
      promotionId: 'rule',
    });
  });

  it('ignores codes outside the window, of disabled promotions, used up, or of another store', () => {
    expect(findCodeDiscount(db, STORE, 'FIXED7', '2025-12-31T23:59:59Z')).toBeUndefined();
    expect(findCodeDiscount(db, STORE, 'FIXED7', '2026-02-01T00:00:00Z')).toBeUndefined();
    expect(findCodeDiscount(db, STORE, 'OFF20', at)).toBeUndefined();
    expect(findCodeDiscount(db, STORE, 'SPENT', at)).toBeUndefined();
    expect(findCodeDiscount(db, OTHER_STORE, 'FIXED7', at)).toBeUndefined();
    expect(findCodeDiscount(db, STORE, 'NOPE', at)).toBeUndefined();
  });

  it('stops offering a code once its last use is recorded', () => {
    expect(recordCodeUse(db, STORE, 'rule15', 'order-1', at)).toBe(true);
    expect(findCodeDiscount(db, STORE, 'RULE15', at)).toBeUndefined();
    expect(recordCodeUse(db, STORE, 'RULE15', 'order-2', at)).toBe(false);
  });
});
