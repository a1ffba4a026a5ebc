import { useMemo, useState } from 'react';
import { Button, ButtonGroup, Callout, Card, Classes, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { TimelineLineChartIcon } from '@blueprintjs/icons';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readActiveCurrency, rememberActiveCurrency } from '../../auth/activeCurrency';
import { ChartFigure, type ChartSeries } from '../../components/charts/ChartFigure';
import { TextField } from '../../components/form/TextField';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import {
  type MetricsInterval,
  type OrderMetricsPageQuery,
  useMetricsCurrenciesQuery,
  useOrderMetricsPageQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { orderListUrl } from '../orders/urls';
import './metrics.css';
import {
  formatDay,
  INTERVAL_LABELS,
  INTERVAL_NOUNS,
  INTERVALS,
  isDay,
  metricsPoints,
  type MetricsParams,
  metricsUrl,
  PRESET_DAYS,
  readMetricsParams,
} from './metricsParams';

const COUNT_COLOR = '#2d72d2';
const VALUE_COLOR = '#238551';
const DISCOUNT_COLOR = '#c87619';

/** A series of amounts in `currency`: the points hold the number under `key`, the text under `<key>Text`. */
function moneySeries(
  key: 'value' | 'discount',
  name: string,
  kind: ChartSeries['kind'],
  color: string,
  currency: string,
): ChartSeries {
  return { key, name: `${name} (${currency})`, kind, color, decimals: true, textKey: `${key}Text`, currency };
}

/** Order metrics over a chosen window, bucketed by day, week or month, in one currency. */
export function MetricsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => readMetricsParams(search), [search]);
  const [customOpen, setCustomOpen] = useState(false);
  const custom = params.days === undefined || customOpen;

  const currencies = useMetricsCurrenciesQuery();
  const currencyItems = completeData(currencies)?.currencies.items;
  const enabledCodes = useMemo(
    () => (currencyItems ?? []).filter((entry) => entry.enabled).map((entry) => entry.code),
    [currencyItems],
  );
  // The currency the seller last worked in (kept in client storage), while this store offers it.
  const remembered = readActiveCurrency();
  const activeCurrency = remembered && enabledCodes.includes(remembered) ? remembered : undefined;
  const defaultCurrency = currencyItems?.find((entry) => entry.isDefault)?.code ?? currencyItems?.[0]?.code;
  const currency = params.currency ?? activeCurrency ?? defaultCurrency;
  const currencyOptions =
    currency && !enabledCodes.includes(currency) ? [...enabledCodes, currency] : enabledCodes;

  // Every currency's orders are counted (as on Home); `currency` only picks which values to show.
  const result = useOrderMetricsPageQuery({
    variables: { from: params.from, to: params.to, interval: params.interval },
    fetchPolicy: 'cache-and-network',
  });
  const metrics = completeData(result)?.orderMetrics;

  const go = (changes: Partial<MetricsParams>) => {
    const next = { ...params, ...changes };
    navigate(
      metricsUrl(
        next.days === undefined
          ? { from: next.from, to: next.to, interval: next.interval, currency: next.currency }
          : { days: next.days, interval: next.interval, currency: next.currency },
      ),
    );
  };

  return (
    <div className="metrics">
      <PageHeader title="Metrics" />
      <Card className="metrics__controls">
        <div className="metrics__toolbar">
          <ButtonGroup aria-label="Period">
            {PRESET_DAYS.map((days) => (
              <Button
                key={days}
                text={`${days} days`}
                active={!custom && params.days === days}
                onClick={() => {
                  setCustomOpen(false);
                  go({ days });
                }}
              />
            ))}
            <Button text="Custom" active={custom} onClick={() => setCustomOpen(true)} />
          </ButtonGroup>
          <div className="metrics__select">
            <label htmlFor="metrics-interval">Interval</label>
            <HTMLSelect
              id="metrics-interval"
              value={params.interval}
              onChange={(event) => go({ interval: event.currentTarget.value as MetricsInterval })}
              options={INTERVALS.map((interval) => ({ value: interval, label: INTERVAL_LABELS[interval] }))}
            />
          </div>
          <div className="metrics__select">
            <label htmlFor="metrics-currency">Currency</label>
            <HTMLSelect
              id="metrics-currency"
              value={currency ?? ''}
              disabled={currencyOptions.length === 0}
              onChange={(event) => {
                const picked = event.currentTarget.value || undefined;
                if (picked) rememberActiveCurrency(picked);
                go({ currency: picked });
              }}
              options={currencyOptions.length ? currencyOptions : [{ value: '', label: '—' }]}
            />
          </div>
        </div>
        {custom && (
          <CustomRangeForm
            key={`${params.from}/${params.to}`}
            from={params.from}
            to={params.to}
            onApply={(range) => {
              setCustomOpen(false);
              go({ days: undefined, ...range });
            }}
          />
        )}
        <p className="metrics__window">
          {formatDay(params.from)} – {formatDay(params.to)}
        </p>
      </Card>

      {currencies.error && !params.currency && (
        <Callout intent="warning" title="Could not load the store's currencies">
          {errorMessage(currencies.error)}
        </Callout>
      )}
      {result.error && !metrics && (
        <Callout intent="danger" title="Could not load order metrics" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      {!metrics && !result.error && (
        <div
          className={`${Classes.SKELETON} metrics__loading`}
          role="status"
          aria-label="Loading order metrics"
        />
      )}
      {metrics && metrics.total === 0 && (
        <NonIdealState
          icon={nonIdealStateIcon(TimelineLineChartIcon)}
          title="No orders in this period"
          description="Choose a longer period. Cancelled orders are not counted."
        />
      )}
      {metrics && metrics.total > 0 && (
        <MetricsResults metrics={metrics} currency={currency} params={params} />
      )}
    </div>
  );
}

interface RangeValues {
  from: string;
  to: string;
}

/** The custom window: two dates, `to` included; a reversed or incomplete range is refused inline. */
function CustomRangeForm({ from, to, onApply }: RangeValues & { onApply: (range: RangeValues) => void }) {
  const form = useForm<RangeValues>({ defaultValues: { from, to } });
  return (
    <form
      className="metrics__custom"
      aria-label="Custom period"
      noValidate
      onSubmit={form.handleSubmit(onApply)}
    >
      <TextField
        form={form}
        name="from"
        id="metrics-from"
        label="From"
        type="date"
        rules={{
          required: 'Enter the first day',
          validate: (value) => isDay(value) || 'Enter a date like 2026-01-31',
        }}
      />
      <TextField
        form={form}
        name="to"
        id="metrics-to"
        label="To"
        type="date"
        rules={{
          required: 'Enter the last day',
          validate: (value, values) =>
            !isDay(value)
              ? 'Enter a date like 2026-01-31'
              : !isDay(values.from) || values.from <= value || 'From must not be after To',
        }}
      />
      <Button className="metrics__apply" type="submit" intent="primary" text="Apply" />
    </form>
  );
}

type Metrics = OrderMetricsPageQuery['orderMetrics'];

function MetricsResults({
  metrics,
  currency: chosen,
  params,
}: {
  metrics: Metrics;
  currency: string | undefined;
  params: MetricsParams;
}) {
  const summary =
    metrics.summary.find((entry) => entry.currency === chosen) ?? (chosen ? undefined : metrics.summary[0]);
  const otherCurrencies = metrics.summary.length > 1 || (summary === undefined && metrics.summary.length > 0);
  const currency = summary?.currency ?? chosen ?? '';
  const points = useMemo(() => metricsPoints(metrics, currency), [metrics, currency]);
  const per = INTERVAL_NOUNS[metrics.interval];
  const charts: readonly { label: string; series: readonly ChartSeries[] }[] = [
    {
      label: `Orders per ${per}`,
      series: [{ key: 'count', name: 'Orders', kind: 'bar', color: COUNT_COLOR }],
    },
    {
      label: `Order value per ${per}`,
      series: [moneySeries('value', 'Value', 'line', VALUE_COLOR, currency)],
    },
    {
      label: `Discount per ${per}`,
      series: [moneySeries('discount', 'Discount', 'bar', DISCOUNT_COLOR, currency)],
    },
  ];
  return (
    <>
      <dl className="metrics__summary" aria-label="Summary">
        <Card>
          <dt>Orders</dt>
          <dd>{metrics.total}</dd>
        </Card>
        <Card>
          <dt>Order value</dt>
          <dd>{summary?.totalValue.formatted ?? '—'}</dd>
        </Card>
        <Card>
          <dt>Average order value</dt>
          <dd>{summary?.averageValue.formatted ?? '—'}</dd>
        </Card>
        <Card>
          <dt>Discount</dt>
          <dd>{summary?.totalDiscount.formatted ?? '—'}</dd>
        </Card>
        <Card>
          <dt>Value in every currency</dt>
          <dd>{metrics.value.map((money) => money.formatted).join(' · ') || '—'}</dd>
        </Card>
      </dl>
      {otherCurrencies && (
        <p className="metrics__note">
          Orders are counted in every currency (as on Home); {summary?.totalOrders ?? 0} of them are in{' '}
          {currency}, and the amounts are in {currency}.
        </p>
      )}
      <div className="metrics__charts">
        {charts.map((chart) => (
          <Card key={chart.label}>
            <ChartFigure caption label={chart.label} points={points} xKey="label" series={chart.series} />
          </Card>
        ))}
      </div>
      <Link to={orderListUrl({ filters: { from: params.from, to: params.to } })}>See these orders</Link>
    </>
  );
}
