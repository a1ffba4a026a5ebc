// What other areas may use from the metrics area.
export { metricsUrl } from './metricsParams';
