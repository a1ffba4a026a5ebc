import type { AddressRowFragment } from '../../../graphql/generated';

/** The address dialog; field names match `AddressCreateInput`, so userErrors land on their field. */
export interface AddressFormValues {
  name: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  region: string;
  postcode: string;
  country: string;
  instructions: string;
}

export const ADDRESS_FORM_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'companyName',
  'phoneNumber',
  'line1',
  'line2',
  'city',
  'county',
  'region',
  'postcode',
  'country',
  'instructions',
] as const satisfies readonly (keyof AddressFormValues)[];

/** What a shipping label cannot do without (the provider requires the same). */
export const REQUIRED_ADDRESS_FIELDS: ReadonlySet<keyof AddressFormValues> = new Set([
  'firstName',
  'lastName',
  'line1',
  'postcode',
  'country',
]);

export function addressFormValues(address?: AddressRowFragment): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((field) => [field, address?.[field] ?? '']),
  ) as unknown as AddressFormValues;
}

/** A new address: blank optional fields are left out; the country is sent as typed (the provider checks it). */
export function addressCreateInput(values: AddressFormValues) {
  const input: Record<string, string> = {};
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = values[field].trim();
    if (value !== '' || REQUIRED_ADDRESS_FIELDS.has(field)) input[field] = value;
  }
  return input as {
    firstName: string;
    lastName: string;
    line1: string;
    postcode: string;
    country: string;
  } & Partial<Record<keyof AddressFormValues, string>>;
}

/** Only what changed; a cleared optional field is sent as null (the provider removes it). */
export function addressUpdateInput(address: AddressRowFragment, values: AddressFormValues) {
  const before = addressFormValues(address);
  const input: Partial<Record<keyof AddressFormValues, string | null>> = {};
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = values[field].trim();
    if (value === before[field]) continue;
    input[field] = value === '' && !REQUIRED_ADDRESS_FIELDS.has(field) ? null : value;
  }
  return input;
}

/** `10 High Street, London, EC1A 1BB, GB` */
export function addressSummary(address: AddressRowFragment): string {
  return [address.line1, address.line2, address.city, address.region, address.postcode, address.country]
    .filter((part) => part)
    .join(', ');
}
