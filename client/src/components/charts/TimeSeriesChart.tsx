import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSeries, TimeSeriesChartProps } from './ChartFigure';

/**
 * Bars and lines over time, each series on the left or right axis. recharts is heavy, so this
 * module is only ever loaded lazily, through ChartFigure.
 */
export default function TimeSeriesChart({ points, xKey, series, height }: TimeSeriesChartProps) {
  const left = series.filter((entry) => entry.axis !== 'right');
  const right = series.filter((entry) => entry.axis === 'right');
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={xKey} minTickGap={16} />
        <YAxis
          yAxisId="left"
          allowDecimals={left.some((entry) => entry.decimals)}
          tickFormatter={axisFormatter(left)}
        />
        {right.length > 0 && (
          <YAxis
            yAxisId="right"
            orientation="right"
            allowDecimals={right.some((entry) => entry.decimals)}
            tickFormatter={axisFormatter(right)}
          />
        )}
        <Tooltip
          formatter={(value, name, item) => {
            const entry = series.find((candidate) => candidate.name === name);
            const text = entry?.textKey
              ? (item.payload as Record<string, unknown> | undefined)?.[entry.textKey]
              : undefined;
            return [typeof text === 'string' && text ? text : value, name];
          }}
        />
        {series.length > 1 && <Legend />}
        {series.map((entry) =>
          entry.kind === 'bar' ? (
            <Bar
              key={entry.key}
              yAxisId={entry.axis ?? 'left'}
              dataKey={entry.key}
              name={entry.name}
              fill={entry.color}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={entry.key}
              yAxisId={entry.axis ?? 'left'}
              dataKey={entry.key}
              name={entry.name}
              stroke={entry.color}
              dot={false}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Money ticks (compact, e.g. €1.5K) when the axis' series are amounts of one currency. */
function axisFormatter(series: readonly ChartSeries[]): ((value: number) => string) | undefined {
  const currency = series.find((entry) => entry.currency)?.currency;
  if (!currency) return undefined;
  try {
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency, notation: 'compact' });
    return (value) => format.format(value);
  } catch {
    return undefined;
  }
}
