import { RecordDialog } from '../../../components/RecordDialog';
import { formatDateTime } from '../../../format/dates';
import { enumLabel } from '../../../format/labels';
import { useOrderShippingGroupQuery, useOrderTransactionQuery } from '../../../graphql/generated';

/** One shipping group of an order, read by id (`Order.shippingGroup`); opened from the group list. */
export function OrderShippingGroupDialog({
  orderId,
  groupId,
  onClose,
}: {
  orderId: string;
  groupId: string;
  onClose: () => void;
}) {
  const result = useOrderShippingGroupQuery({ variables: { orderId, id: groupId } });
  const group = result.dataState === 'complete' ? result.data.order?.shippingGroup : undefined;
  return (
    <RecordDialog
      title="Shipping group"
      query={result}
      record={group}
      notFound="This shipping group was not found."
      onClose={onClose}
    >
      {(group) => (
        <dl className="order-record">
          <dt>Id</dt>
          <dd>
            <code>{group.id}</code>
          </dd>
          <dt>Shipping type</dt>
          <dd>{group.shippingType ?? '—'}</dd>
          <dt>Tracking reference</dt>
          <dd>{group.trackingReference ?? '—'}</dd>
          <dt>Ships to</dt>
          <dd>
            {group.address
              ? `${group.address.firstName} ${group.address.lastName}, ${group.address.line1}, ${group.address.city} ${group.address.postcode}, ${group.address.country}`
              : 'The order’s shipping address'}
          </dd>
        </dl>
      )}
    </RecordDialog>
  );
}

/** One payment transaction, read by id (`Order.transaction`); opened from the transactions table. */
export function OrderTransactionDialog({
  orderId,
  transactionId,
  onClose,
}: {
  orderId: string;
  transactionId: string;
  onClose: () => void;
}) {
  const result = useOrderTransactionQuery({ variables: { orderId, id: transactionId } });
  const transaction = result.dataState === 'complete' ? result.data.order?.transaction : undefined;
  return (
    <RecordDialog
      title="Transaction"
      query={result}
      record={transaction}
      notFound="This transaction was not found."
      onClose={onClose}
    >
      {(transaction) => (
        <dl className="order-record">
          <dt>Id</dt>
          <dd>
            <code>{transaction.id}</code>
          </dd>
          <dt>Type</dt>
          <dd>{enumLabel('TransactionType', transaction.transactionType)}</dd>
          <dt>Status</dt>
          <dd>{enumLabel('TransactionStatus', transaction.status)}</dd>
          <dt>Gateway</dt>
          <dd>{transaction.gateway}</dd>
          <dt>Gateway reference</dt>
          <dd>{transaction.reference ?? '—'}</dd>
          <dt>Payer / reference</dt>
          <dd>{[transaction.name, transaction.customReference].filter(Boolean).join(' · ') || '—'}</dd>
          <dt>Amount</dt>
          <dd>{transaction.amount.formatted}</dd>
          <dt>Refunded</dt>
          <dd>{transaction.refundedAmount.formatted}</dd>
          <dt>Refundable</dt>
          <dd>{transaction.refundable.formatted}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(transaction.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(transaction.updatedAt)}</dd>
        </dl>
      )}
    </RecordDialog>
  );
}
