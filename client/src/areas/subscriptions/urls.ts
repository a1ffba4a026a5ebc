// The subscriptions area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const SUBSCRIPTIONS_PATH = '/subscriptions';

type ListInput<TKey extends string> = {
  filters?: Partial<Record<TKey, string>>;
  pageSize?: PageSize;
  offset?: number;
};

/** The subscriptions list, optionally filtered by subscriber email and paged. */
export const subscriptionListUrl = (params: ListInput<'email'> = {}) => listUrl(SUBSCRIPTIONS_PATH, params);
export const subscriptionUrl = (id: string) => `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}`;
export const offeringListUrl = (params: ListInput<'name'> = {}) =>
  listUrl(`${SUBSCRIPTIONS_PATH}/offerings`, params);
export const offeringUrl = (id: string) => `${SUBSCRIPTIONS_PATH}/offerings/${encodeURIComponent(id)}`;
export const planListUrl = (params: ListInput<'name'> = {}) => listUrl(`${SUBSCRIPTIONS_PATH}/plans`, params);
export const productListUrl = (params: ListInput<'name'> = {}) =>
  listUrl(`${SUBSCRIPTIONS_PATH}/products`, params);
/** Invoices, optionally only outstanding (`true`) or paid (`false`) ones. */
export const invoiceListUrl = (params: ListInput<'outstanding'> = {}) =>
  listUrl(`${SUBSCRIPTIONS_PATH}/invoices`, params);
export const invoiceUrl = (id: string) => `${SUBSCRIPTIONS_PATH}/invoices/${encodeURIComponent(id)}`;
export const invoicePaymentUrl = (invoiceId: string, paymentId: string) =>
  `${invoiceUrl(invoiceId)}/payments/${encodeURIComponent(paymentId)}`;
export const subscriberListUrl = (params: ListInput<never> = {}) =>
  listUrl(`${SUBSCRIPTIONS_PATH}/subscribers`, params);
export const SUBSCRIPTION_JOBS_PATH = `${SUBSCRIPTIONS_PATH}/jobs`;
