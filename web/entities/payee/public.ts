// The payee, as the features need it (the Favorecidos page itself is web/features/payees): the person's payees, and
// their query key, refreshed after a change that may create one from a name.
export { payeesKey, usePayees } from './api/payees';
