// What the payees offer other features: the list's table and messages.
export { payeesSpec } from './spec';
