/**
 * The account reads by id (an address, a membership, a member's memberships), account tags read,
 * changed and deleted, the payment gateways' extra calls and payments per gateway, through the
 * gateway against a real sandbox, both in this process on random ports.
 */
import { startLive, type Live } from './live';

let live: Live;
let token: string;

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  live.graphql(query, variables, token);

/** Runs a mutation and returns its payload (GraphQL errors fail the test). */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data ?? {})[0] as T;
}

const USER_ERRORS = 'userErrors { field message code }';

interface UserErrors {
  userErrors: { field: string[] | null; message: string; code: string | null }[];
}

beforeAll(async () => {
  live = await startLive();
  token = await live.signIn();
});

afterAll(() => live.close());

describe('account reads by id through the gateway', () => {
  it("reads an account's address and membership by id, and the member's memberships with their accounts", async () => {
    const accounts = await graphql(`
      {
        accounts(filter: { name: { eq: "Northwind Traders" } }) {
          items {
            id
          }
        }
      }
    `);
    const accountId = (accounts.data?.accounts as { items: { id: string }[] }).items[0]!.id;
    const address = await mutate<UserErrors & { address: { id: string } }>(
      `mutation ($a: ID!, $input: AddressCreateInput!) { createAccountAddress(accountId: $a, input: $input) {
        address { id } ${USER_ERRORS} } }`,
      {
        a: accountId,
        input: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          line1: '1 Main St',
          city: 'Bristol',
          postcode: 'BS1 1AA',
          country: 'GB',
          region: 'Avon',
        },
      },
    );
    expect(address.userErrors).toEqual([]);
    const unassigned = await graphql(
      `
        query ($id: ID!) {
          account(id: $id) {
            unassignedMembers(page: { limit: 1 }) {
              items {
                id
                name
              }
            }
          }
        }
      `,
      { id: accountId },
    );
    const member = (
      unassigned.data?.account as { unassignedMembers: { items: { id: string; name: string }[] } }
    ).unassignedMembers.items[0]!;
    const added = await mutate<UserErrors & { membership: { id: string } }>(
      `mutation ($a: ID!, $m: ID!) { addAccountMember(accountId: $a, memberId: $m) { membership { id } ${USER_ERRORS} } }`,
      { a: accountId, m: member.id },
    );
    expect(added.userErrors).toEqual([]);

    const read = await graphql(
      `
        query ($a: ID!, $ad: ID!, $m: ID!, $member: ID!) {
          account(id: $a) {
            address(id: $ad) {
              id
              line1
              city
            }
            unknown: address(id: "00000000-0000-4000-8000-000000000000") {
              id
            }
            membership(id: $m) {
              id
              memberId
              member {
                name
              }
            }
          }
          accountMember(id: $member) {
            name
            memberships {
              items {
                id
                accountId
                account {
                  name
                }
              }
            }
          }
        }
      `,
      { a: accountId, ad: address.address.id, m: added.membership.id, member: member.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.account).toEqual({
      address: { id: address.address.id, line1: '1 Main St', city: 'Bristol' },
      unknown: null,
      membership: { id: added.membership.id, memberId: member.id, member: { name: member.name } },
    });
    const memberships = (
      read.data?.accountMember as {
        memberships: { items: { id: string; accountId: string; account: { name: string } }[] };
      }
    ).memberships.items;
    expect(memberships).toContainEqual({
      id: added.membership.id,
      accountId,
      account: { name: 'Northwind Traders' },
    });
  });

  it('reads, renames and deletes an account tag; a taken name is DUPLICATE on name', async () => {
    const create = `mutation ($input: AccountTagCreateInput!) { createAccountTag(input: $input) { tag { id } ${USER_ERRORS} } }`;
    const first = await mutate<UserErrors & { tag: { id: string } }>(create, { input: { name: 'Silver' } });
    await mutate<UserErrors>(create, { input: { name: 'Bronze' } });
    const renamed = await mutate<UserErrors & { tag: { name: string; description: string | null } }>(
      `mutation ($id: ID!, $input: AccountTagUpdateInput!) { updateAccountTag(id: $id, input: $input) {
        tag { name description } ${USER_ERRORS} } }`,
      { id: first.tag.id, input: { name: 'Platinum', description: 'Top spenders' } },
    );
    expect(renamed).toEqual({ tag: { name: 'Platinum', description: 'Top spenders' }, userErrors: [] });
    const taken = await mutate<UserErrors>(
      `mutation ($id: ID!) { updateAccountTag(id: $id, input: { name: "Bronze" }) { tag { id } ${USER_ERRORS} } }`,
      { id: first.tag.id },
    );
    expect(taken.userErrors).toEqual([expect.objectContaining({ field: ['name'], code: 'DUPLICATE' })]);
    const read = await graphql(
      `
        query ($id: ID!) {
          accountTag(id: $id) {
            name
            description
          }
        }
      `,
      { id: first.tag.id },
    );
    expect(read.data?.accountTag).toEqual({ name: 'Platinum', description: 'Top spenders' });
    const deleted = await mutate<UserErrors & { deletedId: string }>(
      `mutation ($id: ID!) { deleteAccountTag(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: first.tag.id },
    );
    expect(deleted).toEqual({ deletedId: first.tag.id, userErrors: [] });
    const gone = await graphql(
      `
        query ($id: ID!) {
          accountTag(id: $id) {
            id
          }
        }
      `,
      { id: first.tag.id },
    );
    expect(gone.data?.accountTag).toBeNull();
  });
});

describe('payment gateways through the gateway', () => {
  it("lists a gateway's attributes", async () => {
    const result = await graphql(`
      {
        paymentGatewayAttributes(slug: "braintree") {
          name
          type
          required
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(result.data?.paymentGatewayAttributes).toEqual(
      expect.arrayContaining([
        { name: 'enabled', type: 'boolean', required: false },
        { name: 'merchant_id', type: 'string', required: true },
        { name: 'environment', type: 'string', required: false },
      ]),
    );
  });

  it('gets an onboarding link, a Stripe customer and an invoice; a gateway outside the Stripe family is refused', async () => {
    const link = await mutate<
      UserErrors & { onboardingLink: { url: string; test: boolean; returnUrl: string; expiresAt: string } }
    >(
      `mutation ($input: PaymentGatewayOnboardingLinkInput!) { createPaymentGatewayOnboardingLink(slug: "stripe_connect", input: $input) {
        onboardingLink { url test returnUrl expiresAt } ${USER_ERRORS} } }`,
      { input: { returnUrl: 'https://seller.example/back', test: true } },
    );
    expect(link.userErrors).toEqual([]);
    expect(link.onboardingLink).toMatchObject({ test: true, returnUrl: 'https://seller.example/back' });
    expect(link.onboardingLink.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/test\//);
    expect(Date.parse(link.onboardingLink.expiresAt)).toBeGreaterThan(Date.now());

    const customer = await mutate<UserErrors & { stripeCustomer: { id: string; account: string | null } }>(
      `mutation { createStripeCustomer(slug: "stripe_connect", account: "acct_123") { stripeCustomer { id account } ${USER_ERRORS} } }`,
      {},
    );
    expect(customer.userErrors).toEqual([]);
    expect(customer.stripeCustomer).toEqual({ id: expect.stringMatching(/^cus_/), account: 'acct_123' });
    const invoice = await mutate<
      UserErrors & { stripeInvoice: { id: string; customerId: string; status: string } }
    >(
      `mutation ($input: StripeInvoiceInput!) { createStripeInvoice(slug: "stripe_connect", input: $input) {
        stripeInvoice { id customerId status } ${USER_ERRORS} } }`,
      { input: { customerId: customer.stripeCustomer.id } },
    );
    expect(invoice).toEqual({
      stripeInvoice: {
        id: expect.stringMatching(/^in_/),
        customerId: customer.stripeCustomer.id,
        status: 'draft',
      },
      userErrors: [],
    });
    const refused = await mutate<UserErrors & { stripeCustomer: null }>(
      `mutation { createStripeCustomer(slug: "manual") { stripeCustomer { id } ${USER_ERRORS} } }`,
      {},
    );
    expect(refused.stripeCustomer).toBeNull();
    expect(refused.userErrors[0]?.message).toMatch(/manual gateway does not support/);
  });

  it('pays an order through a card gateway with the payment the document requires', async () => {
    const enabled = await mutate<UserErrors>(
      `mutation { updatePaymentGateway(slug: "braintree", input: { enabled: true, credentials: [
        { name: "merchant_id", value: "m" }, { name: "private_key", value: "k" }, { name: "public_key", value: "p" }] }) {
        paymentGateway { enabled } ${USER_ERRORS} } }`,
      {},
    );
    expect(enabled.userErrors).toEqual([]);
    const orders = await graphql(`
      {
        orders(filter: { payment: { eq: UNPAID } }, page: { limit: 1 }) {
          items {
            id
          }
        }
      }
    `);
    expect(orders.errors).toBeUndefined();
    const orderId = (orders.data?.orders as { items: { id: string }[] }).items[0]!.id;
    const pay = `mutation ($o: ID!, $input: PaymentInput!) { payOrder(orderId: $o, input: $input) {
      transaction { gateway } order { payment } ${USER_ERRORS} } }`;
    const missing = await mutate<UserErrors>(pay, {
      o: orderId,
      input: { gateway: 'braintree', method: 'PURCHASE' },
    });
    expect(missing.userErrors).toEqual([expect.objectContaining({ field: ['payment'], code: 'REQUIRED' })]);
    const paid = await mutate<UserErrors & { transaction: { gateway: string }; order: { payment: string } }>(
      pay,
      {
        o: orderId,
        input: { gateway: 'braintree', method: 'PURCHASE', payment: 'customer-7' },
      },
    );
    expect(paid).toEqual({
      transaction: { gateway: 'braintree' },
      order: { payment: 'PAID' },
      userErrors: [],
    });
  });
});
