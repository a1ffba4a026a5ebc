import { Classes } from '@blueprintjs/core';
import { NavLink, Outlet } from 'react-router';
import { SUBSCRIPTIONS_PATH } from './urls';

const TABS = [
  { label: 'Subscriptions', to: SUBSCRIPTIONS_PATH, end: true },
  { label: 'Offerings', to: `${SUBSCRIPTIONS_PATH}/offerings`, end: false },
  { label: 'Plans', to: `${SUBSCRIPTIONS_PATH}/plans`, end: false },
  { label: 'Products', to: `${SUBSCRIPTIONS_PATH}/products`, end: false },
  { label: 'Invoices', to: `${SUBSCRIPTIONS_PATH}/invoices`, end: false },
  { label: 'Billing rules', to: `${SUBSCRIPTIONS_PATH}/billing-rules`, end: false },
] as const;

/** The subscriptions area: its tabs above whichever page is open. */
export function SubscriptionsLayout() {
  return (
    <>
      <nav aria-label="Subscriptions sections" style={{ display: 'flex', gap: 4, marginBottom: 12 }}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
