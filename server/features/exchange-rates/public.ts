// What the exchange rates offer the other features: the rate a figure of a date is converted at, and the job's fetch.
export {
  type ExchangeRate,
  RangeTooLongError,
  rateOn,
  rateSeries,
  ratesOn,
  ratesOnEach,
} from './lookup';
export { fetchPtax, type PtaxFetchOptions, type PtaxFetchResult } from './official';
export { ratesFor, ratesOnDates } from './rates-for';
