// What the net worth offers the other features: the dashboard's card.
export { NetWorthCard } from './net-worth-card';
