import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: data.length } },
  });

function customer(id: string, email: string) {
  return {
    id,
    type: 'customer',
    name: 'Ava Patel',
    email,
    external_ref: '',
    meta: { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } },
  };
}

describe('customers', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('encodes email and name filters, sort and page; empty external refs read as null', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/customers`, ({ request }) => {
        url = new URL(request.url);
        return list([customer('c-1', 'ava@example.com')]);
      }),
    );
    const result =
      await gateway.execute(`{ customers(filter: { email: { like: "ava" }, name: { eq: "Ava Patel" } },
      sort: [{ field: EMAIL, direction: DESC }], page: { limit: 5, offset: 5 }) {
      items { id email externalRef createdAt } pageInfo { total } } }`);
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(email,*ava*):eq(name,"Ava Patel")');
    expect(url?.searchParams.get('sort')).toBe('-email');
    expect(url?.searchParams.get('page[offset]')).toBe('5');
    // Spec §7 `GET customers (total_method)`: an exact total for the admin's pager.
    expect(url?.searchParams.get('total_method')).toBe('exact');
    expect(result.data?.customers).toEqual({
      items: [{ id: 'c-1', email: 'ava@example.com', externalRef: null, createdAt: '2026-01-01T00:00:00Z' }],
      pageInfo: { total: 1 },
    });
  });

  it('sends a flat customer document; an empty password is left out on update', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(`${PROVIDER}/v2/customers`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: customer('c-1', 'ava@example.com') }, { status: 201 });
      }),
      http.put(`${PROVIDER}/v2/customers/c-1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: customer('c-1', 'ava@example.com') });
      }),
    );
    await gateway.execute(
      `mutation { createCustomer(input: { name: "Ava", email: "ava@example.com", password: "pw-123456", externalRef: "crm-1" }) { customer { id } ${USER_ERRORS} } }`,
    );
    await gateway.execute(
      `mutation { updateCustomer(id: "c-1", input: { name: "Ava P", password: "", externalRef: null }) { customer { id } ${USER_ERRORS} } }`,
    );
    expect(bodies).toEqual([
      {
        data: {
          type: 'customer',
          name: 'Ava',
          email: 'ava@example.com',
          password: 'pw-123456',
          external_ref: 'crm-1',
        },
      },
      { data: { id: 'c-1', type: 'customer', name: 'Ava P', external_ref: '' } },
    ]);
  });

  it('turns a 409 on the email and 422s on address fields into userErrors by field', async () => {
    provider.use(
      http.post(`${PROVIDER}/v2/customers`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: 409,
                title: 'Conflict',
                detail: 'A customer with email ava@example.com already exists',
                source: { pointer: '/data/email' },
              },
            ],
          },
          { status: 409 },
        ),
      ),
      http.post(`${PROVIDER}/v2/customers/c-1/addresses`, async ({ request }) => {
        const body = (await request.json()) as { data: Record<string, unknown> };
        expect(body.data).toMatchObject({ type: 'address', line_1: '', first_name: 'Ava' });
        return HttpResponse.json(
          {
            errors: [
              {
                status: 422,
                title: 'Unprocessable',
                detail: 'line_1 must be a non-empty string',
                source: { pointer: '/data/line_1' },
              },
              {
                status: 422,
                title: 'Unprocessable',
                detail: 'country must be an ISO code',
                source: { pointer: '/data/country' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const duplicate = await gateway.execute(
      `mutation { createCustomer(input: { name: "Ava", email: "ava@example.com" }) { customer { id } ${USER_ERRORS} } }`,
    );
    expect(duplicate.data?.createCustomer).toEqual({
      customer: null,
      userErrors: [
        {
          field: ['email'],
          message: 'A customer with email ava@example.com already exists',
          code: 'DUPLICATE',
        },
      ],
    });
    const address = await gateway.execute(
      `mutation { createCustomerAddress(customerId: "c-1", input: { firstName: "Ava", lastName: "P", line1: "", postcode: "N1", country: "GB" }) { address { id } ${USER_ERRORS} } }`,
    );
    expect(address.data?.createCustomerAddress).toEqual({
      address: null,
      userErrors: [
        { field: ['line1'], message: 'line_1 must be a non-empty string', code: 'INVALID' },
        { field: ['country'], message: 'country must be an ISO code', code: 'INVALID' },
      ],
    });
  });

  it("refuses a customer's or an account's address whose country is not an ISO code, writing nothing", async () => {
    const written: string[] = [];
    provider.use(
      http.all(`${PROVIDER}/v2/*`, ({ request }) => {
        written.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ data: { id: 'ad-1', type: 'address' } });
      }),
    );
    const refusal = {
      field: ['country'],
      message:
        '"Germany" is not a country code. Enter the 2-letter ISO country code, for example DE for Germany or US for the United States',
      code: 'INVALID',
    };
    const created = await gateway.execute(
      `mutation { createCustomerAddress(customerId: "c-1", input: { firstName: "Ava", lastName: "P", line1: "1", postcode: "N1", country: "Germany" }) { address { id } ${USER_ERRORS} } }`,
    );
    expect(created.data?.createCustomerAddress).toEqual({ address: null, userErrors: [refusal] });
    const updated = await gateway.execute(
      `mutation { updateAccountAddress(accountId: "a-1", id: "ad-1", input: { country: "Germany" }) { address { id } ${USER_ERRORS} } }`,
    );
    expect(updated.data?.updateAccountAddress).toEqual({ address: null, userErrors: [refusal] });
    expect(written).toEqual([]);
  });
});
