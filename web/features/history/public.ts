// What the history offers the other features: the 'Histórico de alterações' of a shared book's transaction.
export { TransactionHistory } from './transaction-history';
