import { useState } from 'react';
import { Button, Callout, Card, H4, Tag } from '@blueprintjs/core';
import { BanCircleIcon, DollarIcon, EyeOffIcon, TickIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { showToast } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  payloadResult,
  type MutationFormResult,
  requirePayload,
} from '../../components/form/useMutationForm';
import type { UserErrorLike } from '../../components/form/userErrors';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { PageHeader } from '../../components/PageHeader';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { errorMessage } from '../../graphql/errors';
import {
  useAnonymizeOrdersMutation,
  useCancelTransactionMutation,
  useCaptureTransactionMutation,
  useConfirmTransactionMutation,
  useOrderDetailQuery,
  usePayOrderMutation,
  useRefundTransactionMutation,
  useUpdateOrderMutation,
  type OrderAddressFieldsFragment,
  type OrderDetailQuery,
  type OrderUpdateInput,
  type TransactionAction,
  type TransactionRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { decimalToMinorUnits, minorUnitsToDecimal, sellerRefundMessage } from '../../format/money';
import { OrderDetailsDialog, type OrderDetailsFormValues } from './components/OrderDetailsDialog';
import { OrderShippingGroupDialog, OrderTransactionDialog } from './components/OrderRecordDialogs';
import { OrderStatusTag, PaymentStatusTag, ShippingStatusTag } from './components/OrderStatusTags';
import { PaymentDialog, type PaymentFormValues } from './components/PaymentDialog';
import { RefundDialog, type RefundFormValues } from './components/RefundDialog';
import './orders.css';
import { orderListUrl, orderName } from './urls';
import { accountUrl } from '../accounts/urls';
import { customerUrl } from '../customers/urls';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

type OrderDetail = NonNullable<OrderDetailQuery['order']>;
type OrderItem = OrderDetail['items'][number];

const ITEM_COLUMNS: readonly ResourceColumn<OrderItem>[] = [
  { id: 'product', header: 'Product', cell: (item) => item.name },
  { id: 'sku', header: 'SKU', cell: (item) => item.sku },
  { id: 'quantity', header: 'Quantity', cell: (item) => item.quantity },
  { id: 'unitPrice', header: 'Unit price', cell: (item) => item.unitPrice.formatted },
  { id: 'discount', header: 'Discount', cell: (item) => item.discount.formatted },
  { id: 'tax', header: 'Tax', cell: (item) => item.tax.formatted },
  { id: 'total', header: 'Total', cell: (item) => item.total.formatted },
];

const ACTION_DONE: Record<Exclude<TransactionAction, 'REFUND'>, string> = {
  CAPTURE: 'Transaction captured',
  CANCEL: 'Transaction cancelled',
  CONFIRM: 'Transaction confirmed',
};

const BACK_TO_LIST = { to: orderListUrl(), label: 'Orders' };
/** After a change the order's transactions and totals are read again. */
const REFETCH = { refetchQueries: ['OrderDetail'], awaitRefetchQueries: true };

/** `/orders/:id`: items, addresses, totals and transactions, with payments, fulfilment and anonymizing. */
export function OrderDetailPage() {
  const result = useDetailQuery(useOrderDetailQuery);
  return (
    <DetailPage
      noun="order"
      back={BACK_TO_LIST}
      query={result}
      entity={completeData(result)?.order}
      notFound={{ description: 'Check the link, or find the order in the list.' }}
    >
      {(order) => <OrderView order={order} />}
    </DetailPage>
  );
}

type OrderChange = 'fulfil' | 'cancel' | 'anonymize';

const CHANGE_QUESTIONS: Record<OrderChange, { question: string; confirm: string }> = {
  fulfil: {
    question: 'Mark this order as fulfilled? It can no longer be changed afterwards.',
    confirm: 'Fulfil',
  },
  cancel: {
    question: 'Cancel this order? A cancelled order cannot be paid or fulfilled.',
    confirm: 'Cancel order',
  },
  anonymize: {
    question: "Anonymize this order? The shopper's name, email and addresses are removed for good.",
    confirm: 'Anonymize',
  },
};

function OrderView({ order }: { order: OrderDetail }) {
  const payDialog = useUrlDialog('pay');
  const editDialog = useUrlDialog('edit');
  const groupDialog = useUrlItemDialog('shipping-group', 'group');
  const [change, setChange] = useState<OrderChange | null>(null);
  const [pageErrors, setPageErrors] = useState<readonly UserErrorLike[]>([]);
  const [updateOrder, { loading: updating }] = useUpdateOrderMutation(REFETCH);
  const [anonymizeOrders, { loading: anonymizing }] = useAnonymizeOrdersMutation(REFETCH);
  const [payOrder] = usePayOrderMutation(REFETCH);
  const { currency, totals } = order;
  const balanceOwing = totals.balanceOwing.amount;
  const open = order.status !== 'CANCELLED' && order.shipping !== 'FULFILLED';
  const canAnonymize =
    !order.anonymized &&
    (order.shipping === 'FULFILLED' || order.status === 'CANCELLED' || order.payment === 'REFUNDED');

  const runChange = async (which: OrderChange) => {
    setPageErrors([]);
    try {
      if (which === 'anonymize') {
        const { data } = await anonymizeOrders({ variables: { ids: [order.id] } });
        const payload = requirePayload(data?.anonymizeOrders);
        setPageErrors(payload.userErrors);
        if (payload.userErrors.length === 0) showToast('Order anonymized');
      } else {
        const input: OrderUpdateInput =
          which === 'fulfil' ? { shipping: 'FULFILLED' } : { status: 'CANCELLED' };
        const { data } = await updateOrder({ variables: { id: order.id, input } });
        const payload = requirePayload(data?.updateOrder);
        setPageErrors(payload.userErrors);
        if (payload.userErrors.length === 0)
          showToast(which === 'fulfil' ? 'Order fulfilled' : 'Order cancelled');
      }
    } catch (error) {
      setPageErrors([{ message: errorMessage(error) }]);
    }
    setChange(null);
  };

  const pay = async (values: PaymentFormValues): Promise<MutationFormResult<PaymentFormValues>> => {
    const amount = decimalToMinorUnits(values.amount, currency);
    const { data } = await payOrder({
      variables: {
        orderId: order.id,
        input: {
          gateway: 'manual',
          method: values.method,
          ...(amount === null ? {} : { amount }),
          ...(values.name.trim() ? { name: values.name.trim() } : {}),
          ...(values.customReference.trim() ? { customReference: values.customReference.trim() } : {}),
        },
      },
    });
    return payloadResult(data?.payOrder, {
      success: 'Payment recorded',
      then: payDialog.close,
    });
  };

  const saveDetails = async (
    values: OrderDetailsFormValues,
  ): Promise<MutationFormResult<OrderDetailsFormValues>> => {
    const input: OrderUpdateInput = {};
    if (values.orderNumber !== (order.orderNumber ?? '')) input.orderNumber = values.orderNumber;
    if (values.externalRef !== (order.externalRef ?? '')) input.externalRef = values.externalRef;
    if (Object.keys(input).length === 0) {
      editDialog.close();
      return { userErrors: [] };
    }
    const { data } = await updateOrder({ variables: { id: order.id, input } });
    return payloadResult(data?.updateOrder, {
      success: 'Order saved',
      then: editDialog.close,
    });
  };

  return (
    <>
      <PageHeader
        title={`Order ${orderName(order)}`}
        back={BACK_TO_LIST}
        actions={
          <>
            {order.status !== 'CANCELLED' && balanceOwing > 0 && (
              <Button intent="primary" text="Record payment" onClick={payDialog.open} />
            )}
            {open && order.payment === 'PAID' && (
              <Button icon={<TickIcon />} text="Mark fulfilled" onClick={() => setChange('fulfil')} />
            )}
            {open && order.payment === 'UNPAID' && (
              <Button icon={<BanCircleIcon />} text="Cancel order" onClick={() => setChange('cancel')} />
            )}
            <Button text="Edit references" onClick={editDialog.open} />
            {canAnonymize && (
              <Button
                icon={<EyeOffIcon />}
                intent="danger"
                text="Anonymize"
                onClick={() => setChange('anonymize')}
              />
            )}
          </>
        }
      />
      <div className="order-tags" role="group" aria-label="Order state">
        <OrderStatusTag status={order.status} />
        <PaymentStatusTag payment={order.paymentState} />
        <ShippingStatusTag shipping={order.shipping} />
        {order.anonymized && <span>Anonymized</span>}
      </div>
      {pageErrors.length > 0 && (
        <Callout
          intent="danger"
          title="The order was not changed"
          role="alert"
          className="order-detail__section"
        >
          {pageErrors.map((error) => (
            <p key={error.message}>{error.message}</p>
          ))}
        </Callout>
      )}
      <p>
        Placed {formatDateTime(order.createdAt)} · {order.itemCount}{' '}
        {order.itemCount === 1 ? 'line' : 'lines'}
        {order.externalRef ? ` · External reference ${order.externalRef}` : ''}
      </p>
      <div className="order-detail__grid">
        <OrderShopperCard order={order} />
        <AddressCard title="Shipping address" address={order.shippingAddress} />
        <AddressCard title="Billing address" address={order.billingAddress} />
        <Card>
          <H4>Totals</H4>
          <dl className="order-detail__totals" aria-label="Totals">
            <Total label="Subtotal" value={totals.withoutDiscount.formatted} />
            <Total label="Discount" value={totals.discount.formatted} />
            <Total label="Tax" value={totals.tax.formatted} />
            <Total label="Shipping" value={totals.shipping.formatted} />
            <Total label="Total" value={totals.withTax.formatted} />
            <Total label="Paid" value={totals.paid.formatted} />
            <Total label="Authorized" value={totals.authorized.formatted} />
            <Total label="Balance owing" value={totals.balanceOwing.formatted} />
          </dl>
        </Card>
      </div>
      <section className="order-detail__section">
        <H4>Items</H4>
        <ResourceTable label="Items" columns={ITEM_COLUMNS} rows={order.items} />
      </section>
      {order.shippingGroups.length > 0 && (
        <section className="order-detail__section">
          <H4>Shipping groups</H4>
          <ul>
            {order.shippingGroups.map((group) => (
              <li key={group.id}>
                <Button variant="minimal" size="small" onClick={() => groupDialog.open(group.id)}>
                  {group.shippingType ?? 'Shipping'}
                </Button>
                {group.trackingReference ? ` · tracking ${group.trackingReference}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {groupDialog.itemId && (
        <OrderShippingGroupDialog
          orderId={order.id}
          groupId={groupDialog.itemId}
          onClose={groupDialog.close}
        />
      )}
      <Transactions order={order} />
      {payDialog.isOpen && (
        <PaymentDialog
          currency={currency}
          balanceOwing={minorUnitsToDecimal(balanceOwing, currency)}
          onSubmit={pay}
          onClose={payDialog.close}
        />
      )}
      {editDialog.isOpen && (
        <OrderDetailsDialog
          defaultValues={{ orderNumber: order.orderNumber ?? '', externalRef: order.externalRef ?? '' }}
          onSubmit={saveDetails}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={change !== null}
        confirmText={change ? CHANGE_QUESTIONS[change].confirm : ''}
        intent={change === 'fulfil' ? 'primary' : 'danger'}
        busy={updating || anonymizing}
        onConfirm={() => change && void runChange(change)}
        onCancel={() => setChange(null)}
      >
        {change ? CHANGE_QUESTIONS[change].question : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * Who placed the order: a registered customer links to their page, an account member's order to the
 * account; a shopper who is neither checked out as a guest.
 */
function OrderShopperCard({ order }: { order: OrderDetail }) {
  const { customer, accountId } = order;
  return (
    <Card>
      <H4>Customer</H4>
      <p>
        {customer.id ? <Link to={customerUrl(customer.id)}>{customer.name}</Link> : customer.name}
        <br />
        {customer.email}
      </p>
      {accountId ? (
        <p>
          <Link to={accountUrl(accountId)}>View account</Link>
        </p>
      ) : (
        !customer.id && (
          <p>
            <Tag minimal>Guest</Tag>
          </p>
        )
      )}
    </Card>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function AddressCard({ title, address }: { title: string; address: OrderAddressFieldsFragment }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    address.line1,
    address.line2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.county, address.region].filter(Boolean).join(', '),
    address.country,
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line));
  return (
    <Card>
      <H4>{title}</H4>
      <address>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </Card>
  );
}

function Transactions({ order }: { order: OrderDetail }) {
  const detailDialog = useUrlItemDialog('transaction', 'transaction');
  const [refunding, setRefunding] = useState<TransactionRowFragment | null>(null);
  // Capturing takes the shopper's money: asked first, with the amount.
  const [capturing, setCapturing] = useState<TransactionRowFragment | null>(null);
  const [actionErrors, setActionErrors] = useState<readonly UserErrorLike[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [captureTransaction] = useCaptureTransactionMutation(REFETCH);
  const [cancelTransaction] = useCancelTransactionMutation(REFETCH);
  const [confirmTransaction] = useConfirmTransactionMutation(REFETCH);
  const [refundTransaction] = useRefundTransactionMutation(REFETCH);

  const act = async (transaction: TransactionRowFragment, action: Exclude<TransactionAction, 'REFUND'>) => {
    setActionErrors([]);
    setBusy(`${transaction.id}:${action}`);
    const variables = { orderId: order.id, id: transaction.id };
    try {
      const payload = requirePayload(
        action === 'CAPTURE'
          ? (await captureTransaction({ variables })).data?.captureTransaction
          : action === 'CANCEL'
            ? (await cancelTransaction({ variables })).data?.cancelTransaction
            : (await confirmTransaction({ variables })).data?.confirmTransaction,
      );
      setActionErrors(payload.userErrors);
      if (payload.userErrors.length === 0) showToast(ACTION_DONE[action]);
    } catch (error) {
      setActionErrors([{ message: errorMessage(error) }]);
    } finally {
      setBusy(null);
    }
  };

  const refund = async (values: RefundFormValues): Promise<MutationFormResult<RefundFormValues>> => {
    if (!refunding) return { userErrors: [] };
    const amount = decimalToMinorUnits(values.amount, refunding.amount.currency);
    const { data } = await refundTransaction({
      variables: { orderId: order.id, id: refunding.id, ...(amount === null ? {} : { amount }) },
    });
    const payload = data?.refundTransaction;
    const currency = refunding.refundable.currency;
    // The provider states the refundable amount in minor units: the seller reads it formatted.
    const worded = payload && {
      ...payload,
      userErrors: payload.userErrors.map((error) => ({
        ...error,
        message: sellerRefundMessage(error.message, currency),
      })),
    };
    return payloadResult(worded, {
      success: 'Refund recorded',
      then: () => setRefunding(null),
    });
  };

  const columns: readonly ResourceColumn<TransactionRowFragment>[] = [
    {
      id: 'type',
      header: 'Type',
      cell: (transaction) => enumLabel('TransactionType', transaction.transactionType),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (transaction) => enumLabel('TransactionStatus', transaction.status),
    },
    { id: 'gateway', header: 'Gateway', cell: (transaction) => transaction.gateway },
    {
      id: 'reference',
      header: 'Reference',
      cell: (transaction) => transaction.customReference ?? transaction.name ?? transaction.reference ?? '',
    },
    { id: 'amount', header: 'Amount', cell: (transaction) => transaction.amount.formatted },
    { id: 'refunded', header: 'Refunded', cell: (transaction) => transaction.refundedAmount.formatted },
    { id: 'date', header: 'Date', cell: (transaction) => formatDateTime(transaction.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      wrap: true,
      cell: (transaction) => (
        <div className="order-detail__actions">
          <Button
            size="small"
            variant="minimal"
            text="Details"
            aria-label={`Details of transaction ${transaction.id}`}
            onClick={() => detailDialog.open(transaction.id)}
          />
          {transaction.actions.map((action) => (
            <Button
              key={action}
              size="small"
              text={enumLabel('TransactionAction', action)}
              loading={busy === `${transaction.id}:${action}`}
              disabled={busy !== null}
              onClick={() =>
                action === 'REFUND'
                  ? setRefunding(transaction)
                  : action === 'CAPTURE'
                    ? setCapturing(transaction)
                    : void act(transaction, action)
              }
            />
          ))}
        </div>
      ),
    },
  ];

  return (
    <section className="order-detail__section">
      <H4>Transactions</H4>
      {actionErrors.length > 0 && (
        <Callout intent="danger" title="The transaction was not changed" role="alert">
          {actionErrors.map((error) => (
            <p key={error.message}>{error.message}</p>
          ))}
        </Callout>
      )}
      {order.transactions.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <ResourceTable label="Transactions" columns={columns} rows={order.transactions} />
      )}
      {detailDialog.itemId && (
        <OrderTransactionDialog
          orderId={order.id}
          transactionId={detailDialog.itemId}
          onClose={detailDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={capturing !== null}
        intent="primary"
        icon={<DollarIcon />}
        confirmText={capturing ? `Capture ${capturing.amount.formatted}` : 'Capture'}
        onConfirm={() => {
          if (capturing) void act(capturing, 'CAPTURE');
          setCapturing(null);
        }}
        onCancel={() => setCapturing(null)}
      >
        {capturing
          ? `Capture ${capturing.amount.formatted} authorized on ${capturing.gateway}? The shopper is charged now.`
          : null}
      </ConfirmDialog>
      {refunding && (
        <RefundDialog
          currency={refunding.amount.currency}
          refundableText={refunding.refundable.formatted}
          refundable={minorUnitsToDecimal(refunding.refundable.amount, refunding.refundable.currency)}
          onSubmit={refund}
          onClose={() => setRefunding(null)}
        />
      )}
    </section>
  );
}
