import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';

function keyResource(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'application_key',
    name,
    client_id: `client-${id}`,
    reserved_rate_limit: 5,
    meta: { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } },
    ...extra,
  };
}

describe('application keys', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists keys with paging and the total reserved rate limit', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/application-keys`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [keyResource('k-1', 'Storefront')],
          meta: { page: { limit: 10, offset: 0 }, results: { total: 1 }, total_reserved_rate_limit: 5 },
        });
      }),
    );
    const result = await gateway.execute(
      `{ applicationKeys(page: { limit: 10 }) { items { id name clientId reservedRateLimit createdAt updatedAt }
        pageInfo { total } totalReservedRateLimit } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data?.applicationKeys).toEqual({
      items: [
        {
          id: 'k-1',
          name: 'Storefront',
          clientId: 'client-k-1',
          reservedRateLimit: 5,
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-02T00:00:00Z',
        },
      ],
      pageInfo: { total: 1 },
      totalReservedRateLimit: 5,
    });
  });

  it('passes the secret on in the create payload, and never on the key itself', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/application-keys`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { data: keyResource('k-2', 'ERP', { client_secret: 'shh-secret' }) },
          { status: 201 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { createApplicationKey(input: { name: "ERP", reservedRateLimit: 2 }) {
        applicationKey { id name } clientSecret ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({ data: { type: 'application_key', name: 'ERP', reserved_rate_limit: 2 } });
    expect(result.data?.createApplicationKey).toEqual({
      applicationKey: { id: 'k-2', name: 'ERP' },
      clientSecret: 'shh-secret',
      userErrors: [],
    });
  });

  it('turns provider refusals into userErrors on the field', async () => {
    provider.use(
      http.put(`${PROVIDER}/v2/application-keys/k-1`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '409',
                title: 'Conflict',
                detail: 'requested reserved rate limit will exceed the maximum',
                source: { pointer: '/data/reserved_rate_limit' },
              },
            ],
          },
          { status: 409 },
        ),
      ),
      http.delete(`${PROVIDER}/v2/application-keys/gone`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', detail: 'application key not found' }] },
          { status: 404 },
        ),
      ),
    );
    const update = await gateway.execute(
      `mutation { updateApplicationKey(id: "k-1", input: { reservedRateLimit: 999 }) {
        applicationKey { id } ${USER_ERRORS} } }`,
    );
    expect(update.data?.updateApplicationKey).toEqual({
      applicationKey: null,
      userErrors: [
        {
          field: ['reservedRateLimit'],
          message: 'requested reserved rate limit will exceed the maximum',
          code: 'DUPLICATE',
        },
      ],
    });
    const remove = await gateway.execute(
      `mutation { deleteApplicationKey(id: "gone") { deletedId ${USER_ERRORS} } }`,
    );
    expect(remove.data?.deleteApplicationKey).toEqual({
      deletedId: null,
      userErrors: [{ field: null, message: 'application key not found', code: 'NOT_FOUND' }],
    });
  });
});
