import { encodeFilter, type FilterFields, type FilterInput } from '../filters';
import type { CustomerSortField, Resolvers } from '../generated/graphql';
import { encodeSort, pageRequest } from '../lists';
import {
  createdAt,
  createFlat,
  deleteFlat,
  fetchFlatPage,
  getFlat,
  updatedAt,
  updateFlat,
  type LegacyResourceKind,
} from './flat-resources';
import { snakeCase } from './mapping';
import type { AddressModel, CustomerModel } from './models';
import { providerPath } from '../provider/path';

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

/** Typed filter fields → the provider's filterable customer fields. */
export const CUSTOMER_FILTER_FIELDS: FilterFields = {
  email: { name: 'email' },
  name: { name: 'name' },
  externalRef: { name: 'external_ref' },
};

const CUSTOMER_SORT_FIELDS: Record<CustomerSortField, string> = { NAME: 'name', EMAIL: 'email' };

/** The address book under an owner, e.g. `v2/customers/{id}/addresses`. */
export function addressBook(ownerPath: string, ownerId: string): LegacyResourceKind {
  return { path: providerPath(ownerPath)`/${ownerId}/addresses`, type: 'address' };
}

/** Schema field names that do not follow the camelCase → snake_case rule. */
const PROVIDER_FIELD: Readonly<Record<string, string>> = { line1: 'line_1', line2: 'line_2' };

/**
 * A GraphQL input as flat v2 fields: snake_case keys (`line1` → `line_1`), fields left out not
 * sent. The provider refuses null for text fields, so on updates a null (clear this value) is sent
 * as an empty string, which it stores as "no value".
 */
export function flatFields(input: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    fields[PROVIDER_FIELD[key] ?? snakeCase(key)] = value ?? '';
  }
  return fields;
}

/** A password is only sent when one was typed: an empty one means "keep the current password". */
function customerFields(input: Record<string, unknown>): Record<string, unknown> {
  const { password, ...rest } = input;
  return {
    ...flatFields(rest),
    ...(typeof password === 'string' && password !== '' ? { password } : {}),
  };
}

/** An empty stored value reads as "no value". */
const text = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export const customerResolvers: Resolvers = {
  Query: {
    customers: (_root, { filter, sort, page }, ctx) =>
      fetchFlatPage<CustomerModel>(ctx, CUSTOMERS.path, pageRequest(page), {
        filter: encodeFilter(filter as FilterInput | null | undefined, CUSTOMER_FILTER_FIELDS),
        sort: encodeSort(sort, CUSTOMER_SORT_FIELDS),
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
    createCustomerAddress: async (_root, { customerId, input }, ctx) => {
      const book = addressBook(CUSTOMERS.path, customerId);
      const { value, userErrors } = await createFlat<AddressModel>(ctx, book, flatFields(input));
      return { address: value, userErrors };
    },
    updateCustomerAddress: async (_root, { customerId, id, input }, ctx) => {
      const book = addressBook(CUSTOMERS.path, customerId);
      const { value, userErrors } = await updateFlat<AddressModel>(ctx, book, id, flatFields(input));
      return { address: value, userErrors };
    },
    deleteCustomerAddress: (_root, { customerId, id }, ctx) =>
      deleteFlat(ctx, addressBook(CUSTOMERS.path, customerId).path, id),
  },
  Customer: {
    id: (customer) => customer.id,
    name: (customer) => customer.name,
    email: (customer) => customer.email,
    externalRef: (customer) => text(customer.external_ref),
    createdAt,
    updatedAt,
    addresses: (customer, { page }, ctx) =>
      fetchFlatPage<AddressModel>(ctx, addressBook(CUSTOMERS.path, customer.id).path, pageRequest(page)),
  },
  Address: {
    id: (address) => address.id,
    name: (address) => text(address.name),
    firstName: (address) => text(address.first_name),
    lastName: (address) => text(address.last_name),
    companyName: (address) => text(address.company_name),
    phoneNumber: (address) => text(address.phone_number),
    instructions: (address) => text(address.instructions),
    line1: (address) => text(address.line_1),
    line2: (address) => text(address.line_2),
    city: (address) => text(address.city),
    county: (address) => text(address.county),
    region: (address) => text(address.region),
    postcode: (address) => text(address.postcode),
    country: (address) => text(address.country),
    createdAt,
    updatedAt,
  },
};
