// The exchange rates' door: what other features read of them.
export { RATE_LOOKBACK_DAYS, ratesFor, ratesOnDates } from './rates-for';
