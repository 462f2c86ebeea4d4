// What the household offers other features: dividing an edited expense again.
export { reshareAfterChange } from './service';
