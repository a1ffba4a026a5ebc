import { lazy, Suspense } from 'react';
import { Classes } from '@blueprintjs/core';

/** One series of a time-series chart. */
export interface ChartSeries {
  /** The points' property holding the series' numbers. */
  key: string;
  /** Shown in the legend and tooltip. */
  name: string;
  kind: 'bar' | 'line';
  color: string;
  /** Which y axis; left by default. */
  axis?: 'left' | 'right';
  /** Whether the numbers have decimals (amounts); counts do not. */
  decimals?: boolean;
  /** The points' property holding the number as text (e.g. formatted money), for the tooltip. */
  textKey?: string;
  /** The numbers are amounts in this currency's major unit: the axis shows them as money. */
  currency?: string;
}

export interface TimeSeriesChartProps {
  /** Oldest first. */
  points: readonly object[];
  /** The points' property holding the x axis label. */
  xKey: string;
  series: readonly ChartSeries[];
  height: number;
}

// recharts only loads with the first chart shown, never with the first page load.
const TimeSeriesChart = lazy(() => import('./TimeSeriesChart'));

export interface ChartFigureProps extends Omit<TimeSeriesChartProps, 'height'> {
  /** The figure's accessible name, e.g. "Orders per day". */
  label: string;
  height?: number;
  className?: string;
  /** Shows the label above the chart too (when nothing else on the page names it). */
  caption?: boolean;
}

/** A labelled figure with a lazily loaded time-series chart (a skeleton while recharts loads). */
export function ChartFigure({ label, height = 280, className, caption, ...chart }: ChartFigureProps) {
  return (
    <figure className={className} aria-label={label} style={{ minHeight: height }}>
      {caption && <figcaption>{label}</figcaption>}
      <Suspense fallback={<div className={Classes.SKELETON} style={{ height }} />}>
        <TimeSeriesChart {...chart} height={height} />
      </Suspense>
    </figure>
  );
}
