import { Card, H2 } from '@blueprintjs/core';
import { BoxIcon, ClipboardIcon, ConsoleIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { orderListUrl } from '../orders/urls';
import { productListUrl } from '../products/urls';
import './home.css';
import { OrderMetricsCard } from './OrderMetricsCard';

export function HomePage() {
  return (
    <div className="home">
      <Card>
        <H2>Welcome to Commerce Manager</H2>
        <p>Manage your store&apos;s catalogue and more through one GraphQL gateway.</p>
        <div className="home__links">
          <Link to={productListUrl()}>
            <BoxIcon /> Products
          </Link>
          <Link to={orderListUrl()}>
            <ClipboardIcon /> Orders
          </Link>
          {/* GraphiQL is its own page served by the gateway, not a route of this app. */}
          <a href="/graphiql">
            <ConsoleIcon /> GraphiQL
          </a>
        </div>
      </Card>
      <OrderMetricsCard />
    </div>
  );
}
