// What transactions offer the other features: how a row is shown, and the payee and tags fields of its forms.
export { signedAmount, titleOf } from './transaction-display';
export { PayeeField, TagsField } from './transaction-fields';
