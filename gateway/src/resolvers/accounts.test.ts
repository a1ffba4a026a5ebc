import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 100, offset: 0, current: 1, total: 1 }, results: { total: data.length } },
  });

function account(id: string, parentId?: string, tagIds: string[] = []) {
  return {
    id,
    type: 'account',
    name: `Account ${id}`,
    legal_name: '',
    ...(parentId ? { parent_id: parentId } : {}),
    relationships: { account_tags: { data: tagIds.map((tag) => ({ type: 'account_tag', id: tag })) } },
  };
}

/** The ids of an `in(id,...)` filter. */
const idsOf = (request: Request) =>
  (new URL(request.url).searchParams.get('filter') ?? '').replace(/^in\(id,|\)$/g, '').split(',');

describe('accounts', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('loads the parents and tags of a page of accounts in one call each', async () => {
    const calls: string[] = [];
    let listUrl: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/accounts`, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        if (filter.startsWith('in(id,')) {
          calls.push(filter);
          return list(idsOf(request).map((id) => account(id)));
        }
        listUrl = new URL(request.url);
        return list(
          Array.from({ length: 6 }, (_, index) =>
            account(`a-${index}`, `p-${index % 2}`, [`t-${index % 3}`]),
          ),
        );
      }),
      http.get(`${PROVIDER}/v2/account-tags`, ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('filter') ?? '');
        return list(idsOf(request).map((id) => ({ id, type: 'account_tag', name: `Tag ${id}` })));
      }),
    );
    const result =
      await gateway.execute(`{ accounts(filter: { name: { like: "acc" }, parentId: { eq: "p-0" } }, sort: [{ field: NAME }]) {
      items { id legalName parent { id name } tags { name } } } }`);
    expect(result.errors).toBeUndefined();
    expect(listUrl?.searchParams.get('filter')).toBe('like(name,*acc*):eq(parent_id,p-0)');
    expect(listUrl?.searchParams.get('sort')).toBe('name');
    expect(calls.sort()).toEqual(['in(id,p-0,p-1)', 'in(id,t-0,t-1,t-2)']);
    const items = (result.data?.accounts as { items: unknown[] }).items;
    expect(items[1]).toEqual({
      id: 'a-1',
      legalName: null,
      parent: { id: 'p-1', name: 'Account p-1' },
      tags: [{ name: 'Tag t-1' }],
    });
  });

  it('lists memberships with their members from one in(id,...) call; a second add is DUPLICATE on memberId', async () => {
    const memberCalls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/accounts/a-1`, () => HttpResponse.json({ data: account('a-1') })),
      http.get(`${PROVIDER}/v2/accounts/a-1/account-memberships`, () =>
        list(
          ['m-1', 'm-2'].map((member, index) => ({
            id: `ms-${index}`,
            type: 'account_membership',
            relationships: { account_member: { data: { type: 'account_member', id: member } } },
            meta: { timestamps: { created_at: '2026-01-01T00:00:00Z' } },
          })),
        ),
      ),
      http.get(`${PROVIDER}/v2/account-members`, ({ request }) => {
        memberCalls.push(new URL(request.url).searchParams.get('filter') ?? '');
        return list(
          idsOf(request).map((id) => ({
            id,
            type: 'account_member',
            name: `Member ${id}`,
            email: `${id}@x.io`,
          })),
        );
      }),
      http.post(`${PROVIDER}/v2/accounts/a-1/account-memberships`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: 409,
                title: 'Conflict',
                detail: 'A account membership with account_member_id m-1 already exists',
                source: { pointer: '/data/account_member_id' },
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const result = await gateway.execute(
      `{ account(id: "a-1") { memberships { items { id accountId memberId member { name } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(memberCalls).toEqual(['in(id,m-1,m-2)']);
    expect(result.data?.account).toEqual({
      memberships: {
        items: [
          { id: 'ms-0', accountId: 'a-1', memberId: 'm-1', member: { name: 'Member m-1' } },
          { id: 'ms-1', accountId: 'a-1', memberId: 'm-2', member: { name: 'Member m-2' } },
        ],
      },
    });
    const again = await gateway.execute(
      `mutation { addAccountMember(accountId: "a-1", memberId: "m-1") { membership { id } ${USER_ERRORS} } }`,
    );
    expect(again.data?.addAccountMember).toEqual({
      membership: null,
      userErrors: [
        {
          field: ['memberId'],
          message: 'A account membership with account_member_id m-1 already exists',
          code: 'DUPLICATE',
        },
      ],
    });
  });

  it('attaches tags with a relationship document and answers with the account read again', async () => {
    let sent: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/accounts/a-1/relationships/account-tags`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: [{ type: 'account_tag', id: 't-9' }] });
      }),
      http.get(`${PROVIDER}/v2/accounts/a-1`, () =>
        HttpResponse.json({ data: account('a-1', undefined, ['t-9']) }),
      ),
      http.get(`${PROVIDER}/v2/account-tags`, ({ request }) =>
        list(idsOf(request).map((id) => ({ id, type: 'account_tag', name: 'Gold' }))),
      ),
    );
    const result = await gateway.execute(
      `mutation { attachAccountTags(accountId: "a-1", tagIds: ["t-9"]) { account { tags { id name } } ${USER_ERRORS} } }`,
    );
    expect(sent).toEqual({ data: [{ type: 'account_tag', id: 't-9' }] });
    expect(result.data?.attachAccountTags).toEqual({
      account: { tags: [{ id: 't-9', name: 'Gold' }] },
      userErrors: [],
    });
  });

  it("reads one address and one membership of an account, and a member's memberships with their accounts in one call", async () => {
    const accountCalls: string[] = [];
    provider.use(
      http.get(`${PROVIDER}/v2/accounts/a-1`, () => HttpResponse.json({ data: account('a-1') })),
      http.get(`${PROVIDER}/v2/accounts/a-1/addresses/ad-1`, () =>
        HttpResponse.json({ data: { id: 'ad-1', type: 'address', line_1: '1 Main St' } }),
      ),
      http.get(`${PROVIDER}/v2/accounts/a-1/addresses/missing`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
      http.get(`${PROVIDER}/v2/accounts/a-1/account-memberships/m-1`, () =>
        HttpResponse.json({
          data: {
            id: 'm-1',
            type: 'account_membership',
            relationships: { account_member: { data: { id: 'am-1', type: 'account_member' } } },
          },
        }),
      ),
      http.get(`${PROVIDER}/v2/account-members/am-1`, () =>
        HttpResponse.json({
          data: { id: 'am-1', type: 'account_member', name: 'Ada', email: 'ada@example.com' },
        }),
      ),
      http.get(`${PROVIDER}/v2/account-members/am-1/account-memberships`, () =>
        list(
          ['a-2', 'a-3'].map((accountId, index) => ({
            id: `m-${index + 2}`,
            type: 'account_membership',
            relationships: { account: { data: { id: accountId, type: 'account' } } },
            meta: { timestamps: { created_at: '2026-11-01T10:00:00.000Z' } },
          })),
        ),
      ),
      http.get(`${PROVIDER}/v2/accounts`, ({ request }) => {
        accountCalls.push(new URL(request.url).searchParams.get('filter') ?? '');
        return list(idsOf(request).map((id) => account(id)));
      }),
    );
    const result = await gateway.execute(`{
      account(id: "a-1") { address(id: "ad-1") { id line1 } missing: address(id: "missing") { id }
        membership(id: "m-1") { id accountId memberId } }
      accountMember(id: "am-1") { memberships { items { id accountId memberId createdAt account { name } } } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.account).toEqual({
      address: { id: 'ad-1', line1: '1 Main St' },
      missing: null,
      membership: { id: 'm-1', accountId: 'a-1', memberId: 'am-1' },
    });
    expect(result.data?.accountMember).toEqual({
      memberships: {
        items: [
          {
            id: 'm-2',
            accountId: 'a-2',
            memberId: 'am-1',
            createdAt: '2026-11-01T10:00:00.000Z',
            account: { name: 'Account a-2' },
          },
          {
            id: 'm-3',
            accountId: 'a-3',
            memberId: 'am-1',
            createdAt: '2026-11-01T10:00:00.000Z',
            account: { name: 'Account a-3' },
          },
        ],
      },
    });
    expect(accountCalls).toEqual(['in(id,a-2,a-3)']);
  });
});
