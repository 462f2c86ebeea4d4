import { type RuleSubject, type RulesOutcome, runRules } from '../../../common/rules';
import type { Executor } from '../../db/connect';
import { rulesRepository } from './repository';

/**
 * What the person's rules set on a transaction being written without a category (typed or imported): the
 * category, and the payee, tags and description where they apply. Rules fill gaps, so the caller keeps any payee
 * the person chose.
 */
export async function rulesForNew(tx: Executor, bookId: number, subject: RuleSubject): Promise<RulesOutcome> {
  return runRules(await rulesRepository.runnable(tx, bookId), subject);
}
