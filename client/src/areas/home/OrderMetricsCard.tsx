import { useMemo } from 'react';
import { Callout, Card, Classes, H4, NonIdealState } from '@blueprintjs/core';
import { TimelineLineChartIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { errorMessage } from '../../graphql/errors';
import { useHomeOrderMetricsQuery } from '../../graphql/generated';
import { orderListUrl } from '../orders/urls';
import { chartPoints, last30Days, mainCurrency } from './orderMetrics';

/** The Home page's order metrics: totals of the last 30 days and a chart of orders per day. */
export function OrderMetricsCard() {
  const range = useMemo(() => last30Days(), []);
  const result = useHomeOrderMetricsQuery({ variables: range, fetchPolicy: 'cache-and-network' });
  const metrics = result.dataState === 'complete' ? result.data.orderMetrics : undefined;
  const currency = metrics ? mainCurrency(metrics) : undefined;
  const points = useMemo(() => (metrics ? chartPoints(metrics, currency) : []), [metrics, currency]);

  return (
    <Card>
      <H4>Orders in the last 30 days</H4>
      {result.error && !metrics && (
        <Callout intent="danger" title="Could not load order metrics" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      {!metrics && !result.error && (
        <div className={Classes.SKELETON} style={{ height: 280 }} aria-label="Loading order metrics" />
      )}
      {metrics && metrics.total === 0 && (
        <NonIdealState
          icon={nonIdealStateIcon(TimelineLineChartIcon)}
          title="No orders in the last 30 days"
          description="Orders placed at checkout are counted here."
        />
      )}
      {metrics && metrics.total > 0 && (
        <>
          <dl className="home__metrics" aria-label="Order totals">
            <div>
              <dt>Orders</dt>
              <dd>{metrics.total}</dd>
            </div>
            {metrics.summary.map((entry) => (
              <div key={entry.currency}>
                <dt>Value ({entry.currency})</dt>
                <dd>
                  {entry.totalValue.formatted}
                  <small> · average {entry.averageValue.formatted}</small>
                </dd>
              </div>
            ))}
          </dl>
          <ChartFigure
            className="home__chart"
            label="Orders per day"
            points={points}
            xKey="day"
            series={[
              { key: 'count', name: 'Orders', kind: 'bar', color: '#2d72d2' },
              {
                key: 'value',
                name: currency ? `Value (${currency})` : 'Value',
                kind: 'line',
                axis: 'right',
                color: '#238551',
                decimals: true,
                textKey: 'valueText',
              },
            ]}
          />
          <Link to={orderListUrl({ filters: { from: range.from, to: range.to } })}>See these orders</Link>
        </>
      )}
    </Card>
  );
}
