// What the payees offer other features: the list's spec (names the transactions and the suggestions refer to).
export { payeesSpec } from './spec';
