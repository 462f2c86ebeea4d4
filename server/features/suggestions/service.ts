import type { z } from 'zod';
import type { Suggestions, suggestionsQuery } from '../../../common/contract/suggestions';
import { descriptionStem } from '../../../common/description-stem';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { payeesSpec } from '../payees/spec';
import { namedListRepository } from '../shared/named-list';
import { type MatchCounts, MIN_STEM, matchCounts } from './repository';

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
 * for descriptions that start like this one, among their latest transactions. Only ever the person's own rows.
 */
export function createSuggestionsService(db: Db) {
  return {
    async suggest(user: AuthUser, query: z.output<typeof suggestionsQuery>): Promise<Suggestions> {
      if (query.payee) {
        const [payee] = await payees.findByNames(db, user.id, [query.payee]);
        if (payee) {
          const counts = await matchCounts(db, user.id, { payeeId: payee.id, type: query.type });
          if (counts.categories.length > 0) return present('payee', counts);
        }
      }
      const stem = query.description ? descriptionStem(query.description) : '';
      if (stem.length < MIN_STEM) return NOTHING;
      const counts = await matchCounts(db, user.id, { stem, type: query.type });
      return counts.matches > 0 ? present('description', counts) : NOTHING;
    },
  };
}
