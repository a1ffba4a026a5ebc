// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export { AddressesSection } from './addresses/AddressesSection';
export { addressCreateInput, addressUpdateInput } from './addresses/addressForm';
export { AddressBook } from './addresses/AddressBook';
