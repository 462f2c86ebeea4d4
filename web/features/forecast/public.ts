// What the forecast offers the other features: the forecast of the coming days.
export { useForecast } from './api/forecast';
