// What the household offers other features: the division of an expense as the transactions write it, handed to
// them where the routes are wired (features/index.ts): checked before the first write, written after the row, and
// divided again after an edit.
export { expenseShares } from './service';
