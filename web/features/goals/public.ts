// What goals offer the other features: the goals' query and how a goal's status reads.
export { goalsQuery } from './api/goals';
export { goalStatus } from './goal-display';
