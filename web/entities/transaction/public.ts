// The transaction, as the features need it (the Transações page itself is web/features/transactions): how a row is
// shown, and the payee and tags fields of its forms. A page that imports this file fetches the chunks of both files
// below (the build keeps a re-export's imports): only the rules page, which shows both anyway, uses it; light helpers
// other pages need live in web/lib. The share answer's type loads nothing: 'Editar Transação' reads it.
export type { ShareAnswer } from './api/share';
export { signedAmount, titleOf } from './transaction-display';
export { PayeeField, TagsField } from './transaction-fields';
