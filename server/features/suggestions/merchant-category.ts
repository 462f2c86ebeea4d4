import { incomeMatch, type MerchantMatch, merchantMatch } from '../../../common/merchants';
import { remembered } from '../../../common/remembered';
import { foldForSearch } from '../../../common/search';

export interface MerchantCategory {
  id: number;
  name: string;
  /** The merchant the description names ('Uber'). */
  merchant: string;
  /** The merchant's name or alias as the line writes it, cleaned ('uber trip'): weak-history.ts reads it. */
  phrase: string;
}

/**
 * The "sugestão padrão": the category a well-known merchant's expense goes to (common/merchants.ts), among the
 * person's own expense categories: the first of the merchant's category names they have ('Delivery', else
 * 'Restaurantes'; 'Combustível', else 'Transporte'); none when they have none of them (deleted or renamed). An
 * income is filed by what it says it is (a salary, interest: incomeMatch) among their income categories. Below
 * the person's rules, and below their history unless its hit is weak (weak-history.ts). Built once from the
 * person's categories, then one Map lookup per line; each description's answer is kept for the finder's life (an
 * import's): a statement repeats its descriptions.
 */
export function merchantCategoryFinder(
  categories: ReadonlyArray<{ id: number; name: string; type: string }>,
) {
  const byName = {
    despesa: new Map<string, { id: number; name: string }>(),
    receita: new Map<string, { id: number; name: string }>(),
  };
  for (const c of categories) {
    if (c.type === 'despesa' || c.type === 'receita') {
      byName[c.type].set(foldForSearch(c.name.trim()), { id: Number(c.id), name: c.name });
    }
  }
  const among = (names: ReadonlyMap<string, { id: number; name: string }>, found: MerchantMatch | null) => {
    if (!found) return null;
    for (const name of found.merchant.categories) {
      const category = names.get(foldForSearch(name));
      if (category) return { ...category, merchant: found.merchant.name, phrase: found.phrase };
    }
    return null;
  };
  const expenseOf = remembered((description: string): MerchantCategory | null =>
    among(byName.despesa, merchantMatch(description)),
  );
  const incomeOf = remembered((description: string): MerchantCategory | null =>
    among(byName.receita, incomeMatch(description)),
  );
  return (type: 'RECEITA' | 'DESPESA', description: string): MerchantCategory | null => {
    // The merchants are where money goes; an income from them (a refund, a driver's pay) is not theirs to name.
    const category = type === 'DESPESA' ? expenseOf(description) : incomeOf(description);
    // A copy: callers may keep or change what they are given.
    return category && { ...category };
  };
}
