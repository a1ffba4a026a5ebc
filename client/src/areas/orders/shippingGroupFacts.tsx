import { FactsTable, type FactsTableProps } from '../../components/detail/FactsTable';
import { RecordDialog, type RecordDialogProps } from '../../components/RecordDialog';
import type { ShippingAddressSummaryFragment } from '../../graphql/generated';

/** A shipping group's address on one line: `Ada Lovelace, 1 Main St, London N1 9GU, GB`. */
export function shippingAddressLine(address: ShippingAddressSummaryFragment): string {
  const { firstName, lastName, line1, city, postcode, country } = address;
  return `${firstName} ${lastName}, ${line1}, ${city} ${postcode}, ${country}`;
}

/** What every shipping group has, an order's or a cart's. */
interface ShippingGroupBasics {
  id: string;
  shippingType: string | null;
  trackingReference: string | null;
}

export interface ShippingGroupDialogProps<TGroup extends ShippingGroupBasics> {
  /** The group's query (`Order.shippingGroup`, `Cart.shippingGroup`) as it stands. */
  query: RecordDialogProps<TGroup>['query'];
  group: TGroup | null | undefined;
  notFound: string;
  /** The owner's own facts, shown after the id, shipping type and tracking reference. */
  moreFacts: (group: TGroup) => FactsTableProps['rows'];
  onClose: () => void;
}

/** One shipping group, an order's or a cart's, read by id: its facts in a dialog. */
export function ShippingGroupDialog<TGroup extends ShippingGroupBasics>({
  query,
  group,
  notFound,
  moreFacts,
  onClose,
}: ShippingGroupDialogProps<TGroup>) {
  return (
    <RecordDialog title="Shipping group" query={query} record={group} notFound={notFound} onClose={onClose}>
      {(group) => (
        <FactsTable
          label="Shipping group"
          rows={[
            ['Id', <code>{group.id}</code>],
            ['Shipping type', group.shippingType ?? '—'],
            ['Tracking reference', group.trackingReference ?? '—'],
            ...moreFacts(group),
          ]}
        />
      )}
    </RecordDialog>
  );
}
