// What the rules offer other features: the person's rules in the form common/rules.ts runs them.

export { runnableRules } from './runnable';
