import { otherStore, request, useTestSandbox, type ErrorBody, type TokenBody } from '../core/test-support';

interface KeyDocument {
  id: string;
  type: string;
  name: string;
  client_id: string;
  client_secret?: string;
  reserved_rate_limit: number;
}

const api = useTestSandbox<unknown, { data: KeyDocument }>();
const { send } = api;

const list = () =>
  request<{ data: KeyDocument[]; meta: { total_reserved_rate_limit: number; results: { total: number } } }>(
    api.sandbox,
    '/v2/application-keys',
    { token: api.token },
  );
const grant = (clientId: string, clientSecret: string) =>
  request<TokenBody & ErrorBody>(api.sandbox, '/oauth/access_token', {
    method: 'POST',
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });

describe('application keys', () => {
  it('lists the seeded keys with the total reserved rate limit, never their secrets', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body.data.map((key) => key.name)).toEqual(
      expect.arrayContaining(['Sandbox demo key', 'Storefront', 'Search indexer']),
    );
    expect(response.body.meta.total_reserved_rate_limit).toBe(15);
    expect(response.body.data.every((key) => key.client_secret === undefined)).toBe(true);
  });

  it('a created key obtains tokens with its one-time secret; once deleted it no longer does', async () => {
    const created = await send('POST', '/v2/application-keys', {
      data: { type: 'application_key', name: 'Mobile app', reserved_rate_limit: 2 },
    });
    expect(created.status).toBe(201);
    const { id, client_id: clientId, client_secret: secret } = created.body.data;
    expect(secret).toEqual(expect.any(String));
    expect(created.body.data).toMatchObject({
      type: 'application_key',
      name: 'Mobile app',
      reserved_rate_limit: 2,
    });

    const fetched = await send('GET', `/v2/application-keys/${id}`);
    expect(fetched.body.data.client_secret).toBeUndefined();
    expect(fetched.body.data.client_id).toBe(clientId);

    const issued = await grant(clientId, secret ?? '');
    expect(issued.status).toBe(200);
    const keyToken = issued.body.access_token;
    const viaKey = await request(api.sandbox, '/v2/application-keys', { token: keyToken });
    expect(viaKey.status).toBe(200);
    expect((await grant(clientId, 'wrong-secret')).status).toBe(401);

    const renamed = await send('PUT', `/v2/application-keys/${id}`, {
      data: { type: 'application_key', name: 'iOS app' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'iOS app', reserved_rate_limit: 2 });

    expect((await send('DELETE', `/v2/application-keys/${id}`)).status).toBe(204);
    expect((await grant(clientId, secret ?? '')).status).toBe(401);
    expect((await send('GET', `/v2/application-keys/${id}`)).status).toBe(404);
  });

  it('validates name and reserved_rate_limit, and refuses reserving more than the store limit', async () => {
    const invalid = await send('POST', '/v2/application-keys', {
      data: { type: 'application_key', name: '', reserved_rate_limit: -1 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/name',
      '/data/reserved_rate_limit',
    ]);
    // A development store allows 25 requests per second; 15 are already reserved by the seed.
    const tooMuch = await send('POST', '/v2/application-keys', {
      data: { type: 'application_key', name: 'Greedy', reserved_rate_limit: 11 },
    });
    expect(tooMuch.status).toBe(409);
    const fits = await send('POST', '/v2/application-keys', {
      data: { type: 'application_key', name: 'Fits', reserved_rate_limit: 10 },
    });
    expect(fits.status).toBe(201);
    expect((await list()).body.meta.total_reserved_rate_limit).toBe(25);
  });
});

describe('application keys per store', () => {
  it("another store sees neither this store's keys nor their ids", async () => {
    const other = await otherStore(api.sandbox, 'Keyless store');
    const ours = (await list()).body.data[0];
    const theirs = await other.call<{ data: KeyDocument[] }>('GET', '/v2/application-keys');
    expect(theirs.body.data).toEqual([]);
    expect((await other.call('GET', `/v2/application-keys/${ours.id}`)).status).toBe(404);
  });
});
