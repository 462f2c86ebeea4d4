// What the rules offer other features: the person's rules run over a transaction being written.
export { rulesForNew } from './run-on-new';
export { runnableRules } from './runnable';
