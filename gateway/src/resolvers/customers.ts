import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { CustomerSortField, Resolvers } from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import {
  createdAt,
  createFlat,
  deleteFlat,
  getFlat,
  updatedAt,
  updateFlat,
  type LegacyResourceKind,
  flatFields,
  storedText,
} from './flat-resources';
import { addressBook, addressBooks, addressResolvers } from './addresses';
import type { AddressModel, CustomerModel } from './models';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { attempt } from './mapping';
import { limitedShopperSignIn } from './carts-shopper-tokens';
import type { GatewayContext } from '../context';

/**
 * Customers (`v2/customers`) and the address books of customers and accounts: flat v2 documents
 * whose error pointers name the field directly (`/data/email`, `/data/line_1`). The password is
 * write-only.
 */

export const CUSTOMERS: LegacyResourceKind = {
  path: 'v2/customers',
  type: 'customer',
  uniqueKeys: ['email'],
};
const addresses = addressBooks(CUSTOMERS.path);

/** Typed filter fields → the provider's filterable customer fields. */
export const CUSTOMER_FILTER_FIELDS = sdlFilterFields('CustomerFilter');

const CUSTOMER_SORT_FIELDS: Record<CustomerSortField, string> = { NAME: 'name', EMAIL: 'email' };

/** The provider's answer to `POST v2/customers/tokens`; `expires` is in Unix seconds. */
interface CustomerTokenDocument {
  customer_id: string;
  token: string;
  expires: number;
}

/** A password is only sent when one was typed: an empty one means "keep the current password". */
function customerFields(input: Record<string, unknown>): Record<string, unknown> {
  const { password, ...rest } = input;
  return {
    ...flatFields(rest),
    ...(typeof password === 'string' && password !== '' ? { password } : {}),
  };
}

/** `POST v2/customers/tokens` with a password; wrong credentials are a user error on the password. */
async function signInCustomer(ctx: GatewayContext, input: { email: string; password: string }) {
  const { value, userErrors } = await attempt(async () => {
    try {
      return await ctx.provider.post<ProviderSingle<CustomerTokenDocument>>(`${CUSTOMERS.path}/tokens`, {
        body: {
          data: {
            type: 'token',
            authentication_mechanism: 'password',
            email: input.email.trim(),
            password: input.password,
          },
        },
      });
    } catch (error) {
      // The provider's 401 here is about the customer's credentials, not the seller's session.
      if (error instanceof ProviderHttpError && error.status === 401) return null;
      throw error;
    }
  });
  if (userErrors.length > 0) return { customerId: null, token: null, expiresAt: null, userErrors };
  if (!value) {
    return {
      customerId: null,
      token: null,
      expiresAt: null,
      userErrors: [
        {
          field: ['password'],
          message: 'Incorrect email or password',
          code: 'INVALID_CREDENTIALS' as const,
        },
      ],
    };
  }
  const { customer_id: customerId, token, expires } = value.data;
  return { customerId, token, expiresAt: new Date(expires * 1000).toISOString(), userErrors: [] };
}

export const customerResolvers: Resolvers = {
  Query: {
    customers: (_root, { filter, sort, page }, ctx) =>
      listPage<CustomerModel>(ctx.provider, CUSTOMERS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, CUSTOMER_FILTER_FIELDS),
        sort: encodeSort(sort, CUSTOMER_SORT_FIELDS),
        // Spec §7 `GET customers (total_method)`: the admin's pager shows "x–y of total" and offers the
        // last page, so it asks for an exact count rather than a lower bound.
        query: { total_method: 'exact' },
      }),
    customer: (_root, { id }, ctx) => getFlat<CustomerModel>(ctx, CUSTOMERS, id),
  },
  Mutation: {
    createCustomer: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createFlat<CustomerModel>(ctx, CUSTOMERS, customerFields(input));
      return { customer: value, userErrors };
    },
    updateCustomer: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<CustomerModel>(
        ctx,
        CUSTOMERS,
        id,
        customerFields(input),
      );
      return { customer: value, userErrors };
    },
    deleteCustomer: (_root, { id }, ctx) => deleteFlat(ctx, CUSTOMERS.path, id),
    createCustomerAddress: (_root, { customerId, input }, ctx) => addresses.create(ctx, customerId, input),
    updateCustomerAddress: (_root, { customerId, id, input }, ctx) =>
      addresses.update(ctx, customerId, id, input),
    deleteCustomerAddress: (_root, { customerId, id }, ctx) => addresses.remove(ctx, customerId, id),
    createCustomerToken: (_root, { input }, ctx) =>
      limitedShopperSignIn(ctx, input.email.trim(), () => signInCustomer(ctx, input)),
  },
  Customer: {
    id: (customer) => customer.id,
    name: (customer) => customer.name,
    email: (customer) => customer.email,
    externalRef: (customer) => storedText(customer.external_ref),
    createdAt,
    updatedAt,
    addresses: (customer, { page }, ctx) => addresses.page(ctx, customer.id, page),
    address: (customer, { id }, ctx) =>
      getFlat<AddressModel>(ctx, addressBook(CUSTOMERS.path, customer.id), id),
  },
  Address: addressResolvers,
};
