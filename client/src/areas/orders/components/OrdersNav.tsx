import { SubNav } from '../../../components/SubNav';
import { orderListUrl, paymentGatewaysUrl } from '../urls';

/** Switches between the order list and the payment gateways, both under Orders. */
export function OrdersNav() {
  return (
    <SubNav
      label="Orders sections"
      items={[
        { label: 'Orders', to: orderListUrl(), end: true },
        { label: 'Payment gateways', to: paymentGatewaysUrl() },
      ]}
    />
  );
}
