import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { providerPath } from '../provider/path';
import {
  createdAt,
  createFlat,
  deleteFlat,
  flatFields,
  storedText,
  updatedAt,
  updateFlat,
  type LegacyResourceKind,
} from './flat-resources';
import { countryErrors } from './country-codes';
import type { AddressModel } from './models';

/**
 * Address books (`{owner}/{id}/addresses`): customers and accounts keep the same flat v2 address
 * documents, whose error pointers name the field directly (`/data/line_1`).
 */

/** An address create or update input (`AddressCreateInput`, `AddressUpdateInput`). */
type AddressInput = Record<string, unknown> & { country?: string | null };

/** The address book under an owner, e.g. `v2/customers/{id}/addresses`. */
export function addressBook(ownerPath: string, ownerId: string): LegacyResourceKind {
  return { path: providerPath(ownerPath)`/${ownerId}/addresses`, type: 'address' };
}

/** An address write, sent only when its country is an ISO code (else its refusal, nothing sent). */
async function writeChecked(
  input: AddressInput,
  write: (fields: ReturnType<typeof flatFields>) => ReturnType<typeof updateFlat<AddressModel>>,
) {
  const badCountry = countryErrors([[[], input]]);
  if (badCountry.length > 0) return { address: null, userErrors: badCountry };
  const { value, userErrors } = await write(flatFields(input));
  return { address: value, userErrors };
}

/** The reads and writes of one owner kind's address books (`v2/customers`, `v2/accounts`). */
export function addressBooks(ownerPath: string) {
  const book = (ownerId: string) => addressBook(ownerPath, ownerId);
  return {
    page: (
      ctx: GatewayContext,
      ownerId: string,
      page: { limit?: number | null; offset?: number | null } | null | undefined,
    ) => listPage<AddressModel>(ctx.provider, book(ownerId).path, { page }),
    create: (ctx: GatewayContext, ownerId: string, input: AddressInput) =>
      writeChecked(input, (fields) => createFlat<AddressModel>(ctx, book(ownerId), fields)),
    update: (ctx: GatewayContext, ownerId: string, id: string, input: AddressInput) =>
      writeChecked(input, (fields) => updateFlat<AddressModel>(ctx, book(ownerId), id, fields)),
    remove: (ctx: GatewayContext, ownerId: string, id: string) => deleteFlat(ctx, book(ownerId).path, id),
  };
}

/** The `Address` type's fields (schema/customers.graphql); accounts' addresses are the same type. */
export const addressResolvers: NonNullable<Resolvers['Address']> = {
  id: (address) => address.id,
  name: (address) => storedText(address.name),
  firstName: (address) => storedText(address.first_name),
  lastName: (address) => storedText(address.last_name),
  companyName: (address) => storedText(address.company_name),
  phoneNumber: (address) => storedText(address.phone_number),
  instructions: (address) => storedText(address.instructions),
  line1: (address) => storedText(address.line_1),
  line2: (address) => storedText(address.line_2),
  city: (address) => storedText(address.city),
  county: (address) => storedText(address.county),
  region: (address) => storedText(address.region),
  postcode: (address) => storedText(address.postcode),
  country: (address) => storedText(address.country),
  createdAt,
  updatedAt,
};
