// What rules offer the other features: creating a rule, and the link and phrase of a rule made from a transaction.
export { useCreateRule } from './api/rules';
export { newRuleLink, rulePhraseOf } from './rule-link';
