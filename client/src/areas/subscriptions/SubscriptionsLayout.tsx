import { Outlet } from 'react-router';
import { SubNav } from '../../components/SubNav';
import { SUBSCRIPTIONS_PATH } from './urls';

const SECTIONS = [
  { label: 'Subscriptions', to: SUBSCRIPTIONS_PATH, end: true },
  { label: 'Offerings', to: `${SUBSCRIPTIONS_PATH}/offerings` },
  { label: 'Plans', to: `${SUBSCRIPTIONS_PATH}/plans` },
  { label: 'Products', to: `${SUBSCRIPTIONS_PATH}/products` },
  { label: 'Invoices', to: `${SUBSCRIPTIONS_PATH}/invoices` },
  { label: 'Subscribers', to: `${SUBSCRIPTIONS_PATH}/subscribers` },
  { label: 'Jobs and schedules', to: `${SUBSCRIPTIONS_PATH}/jobs` },
  { label: 'Billing rules', to: `${SUBSCRIPTIONS_PATH}/billing-rules` },
] as const;

/** The subscriptions area: its sections above whichever page is open. */
export function SubscriptionsLayout() {
  return (
    <>
      <SubNav label="Subscriptions sections" items={SECTIONS} />
      <Outlet />
    </>
  );
}
