import type {
  FixedSuggestion,
  IncomeSuggestion,
  SuggestionDismissed,
} from '../../../common/contract/recurring';
import { addMonths, todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { notFound } from '../../http/errors';
import { historySuggestions, MONTHS_READ } from './history-suggestions';
import { suggestionsRepository as repo } from './suggestions-repository';

export const SUGGESTION_NOT_FOUND =
  'Sugestão não encontrada: ela não está mais entre as sugestões de gastos e receitas fixos.';

/** The book's suggestions today: its rows of the last MONTHS_READ months, its fixed items and its dismissals. */
export async function suggestionsOf(db: Executor, user: Pick<AuthUser, 'bookId' | 'timeZone'>) {
  const today = todayIn(user.timeZone);
  const from = addMonths(`${today.slice(0, 7)}-01`, -(MONTHS_READ - 1));
  const [{ rows, failed }, { covering, dismissed }] = [
    await repo.rows(db, user.bookId, from, today),
    await repo.coveringAndDismissed(db, user.bookId),
  ];
  return { suggestions: historySuggestions(rows, covering, dismissed, today, failed), dismissed };
}

export async function listSuggestions(db: Executor, user: AuthUser): Promise<FixedSuggestion[]> {
  return (await suggestionsOf(db, user)).suggestions;
}

/**
 * GET /recurring/income-suggestions, kept for API clients: the incomes among the suggestions, in its first shape
 * (the page reads GET /recurring/suggestions). One detection, so the two never disagree.
 */
export async function incomeSuggestionsOf(db: Executor, user: AuthUser): Promise<IncomeSuggestion[]> {
  return (await listSuggestions(db, user))
    .filter((s) => s.type === 'RECEITA')
    .map((s) => ({
      description: s.description,
      accountId: s.accountId,
      amount: s.amount,
      categoryId: s.categoryId,
      payeeId: s.payeeId,
      payeeName: s.payeeName,
      dueDay: s.dueDay,
      months: s.months,
      receivedThisMonth: s.seenThisMonth,
    }));
}

/**
 * "Não é fixo": keeps the key so the suggestion never comes back. Only a key offered now (or dismissed already: the
 * same answer again) is kept, so the book holds no more keys than it was shown and another book's payee is unknown.
 */
export async function dismissSuggestion(
  db: Executor,
  user: AuthUser,
  key: string,
): Promise<SuggestionDismissed> {
  const { suggestions, dismissed } = await suggestionsOf(db, user);
  if (!dismissed.has(key)) {
    if (!suggestions.some((s) => s.key === key)) throw notFound(SUGGESTION_NOT_FOUND);
    await repo.dismiss(db, user.bookId, key);
  }
  return { key };
}
