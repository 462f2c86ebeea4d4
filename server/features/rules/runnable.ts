import type { RunnableRule } from '../../../common/rules';
import type { Executor } from '../../db/connect';
import { rulesRepository } from './repository';

/** The person's rules, in their order, ready for runRules (common/rules.ts). */
export const runnableRules = (db: Executor, bookId: number): Promise<RunnableRule[]> =>
  rulesRepository.runnable(db, bookId);
