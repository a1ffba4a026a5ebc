import { Card, H2, H4, NonIdealState } from '@blueprintjs/core';
import { BoxIcon, ConsoleIcon, TimelineLineChartIcon } from '@blueprintjs/icons';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { Link } from 'react-router';
import { productListUrl } from '../products/routes';

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
          {/* GraphiQL is its own page served by the gateway, not a route of this app. */}
          <a href="/graphiql">
            <ConsoleIcon /> GraphiQL
          </a>
        </div>
      </Card>
      <Card>
        <H4>Order metrics</H4>
        <NonIdealState
          icon={nonIdealStateIcon(TimelineLineChartIcon)}
          title="Metrics are not available yet"
          description="Order totals and charts arrive with the Metrics area in a later version."
        />
      </Card>
    </div>
  );
}
