import type { ResourceColumn } from '../../components/list/ResourceTable';
import type { SubscriptionPlanRowFragment, SubscriptionProductRowFragment } from '../../graphql/generated';
import { billingCycle } from './format';

/** Plan columns shown alike wherever plans are listed (the plan list, an offering's, a subscription's). */
export const planColumns = {
  cycle: {
    id: 'cycle',
    header: 'Billing',
    cell: (plan) => billingCycle(plan.billingIntervalType, plan.billingFrequency),
  },
  price: {
    id: 'price',
    header: 'Price',
    cell: (plan) => (plan.basePricePercentage === null ? '—' : `${plan.basePricePercentage}%`),
  },
} satisfies Record<string, ResourceColumn<SubscriptionPlanRowFragment>>;

/** Product columns shown alike on an offering's and a subscription's page. */
export const productColumns = {
  sku: { id: 'sku', header: 'SKU', cell: (product) => product.sku ?? '—' },
  price: {
    id: 'price',
    header: 'Price',
    cell: (product) => product.price.map((price) => price.formatted).join(', '),
  },
} satisfies Record<string, ResourceColumn<SubscriptionProductRowFragment>>;
