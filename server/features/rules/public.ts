// What the rules offer other features: the person's rules run over a transaction being written, and the rules
// an import runs over its lines.
export { rulesForNew } from './run-on-new';
export { runnableRules } from './runnable';
