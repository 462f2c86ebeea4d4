// What the net worth offers the other features: the investment accounts' "Aplicado (custo)" (Contas, the dashboard).
export { investedToday, presentInvested, withBalanceToday } from './invested';
