import { readText, type FieldProblems, type SimpleResourceDefinition } from '../core/simple-resources';
import { optionalText, storedObject, storedText } from '../core/stored-documents';

/**
 * Address books of customers (`/v2/customers/:customerId/addresses`) and accounts
 * (`/v2/accounts/:accountId/addresses`): the same v2 `address` document, nested under its owner.
 */

/** The text fields of an address (also the choices of the address-mandatory-fields setting). */
export const ADDRESS_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'name',
  'phone_number',
  'instructions',
  'company_name',
  'line_1',
  'line_2',
  'city',
  'county',
  'region',
  'postcode',
  'country',
] as const;

type AddressField = (typeof ADDRESS_TEXT_FIELDS)[number];

/** What a shipping label cannot do without. */
const REQUIRED: ReadonlySet<AddressField> = new Set([
  'first_name',
  'last_name',
  'line_1',
  'postcode',
  'country',
]);
const COUNTRY = /^[A-Z]{2}$/;

export type AddressData = Partial<Record<AddressField, string>> & { owner_id: string };

export interface AddressOwner {
  /** Route parameter of the owner, e.g. `customerId`. */
  param: string;
  /** `customer` or `account`: the relationship name and type. */
  type: string;
  /** Collection path of the owner, e.g. `/v2/customers`. */
  path: string;
  storedAs: string;
  /** Throws a 404 when the owner is not in the store. */
  assertExists: (storeId: string, ownerId: string) => void;
}

function readAddress(
  document: Record<string, unknown>,
  existing: AddressData | undefined,
  problems: FieldProblems,
): AddressData {
  const address: AddressData = { owner_id: existing?.owner_id ?? '' };
  for (const field of ADDRESS_TEXT_FIELDS) {
    const value = readText(document, field, existing?.[field], problems, {
      required: REQUIRED.has(field),
      maxLength: 255,
      ...(field === 'country'
        ? { pattern: COUNTRY, patternDetail: 'country must be an ISO 3166-1 alpha-2 code, e.g. GB' }
        : {}),
    });
    if (value !== undefined) address[field] = value;
  }
  return address;
}

export function addressDefinition(owner: AddressOwner): SimpleResourceDefinition<AddressData> {
  return {
    type: 'address',
    label: 'address',
    storedAs: owner.storedAs,
    parent: {
      param: owner.param,
      idOf: (data) => data.owner_id,
      withParent: (data, ownerId) => ({ ...data, owner_id: ownerId }),
      assertExists: owner.assertExists,
    },
    decode: (data) => {
      const stored = storedObject(data, 'address');
      const address: AddressData = { owner_id: storedText(stored, 'owner_id', 'address') };
      for (const field of ADDRESS_TEXT_FIELDS) Object.assign(address, optionalText(stored, field));
      return address;
    },
    read: readAddress,
    unique: [],
    filterFields: {
      name: { operators: ['eq', 'like'], value: (item) => item.data.name ?? '' },
      postcode: { operators: ['eq', 'like'], value: (item) => item.data.postcode ?? '' },
      country: { operators: ['eq'], value: (item) => item.data.country ?? '' },
    },
    sortFields: { name: (item) => item.data.name ?? '' },
    renderFields: ({ owner_id: _owner, ...fields }) => fields,
    renderExtras: (record) => ({
      links: { self: `${owner.path}/${record.data.owner_id}/addresses/${record.id}` },
      // The document's shape: the related id and type sit directly under the relationship.
      relationships: { [owner.type]: { id: record.data.owner_id, type: owner.type } },
    }),
  };
}
