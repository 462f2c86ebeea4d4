// What the history offers other features: keeping who changed what when they change a shared book's rows.
export { type LoadTransactions, withHistory } from './service';
