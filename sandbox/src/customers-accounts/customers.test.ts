import { SEEDED_CUSTOMER_COUNT } from './customers';
import { DEMO_SHOPPER_PASSWORD } from '../auth-stores/password-hashing';
import { fakeOidcAuthorizationCode } from './realm-sign-in';
import { SEEDED_OIDC_PROFILE_ID } from './realms';
import { otherStore, request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Customer {
  id: string;
  type: string;
  name: string;
  email: string;
  password?: unknown;
  password_hash?: unknown;
  external_ref?: string;
}

interface Address {
  id: string;
  type: string;
  line_1: string;
  links: { self: string };
  relationships: { customer: { id: string; type: string } };
}

interface ListBody<T> {
  data: T[];
  meta: { page: { total: number }; results: { total: number; total_method?: string } };
}

interface TokenBody {
  data: { type: string; customer_id: string; token: string; expires: number };
}

const api = useTestSandbox();

const call = <T>(method: string, path: string, json?: unknown, as = api.token) =>
  request<T & ErrorBody>(api.sandbox, path, { method, token: as, json });

const newCustomer = (fields: Record<string, unknown>) =>
  call<{ data: Customer }>('POST', '/v2/customers', { data: { type: 'customer', ...fields } });

describe('customers', () => {
  it('seeds demo customers with addresses', async () => {
    const list = await call<ListBody<Customer>>('GET', '/v2/customers?page[limit]=5');
    expect(list.status).toBe(200);
    expect(list.body.meta.results.total).toBe(SEEDED_CUSTOMER_COUNT);
    const addresses = await call<ListBody<Address>>('GET', `/v2/customers/${list.body.data[0].id}/addresses`);
    expect(addresses.body.data.length).toBeGreaterThan(0);
  });

  it('creates a customer without ever rendering the password, and rejects duplicate emails', async () => {
    const created = await newCustomer({
      name: 'Ron Swanson',
      email: 'ron@swanson.com',
      password: 'mysecret',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'customer',
      name: 'Ron Swanson',
      email: 'ron@swanson.com',
    });
    expect(created.body.data.password).toBeUndefined();
    expect(created.body.data.password_hash).toBeUndefined();
    const fetched = await call<{ data: Customer }>('GET', `/v2/customers/${created.body.data.id}`);
    expect(JSON.stringify(fetched.body)).not.toContain('mysecret');
    expect(fetched.body.data.password_hash).toBeUndefined();

    const duplicate = await newCustomer({ name: 'Other Ron', email: 'RON@swanson.com' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].source).toEqual({ pointer: '/data/email' });
  });

  it('validates fields with source pointers', async () => {
    const invalid = await newCustomer({ name: '', email: 'not-an-email' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/email',
      '/data/name',
    ]);
  });

  it('filters by email and name, and reports a lower-bound total when asked', async () => {
    await newCustomer({ name: 'Leslie Knope', email: 'leslie@pawnee.gov' });
    const byEmail = await call<ListBody<Customer>>('GET', '/v2/customers?filter=eq(email,leslie@pawnee.gov)');
    expect(byEmail.body.data.map((customer) => customer.name)).toEqual(['Leslie Knope']);
    const byName = await call<ListBody<Customer>>('GET', '/v2/customers?filter=like(name,*Knope*)');
    expect(byName.body.data).toHaveLength(1);

    const exact = await call<ListBody<Customer>>('GET', '/v2/customers?page[limit]=5&total_method=exact');
    expect(exact.body.meta.results.total).toBeGreaterThan(SEEDED_CUSTOMER_COUNT);
    const lower = await call<ListBody<Customer>>(
      'GET',
      '/v2/customers?page[limit]=5&total_method=lower_bound',
    );
    expect(lower.body.meta.results).toEqual({ total: 6, total_method: 'lower_bound' });
    expect(lower.body.data).toHaveLength(5);
    const wrong = await call('GET', '/v2/customers?total_method=guess');
    expect(wrong.status).toBe(400);
  });

  it('updates the password without exposing it and the new one signs in', async () => {
    const created = await newCustomer({
      name: 'Ann Perkins',
      email: 'ann@pawnee.gov',
      password: 'first-pass',
    });
    const updated = await call<{ data: Customer }>('PUT', `/v2/customers/${created.body.data.id}`, {
      data: { type: 'customer', password: 'second-pass' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Ann Perkins', email: 'ann@pawnee.gov' });
    const signIn = (password: string) =>
      call<TokenBody>('POST', '/v2/customers/tokens', {
        data: { type: 'token', email: 'ann@pawnee.gov', password },
      });
    expect((await signIn('first-pass')).status).toBe(401);
    expect((await signIn('second-pass')).status).toBe(200);
  });
});

describe('customer tokens', () => {
  it('issues a token for the right password and answers 401 for a wrong one', async () => {
    const created = await newCustomer({
      name: 'April Ludgate',
      email: 'april@pawnee.gov',
      password: 'correct-horse',
    });
    const issued = await call<TokenBody>('POST', '/v2/customers/tokens', {
      data: { type: 'token', email: 'april@pawnee.gov', password: 'correct-horse' },
    });
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({ type: 'token', customer_id: created.body.data.id });
    expect(issued.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    // Unix seconds, a day after the frozen clock.
    expect(issued.body.data.expires).toBe(Math.floor(api.sandbox.clock.now() / 1000) + 24 * 3600);

    const wrong = await call('POST', '/v2/customers/tokens', {
      data: { type: 'token', email: 'april@pawnee.gov', password: 'wrong' },
    });
    expect(wrong.status).toBe(401);
    const unknown = await call('POST', '/v2/customers/tokens', {
      data: { type: 'token', email: 'nobody@pawnee.gov', password: 'correct-horse' },
    });
    expect(unknown.status).toBe(401);
    const missing = await call<ErrorBody>('POST', '/v2/customers/tokens', { data: { type: 'token' } });
    expect(missing.status).toBe(422);
  });

  it('signs seeded customers in with the demo password', async () => {
    const first = await call<ListBody<Customer>>(
      'GET',
      '/v2/customers?page[limit]=1&filter=like(email,*@example.com)',
    );
    const issued = await call<TokenBody>('POST', '/v2/customers/tokens', {
      data: { type: 'token', email: first.body.data[0].email, password: DEMO_SHOPPER_PASSWORD },
    });
    expect(issued.status).toBe(200);
  });

  it('accepts an OIDC code from the customer realm profile and creates the customer on first sign-in', async () => {
    const oidc = (code: string, redirect = 'http://localhost:3000/oauth2/callback') =>
      call<TokenBody>('POST', '/v2/customers/tokens', {
        data: {
          type: 'token',
          authentication_mechanism: 'oidc',
          oauth_authorization_code: code,
          oauth_redirect_uri: redirect,
          oauth_code_verifier: 'v'.repeat(43),
        },
      });
    const first = await oidc(fakeOidcAuthorizationCode(SEEDED_OIDC_PROFILE_ID, 'tom@haverford.com'));
    expect(first.status).toBe(200);
    const again = await oidc(fakeOidcAuthorizationCode(SEEDED_OIDC_PROFILE_ID, 'tom@haverford.com'));
    expect(again.body.data.customer_id).toBe(first.body.data.customer_id);
    const customer = await call<{ data: Customer }>('GET', `/v2/customers/${first.body.data.customer_id}`);
    expect(customer.body.data.email).toBe('tom@haverford.com');

    expect(
      (
        await oidc(
          fakeOidcAuthorizationCode(SEEDED_OIDC_PROFILE_ID, 'tom@haverford.com'),
          'https://evil.example',
        )
      ).status,
    ).toBe(401);
    expect((await oidc('not-a-code')).status).toBe(401);
  });
});

describe('customer addresses', () => {
  it('creates, lists, updates and deletes addresses under their customer only', async () => {
    const owner = await newCustomer({ name: 'Donna Meagle', email: 'donna@pawnee.gov' });
    const other = await newCustomer({ name: 'Jerry Gergich', email: 'jerry@pawnee.gov' });
    const base = `/v2/customers/${owner.body.data.id}/addresses`;
    const created = await call<{ data: Address }>('POST', base, {
      data: {
        type: 'address',
        first_name: 'Donna',
        last_name: 'Meagle',
        line_1: '1 Sunny Street',
        postcode: 'SU33 1YY',
        country: 'GB',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.relationships.customer).toEqual({ id: owner.body.data.id, type: 'customer' });
    expect(created.body.data.links.self).toBe(`${base}/${created.body.data.id}`);

    const invalid = await call('POST', base, {
      data: { type: 'address', first_name: 'D', country: 'Britain' },
    });
    expect(invalid.status).toBe(422);

    // The address is not reachable through another customer, nor through an unknown one.
    const wrongParent = `/v2/customers/${other.body.data.id}/addresses/${created.body.data.id}`;
    expect((await call('GET', wrongParent)).status).toBe(404);
    expect((await call('DELETE', wrongParent)).status).toBe(404);
    expect((await call('GET', '/v2/customers/00000000-0000-4000-8000-000000000000/addresses')).status).toBe(
      404,
    );
    const otherList = await call<ListBody<Address>>('GET', `/v2/customers/${other.body.data.id}/addresses`);
    expect(otherList.body.data).toEqual([]);

    const updated = await call<{ data: Address }>('PUT', `${base}/${created.body.data.id}`, {
      data: { type: 'address', line_1: '2 Sunny Street' },
    });
    expect(updated.body.data.line_1).toBe('2 Sunny Street');
    expect((await call('DELETE', `${base}/${created.body.data.id}`)).status).toBe(204);
    expect((await call('GET', `${base}/${created.body.data.id}`)).status).toBe(404);
  });

  it('keeps customers of one store invisible to another', async () => {
    const created = await newCustomer({
      name: 'Chris Traeger',
      email: 'chris@pawnee.gov',
      password: 'literally',
    });
    const other = await otherStore(api.sandbox);
    expect((await other.call('GET', `/v2/customers/${created.body.data.id}`)).status).toBe(404);
    expect((await other.call('GET', `/v2/customers/${created.body.data.id}/addresses`)).status).toBe(404);
    const list = await other.call<ListBody<Customer>>('GET', '/v2/customers');
    expect(list.body.data).toEqual([]);
    // Emails are unique per store only.
    const same = await other.call('POST', '/v2/customers', {
      data: { type: 'customer', name: 'Chris T', email: 'chris@pawnee.gov' },
    });
    expect(same.status).toBe(201);
    const signIn = await other.call('POST', '/v2/customers/tokens', {
      data: { type: 'token', email: 'chris@pawnee.gov', password: 'literally' },
    });
    expect(signIn.status).toBe(401);
  });
});
