// What the forecast offers other features: the person's balances today (the figures the forecast starts from).
export { balancesOf } from './balances-today';
