import { FactsTable } from '../../../components/detail/FactsTable';
import { RecordDialog } from '../../../components/RecordDialog';
import { formatDateTime } from '../../../format/dates';
import { enumLabel } from '../../../format/labels';
import { useOrderShippingGroupQuery, useOrderTransactionQuery } from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { shippingAddressLine, ShippingGroupDialog } from '../shippingGroupFacts';

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
  return (
    <ShippingGroupDialog
      query={result}
      group={completeData(result)?.order?.shippingGroup}
      notFound="This shipping group was not found."
      moreFacts={(group) => [
        ['Ships to', group.address ? shippingAddressLine(group.address) : 'The order’s shipping address'],
      ]}
      onClose={onClose}
    />
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
  const transaction = completeData(result)?.order?.transaction;
  return (
    <RecordDialog
      title="Transaction"
      query={result}
      record={transaction}
      notFound="This transaction was not found."
      onClose={onClose}
    >
      {(transaction) => (
        <FactsTable
          label="Transaction"
          rows={[
            ['Id', <code>{transaction.id}</code>],
            ['Type', enumLabel('TransactionType', transaction.transactionType)],
            ['Status', enumLabel('TransactionStatus', transaction.status)],
            ['Gateway', transaction.gateway],
            ['Gateway reference', transaction.reference ?? '—'],
            [
              'Payer / reference',
              [transaction.name, transaction.customReference].filter(Boolean).join(' · ') || '—',
            ],
            ['Amount', transaction.amount.formatted],
            ['Refunded', transaction.refundedAmount.formatted],
            ['Refundable', transaction.refundable.formatted],
            ['Created', formatDateTime(transaction.createdAt)],
            ['Last changed', formatDateTime(transaction.updatedAt)],
          ]}
        />
      )}
    </RecordDialog>
  );
}
