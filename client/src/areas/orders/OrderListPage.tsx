import { ClipboardIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useResourceList } from '../../components/list/useResourceList';
import {
  OrderListDocument,
  type OrderListQuery,
  useOrderListQuery,
  type OrderListItemFragment,
} from '../../graphql/generated';
import { OrdersNav } from './components/OrdersNav';
import { OrderStatusTag, PaymentStatusTag, ShippingStatusTag } from './components/OrderStatusTags';
import './orders.css';
import { orderName, orderUrl, type OrderFilterKey, type OrderListSortField } from './urls';
import { formatDateTime, isDay } from '../../format/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` day's UTC midnight, or the next day's (`after`), as an instant. */
function utcDay(day: string, after = false): string | undefined {
  if (!isDay(day)) return undefined;
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + (after ? DAY_MS : 0)).toISOString();
}

/** The order list's filters; dates are whole UTC days, `to` included. */
const ORDER_LIST = defineList('orders', {
  filters: {
    number: { field: 'orderNumber', label: 'Order number contains' },
    status: { label: 'Status', allLabel: 'Any status' },
    payment: { label: 'Payment', allLabel: 'Any payment' },
    shipping: { label: 'Shipping', allLabel: 'Any shipping' },
    email: { label: 'Email contains' },
    name: { label: 'Customer name contains' },
    customer: { field: 'customerId', label: 'Customer ID' },
    account: { field: 'accountId', label: 'Account ID' },
    from: {
      label: 'Placed from',
      input: 'date',
      encode: (day) => {
        const ge = utcDay(day);
        return ge === undefined ? undefined : { createdAt: { ge } };
      },
    },
    to: {
      label: 'Placed until',
      input: 'date',
      encode: (day) => {
        const lt = utcDay(day, true);
        return lt === undefined ? undefined : { createdAt: { lt } };
      },
    },
  },
  sortFields: ['CREATED_AT', 'TOTAL', 'STATUS', 'PAYMENT', 'SHIPPING', 'ORDER_NUMBER'],
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
}) satisfies { config: { filterKeys: readonly OrderFilterKey[]; sortFields: readonly OrderListSortField[] } };

const COLUMNS: readonly ResourceColumn<OrderListItemFragment, OrderListSortField>[] = [
  {
    id: 'number',
    header: 'Order',
    sortField: 'ORDER_NUMBER',
    cell: orderName,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (order) => (
      <>
        {order.customer.name}
        <br />
        <small>{order.customer.email}</small>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortField: 'STATUS',
    cell: (order) => <OrderStatusTag status={order.status} />,
  },
  {
    id: 'payment',
    header: 'Payment',
    sortField: 'PAYMENT',
    cell: (order) => <PaymentStatusTag payment={order.paymentState} />,
  },
  {
    id: 'shipping',
    header: 'Shipping',
    sortField: 'SHIPPING',
    cell: (order) => <ShippingStatusTag shipping={order.shipping} />,
  },
  { id: 'total', header: 'Total', sortField: 'TOTAL', cell: (order) => order.totals.withTax.formatted },
  {
    id: 'placed',
    header: 'Placed',
    sortField: 'CREATED_AT',
    cell: (order) => formatDateTime(order.createdAt),
  },
];

/** `/orders`: the store's orders with status, payment and shipping tags; filters and sort in the URL. */
export function OrderListPage() {
  const listing = useResourceList(ORDER_LIST, {
    hook: useOrderListQuery,
    document: OrderListDocument,
    pick: (all: OrderListQuery) => all.orders,
  });

  return (
    <>
      <OrdersNav />
      <ListPage
        title="Orders"
        noun={['order', 'orders']}
        list={listing}
        empty={{ icon: ClipboardIcon, description: 'Orders placed at checkout appear here.' }}
        table={{ columns: COLUMNS, rowUrl: orderUrl }}
      />
    </>
  );
}
