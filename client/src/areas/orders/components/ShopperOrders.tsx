import { useState } from 'react';
import { Callout, H4 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { Pager } from '../../../components/list/Pager';
import type { PageSize } from '../../../components/list/listParams';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { formatDateTime } from '../../../format/dates';
import { errorMessage } from '../../../graphql/errors';
import { useOrderListQuery, type OrderFilter, type OrderListItemFragment } from '../../../graphql/generated';
import { latestData } from '../../../graphql/queryData';
import { orderListUrl, orderName, orderUrl } from '../urls';
import { OrderStatusTag, PaymentStatusTag, ShippingStatusTag } from './OrderStatusTags';
import '../orders.css';

/** Whose orders: a registered customer's or an account's (the provider's `customer_id` / `account_id`). */
export type OrderOwner = { customerId: string } | { accountId: string };

const COLUMNS: readonly ResourceColumn<OrderListItemFragment>[] = [
  {
    id: 'number',
    header: 'Order',
    // The table links the first cell to `rowHref`.
    cell: orderName,
  },
  { id: 'placed', header: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
  {
    id: 'state',
    header: 'Status',
    cell: (order) => (
      <span className="order-tags">
        <OrderStatusTag status={order.status} />
        <PaymentStatusTag payment={order.paymentState} />
        <ShippingStatusTag shipping={order.shipping} />
      </span>
    ),
  },
  { id: 'total', header: 'Total', cell: (order) => order.totals.withTax.formatted },
];

/**
 * A customer's or an account's orders, newest first and paged, each linking to its order; "View all"
 * opens the order list filtered to them (the filter stays in its URL).
 */
export function ShopperOrders({ owner }: { owner: OrderOwner }) {
  const [offset, setOffset] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const filter: OrderFilter =
    'customerId' in owner ? { customerId: { eq: owner.customerId } } : { accountId: { eq: owner.accountId } };
  const result = useOrderListQuery({
    variables: {
      filter,
      sort: [{ field: 'CREATED_AT', direction: 'DESC' }],
      page: { limit: pageSize, offset },
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = latestData(result)?.orders;
  const allUrl = orderListUrl({
    filters: 'customerId' in owner ? { customer: owner.customerId } : { account: owner.accountId },
  });
  return (
    <section className="shopper-orders" aria-labelledby="shopper-orders-title">
      <div className="shopper-orders__header">
        <H4 id="shopper-orders-title">Orders</H4>
        <Link to={allUrl}>View all</Link>
      </div>
      {result.error && (
        <Callout intent="danger" role="alert" title="The orders could not be loaded">
          {errorMessage(result.error)}
        </Callout>
      )}
      <ResourceTable
        label="Orders"
        columns={COLUMNS}
        rows={result.error && !page ? [] : page?.items}
        rowKey={(order) => order.id}
        rowHref={(order) => orderUrl(order.id)}
        loading={result.loading}
        emptyState="No orders yet."
      />
      {(page?.pageInfo.total ?? 0) > pageSize && (
        <Pager
          offset={offset}
          pageSize={pageSize}
          total={page?.pageInfo.total}
          onOffsetChange={setOffset}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setOffset(0);
          }}
          disabled={result.loading}
        />
      )}
    </section>
  );
}
