import { NavLink } from 'react-router';
import { orderListUrl, paymentGatewaysUrl } from '../urls';

/** Switches between the order list and the payment gateways, both under Orders. */
export function OrdersNav() {
  return (
    <nav className="orders-nav" aria-label="Orders sections">
      <NavLink to={orderListUrl()} end>
        Orders
      </NavLink>
      <NavLink to={paymentGatewaysUrl()}>Payment gateways</NavLink>
    </nav>
  );
}
