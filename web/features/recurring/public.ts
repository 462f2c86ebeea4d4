// What the fixed-item screens offer the other features: the words of an item counted paid with no transaction.
export { inBalanceText } from './item-words';
