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
import type { ChartPoint } from './orderMetrics';

export interface OrdersChartProps {
  points: readonly ChartPoint[];
  currency: string | undefined;
}

/**
 * Orders per day (bars, left axis) and their value (line, right axis). recharts is heavy, so this
 * module is only loaded by the Home page, lazily.
 */
export default function OrdersChart({ points, currency }: OrdersChartProps) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={[...points]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" minTickGap={16} />
        <YAxis yAxisId="count" allowDecimals={false} />
        <YAxis yAxisId="value" orientation="right" />
        <Tooltip
          formatter={(value, name, item) =>
            name === 'Value' ? [(item.payload as ChartPoint).valueText, name] : [value, name]
          }
        />
        <Legend />
        <Bar yAxisId="count" dataKey="count" name="Orders" fill="#2d72d2" />
        <Line
          yAxisId="value"
          dataKey="value"
          name={currency ? `Value (${currency})` : 'Value'}
          stroke="#238551"
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
