import type { FactsTableProps } from '../../components/detail/FactsTable';
import type { ShippingAddressSummaryFragment } from '../../graphql/generated';

/** A shipping group's address on one line: `Ada Lovelace, 1 Main St, London N1 9GU, GB`. */
export function shippingAddressLine(address: ShippingAddressSummaryFragment): string {
  const { firstName, lastName, line1, city, postcode, country } = address;
  return `${firstName} ${lastName}, ${line1}, ${city} ${postcode}, ${country}`;
}

/** The facts every shipping group has, an order's or a cart's, as `FactsTable` rows. */
export function shippingGroupFacts(group: {
  id: string;
  shippingType: string | null;
  trackingReference: string | null;
}): FactsTableProps['rows'] {
  return [
    ['Id', <code>{group.id}</code>],
    ['Shipping type', group.shippingType ?? '—'],
    ['Tracking reference', group.trackingReference ?? '—'],
  ];
}
