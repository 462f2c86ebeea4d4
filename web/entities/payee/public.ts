// What payees offer the other features: the person's payees, and their query key, refreshed after a change that
// may create one from a name.
export { payeesKey, usePayees } from './api/payees';
