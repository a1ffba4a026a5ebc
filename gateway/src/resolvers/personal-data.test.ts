import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { targetFilter } from './personal-data';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const list = (data: unknown[]) => HttpResponse.json({ data, meta: { results: { total: data.length } } });

describe('personal data', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('encodes the mandatory type and id filter', () => {
    expect(targetFilter('customer', 'c-1')).toBe('eq(resource_type,customer):eq(resource_id,c-1)');
  });

  it('reads the logs and related entries of one item', async () => {
    const filters: (string | null)[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/personal-data/logs`, ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter'));
        return list([
          {
            id: 'l-1',
            type: 'personal_data_log_entry',
            time: '2026-01-01T00:00:00Z',
            event_type: 'customer.event.created',
            delta: { name: 'Ada' },
            resource_type: 'customer',
            resource_id: 'c-1',
            initiator: { 'access-token-email': 'seller@example.com' },
          },
        ]);
      }),
      http.get(`${PROVIDER}/v2/personal-data/related-data-entries`, ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter'));
        return list([{ type: 'related_data_entry', resource_type: 'address', resource_id: 'a-1' }]);
      }),
    );
    const result = await gateway.execute(`{
      personalDataLogs(resourceType: "customer", resourceId: "c-1") {
        items { id time eventType delta resourceType resourceId initiator } pageInfo { total } }
      relatedDataEntries(resourceType: "customer", resourceId: "c-1") { items { resourceType resourceId } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(filters).toEqual([
      'eq(resource_type,customer):eq(resource_id,c-1)',
      'eq(resource_type,customer):eq(resource_id,c-1)',
    ]);
    expect(result.data).toEqual({
      personalDataLogs: {
        items: [
          {
            id: 'l-1',
            time: '2026-01-01T00:00:00Z',
            eventType: 'customer.event.created',
            delta: { name: 'Ada' },
            resourceType: 'customer',
            resourceId: 'c-1',
            initiator: { 'access-token-email': 'seller@example.com' },
          },
        ],
        pageInfo: { total: 1 },
      },
      relatedDataEntries: { items: [{ resourceType: 'address', resourceId: 'a-1' }] },
    });
  });

  it('creates an erasure request for an item that exists, with lower-case type', async () => {
    const sent: unknown[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/account-members/m-1`, () =>
        HttpResponse.json({
          data: { id: 'm-1', type: 'account_member', name: 'Ann', email: 'ann@example.com' },
        }),
      ),
      http.post(`${PROVIDER}/v2/personal-data/erasure-requests`, async ({ request }) => {
        const body = (await request.json()) as { data: { resource_id: string } };
        sent.push(body);
        return HttpResponse.json(
          {
            data: {
              id: 'er-1',
              type: 'erasure_request',
              resource_type: 'account_member',
              resource_id: body.data.resource_id,
              status: 'CREATED',
              status_description: 'The erasure request successfully created',
              created_at: '2026-01-01T00:00:00Z',
            },
          },
          { status: 201 },
        );
      }),
    );
    const good = await gateway.execute(
      `mutation { createErasureRequest(input: { resourceType: ACCOUNT_MEMBER, resourceId: "m-1" }) {
        erasureRequest { id resourceType resourceId status statusDescription createdAt } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual([
      { data: { type: 'erasure_request', resource_type: 'account_member', resource_id: 'm-1' } },
    ]);
    expect(good.data?.createErasureRequest).toEqual({
      erasureRequest: {
        id: 'er-1',
        resourceType: 'ACCOUNT_MEMBER',
        resourceId: 'm-1',
        status: 'CREATED',
        statusDescription: 'The erasure request successfully created',
        createdAt: '2026-01-01T00:00:00Z',
      },
      userErrors: [],
    });
  });

  it('refuses an erasure of nothing or of an item that does not exist (an email), without asking for it', async () => {
    let posted = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/customers/:id`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
      http.post(`${PROVIDER}/v2/personal-data/erasure-requests`, () => {
        posted += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const empty = await gateway.execute(
      `mutation { createErasureRequest(input: { resourceType: CUSTOMER, resourceId: " " }) { erasureRequest { id } ${USER_ERRORS} } }`,
    );
    expect(empty.data?.createErasureRequest).toEqual({
      erasureRequest: null,
      userErrors: [{ field: ['resourceId'], message: 'Pick the customer to erase', code: 'REQUIRED' }],
    });
    const email = await gateway.execute(
      `mutation { createErasureRequest(input: { resourceType: CUSTOMER, resourceId: "ann@example.com" }) { erasureRequest { id } ${USER_ERRORS} } }`,
    );
    expect(email.data?.createErasureRequest).toEqual({
      erasureRequest: null,
      userErrors: [
        {
          field: ['resourceId'],
          message: 'No customer has this id: pick the customer by name or email',
          code: 'NOT_FOUND',
        },
      ],
    });
    expect(posted).toBe(0);
  });

  it('filters erasure requests and answers null for an unknown one', async () => {
    let filter: string | null = null;
    provider.use(
      http.get(`${PROVIDER}/v2/personal-data/erasure-requests`, ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter');
        return list([]);
      }),
      http.get(`${PROVIDER}/v2/personal-data/erasure-requests/gone`, () =>
        HttpResponse.json({ errors: [{ status: '404', detail: 'not found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(`{
      erasureRequests(filter: { resourceType: CUSTOMER }) { items { id } pageInfo { total } }
      erasureRequest(id: "gone") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(filter).toBe('eq(resource_type,customer)');
    expect(result.data).toEqual({
      erasureRequests: { items: [], pageInfo: { total: 0 } },
      erasureRequest: null,
    });
  });
});
