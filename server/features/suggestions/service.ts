import type { z } from 'zod';
import type { Suggestions, suggestionsQuery } from '../../../common/contract/suggestions';
import { descriptionStem } from '../../../common/description-stem';
import { incomeMatch, merchantOf } from '../../../common/merchants';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { namedListRepository } from '../shared/named-list';
import { payeesSpec } from '../shared/named-list-specs';
import { merchantCategoryFinder } from './merchant-category';
import { categoriesOfType, type MatchCounts, MIN_STEM, matchCounts } from './repository';
import { historyOutranksMerchant } from './weak-history';

const payees = namedListRepository(payeesSpec);

/** A tag is suggested when at least this share of the matching transactions had it. */
const TAG_SHARE = 0.5;
const MAX_TAGS = 3;

const NOTHING: Suggestions = { basis: null, matches: 0, category: null, payee: null, tags: [] };

function present(basis: 'payee' | 'description', counts: MatchCounts): Suggestions {
  return {
    basis,
    matches: counts.matches,
    category: counts.categories[0] ?? null,
    // By payee the payee is known already; by description, the payee those rows had most.
    payee: basis === 'description' ? (counts.payees[0] ?? null) : null,
    tags: counts.tags.filter((t) => t.count >= counts.matches * TAG_SHARE).slice(0, MAX_TAGS),
  };
}

/**
 * Learned suggestions: the category (and payee, and tags) the person used most for this payee or, failing that,
 * for descriptions that start like this one (the bank's words left out), among their latest transactions. Only
 * ever the person's own rows. When their history has no category to offer, or only a weak one (weak-history.ts),
 * the well-known merchant the description names gives one of their categories (the "sugestão padrão").
 */
export function createSuggestionsService(db: Db) {
  /**
   * The merchant's category among the person's (an expense, or a type not yet chosen), or an income's (a salary,
   * interest); null without one.
   */
  async function merchantSuggestion(
    user: AuthUser,
    description: string,
    type: 'RECEITA' | 'DESPESA' | undefined,
  ): Promise<{ suggestion: Suggestions; phrase: string } | null> {
    const kind = type ?? 'DESPESA';
    if (!(kind === 'DESPESA' ? merchantOf(description) : incomeMatch(description))) return null;
    const categories = await categoriesOfType(db, user.bookId, kind === 'DESPESA' ? 'despesa' : 'receita');
    const found = merchantCategoryFinder(categories)(kind, description);
    if (!found) return null;
    return {
      suggestion: {
        basis: 'merchant',
        merchant: found.merchant,
        matches: 0,
        category: { id: found.id, name: found.name, count: 0 },
        payee: null,
        tags: [],
      },
      phrase: found.phrase,
    };
  }

  return {
    async suggest(user: AuthUser, query: z.output<typeof suggestionsQuery>): Promise<Suggestions> {
      if (query.payee) {
        const [payee] = await payees.findByNames(db, user.bookId, [query.payee]);
        if (payee) {
          const counts = await matchCounts(db, user.bookId, { payeeId: payee.id, type: query.type });
          if (counts.categories.length > 0) return present('payee', counts);
        }
      }
      const description = query.description ?? '';
      const stem = descriptionStem(description);
      const counts =
        stem.length >= MIN_STEM ? await matchCounts(db, user.bookId, { stem, type: query.type }) : null;
      const standard = await merchantSuggestion(user, description, query.type);
      const best = counts?.categories[0];
      // As the import classifies (classify.ts): a weak history hit gives way to the merchant.
      if (counts && best && historyOutranksMerchant({ id: best.id, by: 'stem' }, stem, standard)) {
        return present('description', counts);
      }
      if (standard) return standard.suggestion;
      return counts && counts.matches > 0 ? present('description', counts) : NOTHING;
    },
  };
}
