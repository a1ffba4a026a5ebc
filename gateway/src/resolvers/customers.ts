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
import { addressBooks, addressResolvers } from './addresses';
import type { CustomerModel } from './models';

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

/** A password is only sent when one was typed: an empty one means "keep the current password". */
function customerFields(input: Record<string, unknown>): Record<string, unknown> {
  const { password, ...rest } = input;
  return {
    ...flatFields(rest),
    ...(typeof password === 'string' && password !== '' ? { password } : {}),
  };
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
  },
  Customer: {
    id: (customer) => customer.id,
    name: (customer) => customer.name,
    email: (customer) => customer.email,
    externalRef: (customer) => storedText(customer.external_ref),
    createdAt,
    updatedAt,
    addresses: (customer, { page }, ctx) => addresses.page(ctx, customer.id, page),
  },
  Address: addressResolvers,
};
