// What reports offer the other features: whether monthly figures have anything to chart.
export { hasMonthlyData } from './monthly-data';
