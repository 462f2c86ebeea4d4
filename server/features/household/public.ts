// What the household offers other features: dividing an edited expense again, and dividing a new one as it is
// written (POST /transactions' `share`: checked before the first write, written after the row).
export { checkNewExpenseShare, type NewExpenseShare, reshareAfterChange, shareNewExpense } from './service';
