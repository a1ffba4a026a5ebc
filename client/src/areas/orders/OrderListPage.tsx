import { NonIdealState } from '@blueprintjs/core';
import { ClipboardIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { listPager } from '../../components/list/listPager';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  OrderListDocument,
  type OrderListQuery,
  useOrderListQuery,
  type OrderListItemFragment,
} from '../../graphql/generated';
import { OrdersNav } from './components/OrdersNav';
import { OrderStatusTag, PaymentStatusTag, ShippingStatusTag } from './components/OrderStatusTags';
import { ORDER_STATUSES, orderFilterFromParams, PAYMENT_STATUSES, SHIPPING_STATUSES } from './orderFormat';
import './orders.css';
import { orderUrl, type OrderFilterKey, type OrderListSortField } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumOptions } from '../../format/labels';

const LIST_CONFIG: ListParamsConfig<OrderFilterKey, OrderListSortField> = {
  filterKeys: ['status', 'payment', 'shipping', 'email', 'name', 'customer', 'account', 'from', 'to'],
  sortFields: ['CREATED_AT', 'TOTAL', 'STATUS', 'PAYMENT', 'SHIPPING', 'ORDER_NUMBER'],
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
};

const FILTER_FIELDS: readonly FilterField<OrderFilterKey>[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    options: [{ value: '', label: 'Any status' }, ...enumOptions('OrderStatus', ORDER_STATUSES)],
  },
  {
    kind: 'select',
    key: 'payment',
    label: 'Payment',
    options: [{ value: '', label: 'Any payment' }, ...enumOptions('OrderPaymentStatus', PAYMENT_STATUSES)],
  },
  {
    kind: 'select',
    key: 'shipping',
    label: 'Shipping',
    options: [{ value: '', label: 'Any shipping' }, ...enumOptions('OrderShippingStatus', SHIPPING_STATUSES)],
  },
  { kind: 'text', key: 'email', label: 'Email contains' },
  { kind: 'text', key: 'name', label: 'Customer name contains' },
  { kind: 'text', key: 'customer', label: 'Customer ID' },
  { kind: 'text', key: 'account', label: 'Account ID' },
  { kind: 'date', key: 'from', label: 'Placed from' },
  { kind: 'date', key: 'to', label: 'Placed until' },
];

const COLUMNS: readonly ResourceColumn<OrderListItemFragment, OrderListSortField>[] = [
  {
    id: 'number',
    header: 'Order',
    sortField: 'ORDER_NUMBER',
    cell: (order) => (order.orderNumber ? `#${order.orderNumber}` : order.id.slice(0, 8)),
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
    cell: (order) => <PaymentStatusTag payment={order.payment} />,
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
  const { params, setFilters, toggleSort, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const filter = orderFilterFromParams(params.filters);
  const variables = {
    filter,
    sort: params.sort ? [params.sort] : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const list = usePagedList(
    useOrderListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    OrderListDocument,
    variables,
    (all: OrderListQuery) => all.orders,
  );

  return (
    <>
      <OrdersNav />
      <ListPage
        title="Orders"
        filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
        error={list.error}
        bulk={{ noun: ['order', 'orders'], source: list.source }}
        table={{
          columns: COLUMNS,
          rows: list.rows,
          rowKey: (order) => order.id,
          rowHref: (order) => orderUrl(order.id),
          loading: list.loading,
          sort: params.sort,
          onSortChange: toggleSort,
          emptyState: (
            <NonIdealState
              icon={nonIdealStateIcon(ClipboardIcon)}
              title={filter ? 'No orders match these filters' : 'No orders yet'}
              description={filter ? 'Try other filters.' : 'Orders placed at checkout appear here.'}
            />
          ),
        }}
        pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
      />
    </>
  );
}
