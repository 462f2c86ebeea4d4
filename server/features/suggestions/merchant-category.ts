import { merchantMatch } from '../../../common/merchants';
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
 * person's own expense categories: the first of the merchant's category names they have ('Combustível', else
 * 'Transporte'); none when they have none of them (deleted or renamed). Below the person's rules, and below their
 * history unless its hit is weak (weak-history.ts). Built once from the person's categories, then one Map lookup per line; each
 * description's answer is kept for the finder's life (an import's): a statement repeats its descriptions.
 */
export function merchantCategoryFinder(
  categories: ReadonlyArray<{ id: number; name: string; type: string }>,
) {
  const byName = new Map<string, { id: number; name: string }>();
  for (const c of categories) {
    if (c.type === 'despesa') byName.set(foldForSearch(c.name.trim()), { id: Number(c.id), name: c.name });
  }
  const categoryOf = remembered((description: string): MerchantCategory | null => {
    const found = merchantMatch(description);
    if (!found) return null;
    for (const name of found.merchant.categories) {
      const category = byName.get(foldForSearch(name));
      if (category) return { ...category, merchant: found.merchant.name, phrase: found.phrase };
    }
    return null;
  });
  return (type: 'RECEITA' | 'DESPESA', description: string): MerchantCategory | null => {
    // The merchants are where money goes; an income from them (a refund, a driver's pay) is not theirs to name.
    if (type !== 'DESPESA') return null;
    const category = categoryOf(description);
    // A copy: callers may keep or change what they are given.
    return category && { ...category };
  };
}
