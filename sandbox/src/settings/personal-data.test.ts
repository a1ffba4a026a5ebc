import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type SandboxDatabase } from '../core/db';
import { ERASURE_PENDING_MS, ERASURE_RUNNING_MS, SEEDED_PERSONAL_DATA_CUSTOMER_ID } from './personal-data';
import { ResourceCollection } from '../core/resources';
import { DEMO_STORE_ID } from '../core/seed';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
} from '../core/test-support';

type Document = Record<string, unknown> & { id: string };
interface ListBody {
  data: Document[];
  meta: { results: { total: number } };
}

let directory: string;
let sandbox: TestSandbox;
let db: SandboxDatabase;
let token: string;

/** The customers module's records, written directly so this test does not depend on its routes. */
const customers = () => new ResourceCollection(db, { name: 'customer', decode: (data: unknown) => data });
/** Read with plain SQL: this connection's collection cache cannot see the sandbox's writes. */
const storedCustomer = (id: string) =>
  db
    .prepare('SELECT id FROM resources WHERE store_id = ? AND type = ? AND id = ?')
    .get(DEMO_STORE_ID, 'customer', id);

beforeAll(async () => {
  // A file database, so the test can open a second connection to plant and inspect customer records.
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'personal-data-'));
  const dataPath = path.join(directory, 'sandbox.db');
  sandbox = await startTestSandbox({ dataPath });
  db = openDatabase(dataPath);
  token = await clientCredentialsToken(sandbox);
});

afterAll(async () => {
  db.close();
  await sandbox.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const list = (url: string) => request<ListBody & ErrorBody>(sandbox, url, { token });
const filter = (type: string, id: string) => `filter=eq(resource_type,${type}):eq(resource_id,${id})`;
const erasure = (resourceType: unknown, resourceId: unknown) =>
  request<{ data: Document } & ErrorBody>(sandbox, '/v2/personal-data/erasure-requests', {
    method: 'POST',
    token,
    json: { data: { type: 'erasure_request', resource_type: resourceType, resource_id: resourceId } },
  });
const erasureStatus = async (id: string) =>
  (await request<{ data: Document }>(sandbox, `/v2/personal-data/erasure-requests/${id}`, { token })).body
    .data.status;

describe('personal data', () => {
  it('requires both resource filters on logs and related data entries', async () => {
    expect((await list('/v2/personal-data/logs')).status).toBe(400);
    expect((await list('/v2/personal-data/logs?filter=eq(resource_type,customer)')).status).toBe(400);
    const related = await list('/v2/personal-data/related-data-entries?filter=eq(resource_id,x)');
    expect(related.status).toBe(400);
  });

  it('lists logs of one item and the items of its personal data set', async () => {
    const logs = await list(`/v2/personal-data/logs?${filter('customer', SEEDED_PERSONAL_DATA_CUSTOMER_ID)}`);
    expect(logs.status).toBe(200);
    expect(logs.body.data.map((log) => log.event_type)).toEqual([
      'customer.event.created',
      'customer.event.updated',
    ]);
    expect(logs.body.data[0]).toMatchObject({ type: 'personal_data_log_entry', resource_type: 'customer' });
    const paged = await list(
      `/v2/personal-data/logs?${filter('customer', SEEDED_PERSONAL_DATA_CUSTOMER_ID)}&page[limit]=1`,
    );
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.results.total).toBe(2);

    // Asking from the address finds the same set: customer, address and login info.
    const related = await list(
      `/v2/personal-data/related-data-entries?${filter('address', '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b61')}`,
    );
    expect(related.body.data.map((entry) => entry.resource_type).sort()).toEqual([
      'address',
      'customer',
      'user-authentication-info',
    ]);
    expect(related.body.data[0]).toMatchObject({ type: 'related_data_entry' });
  });

  it('hides logs older than the logs-ttl setting', async () => {
    const url = `/v2/personal-data/logs?${filter('customer', SEEDED_PERSONAL_DATA_CUSTOMER_ID)}`;
    const setTtl = (days: number) =>
      request(sandbox, '/v2/settings/logs-ttl', {
        method: 'PUT',
        token,
        json: { data: { type: 'time_to_live', days } },
      });
    expect((await setTtl(4)).status).toBe(200);
    expect((await list(url)).body.data.map((log) => log.event_type)).toEqual(['customer.event.updated']);
    await setTtl(7);
    expect((await list(url)).body.meta.results.total).toBe(2);
  });

  it('validates erasure requests', async () => {
    const invalid = await erasure('order', undefined);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/resource_id',
      '/data/resource_type',
    ]);
  });

  it('an erasure request completes with the clock and erases the customer and its logs', async () => {
    const customerId = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    const at = new Date(sandbox.clock.now()).toISOString();
    customers().insert({
      id: customerId,
      storeId: DEMO_STORE_ID,
      data: { type: 'customer', name: 'Grace Hopper', email: 'grace@example.com' },
      createdAt: at,
      updatedAt: at,
    });
    const addressId = '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b';
    db.prepare(
      'INSERT INTO resources (store_id, type, id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      DEMO_STORE_ID,
      'customer-address',
      addressId,
      JSON.stringify({ owner_id: customerId, line_1: '1 Navy Way' }),
      at,
      at,
    );
    const created = await erasure('customer', customerId);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'erasure_request',
      status: 'CREATED',
      resource_id: customerId,
    });
    const id = created.body.data.id;

    sandbox.clock.advance(ERASURE_PENDING_MS);
    expect(await erasureStatus(id)).toBe('IN_PROGRESS');
    expect(storedCustomer(customerId)).toBeDefined();

    sandbox.clock.advance(ERASURE_RUNNING_MS);
    expect(await erasureStatus(id)).toBe('SUCCESS');
    expect(storedCustomer(customerId)).toBeUndefined();
    expect(db.prepare('SELECT id FROM resources WHERE id = ?').get(addressId)).toBeUndefined();
    const logs = await list(`/v2/personal-data/logs?${filter('customer', customerId)}`);
    expect(logs.body.data.map((log) => log.event_type)).toEqual(['customer.event.erased']);

    const listed = await list(`/v2/personal-data/erasure-requests?filter=eq(resource_id,${customerId})`);
    expect(listed.body.data.map((request) => request.status)).toEqual(['SUCCESS']);
  });

  it("erases a data set's logs, and fails for an item nothing is known about", async () => {
    const seeded = await erasure('customer', SEEDED_PERSONAL_DATA_CUSTOMER_ID);
    const unknown = await erasure('account', '00000000-0000-4000-8000-000000000000');
    sandbox.clock.advance(ERASURE_PENDING_MS + ERASURE_RUNNING_MS);
    expect(await erasureStatus(seeded.body.data.id)).toBe('SUCCESS');
    expect(await erasureStatus(unknown.body.data.id)).toBe('FAILURE');
    const related = await list(
      `/v2/personal-data/related-data-entries?${filter('address', '9c4b2a10-7d3e-4f6a-8b5c-1e2d3f4a5b61')}`,
    );
    expect(related.body.data).toEqual([]);
    expect((await list('/v2/personal-data/erasure-requests/nope')).status).toBe(404);
  });
});
