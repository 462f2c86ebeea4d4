/**
 * The described answers of the ledger and its planning: transactions, accounts, cards, categories, tags, payees, rules, fixed items, budgets, goals, imports, reports, the dashboard, the forecast, capture, comprovantes, exports.
 */
import { ACCOUNT_ANSWERS } from './accounts';
import type { AnswerEntries } from './blocks';
import { BUDGET_ANSWERS } from './budgets';
import { CAPTURE_ANSWERS } from './capture';
import { CARD_ANSWERS } from './cards';
import { CATEGORY_ANSWERS } from './categories';
import { GOAL_ANSWERS } from './goals';
import { IMPORT_ANSWERS } from './import';
import { MATCHING_ANSWERS } from './matching';
import { PAYEE_ANSWERS } from './payees';
import { PLANNING_ANSWERS } from './planning';
import { RECURRING_ANSWERS } from './recurring';
import { REPORT_ANSWERS } from './reports';
import { RESTORE_ANSWERS } from './restore';
import { RULE_ANSWERS } from './rules';
import { TAG_ANSWERS } from './tags';
import { TRANSACTION_ANSWERS } from './transactions';
import { TRANSFER_ANSWERS } from './transfers';
import { UNDO_ANSWERS } from './undo';

export const LEDGER_ANSWERS: AnswerEntries = {
  ...ACCOUNT_ANSWERS,
  ...TRANSACTION_ANSWERS,
  ...MATCHING_ANSWERS,
  ...TRANSFER_ANSWERS,
  ...CARD_ANSWERS,
  ...CATEGORY_ANSWERS,
  ...TAG_ANSWERS,
  ...PAYEE_ANSWERS,
  ...RULE_ANSWERS,
  ...RECURRING_ANSWERS,
  ...BUDGET_ANSWERS,
  ...GOAL_ANSWERS,
  ...UNDO_ANSWERS,
  ...IMPORT_ANSWERS,
  ...REPORT_ANSWERS,
  ...PLANNING_ANSWERS,
  ...CAPTURE_ANSWERS,
  ...RESTORE_ANSWERS,
};
