/**
 * The shared answers (core.ts) under the names the feature files beside this one use, and the parts of them that
 * some routes answer alone.
 */
import { dashboardAnswer } from './core';

export {
  accountAnswer,
  balancesAnswer,
  budgetAnswer,
  categoryAnswer,
  profileAnswer,
  tagAnswer,
  transactionAnswer,
} from './core';
/** The dashboard's fixed items: what GET /recurring/summary answers. */
export const fixedSummaryAnswer = dashboardAnswer.shape.fixed;
