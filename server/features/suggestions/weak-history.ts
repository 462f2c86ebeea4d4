/** What the person's history says of a line: the category, and whether it was learned from the payee or the stem. */
export interface HistoryHit {
  id: number;
  by: 'payee' | 'stem';
}

/**
 * Whether what history learned stands over the well-known merchant the line names (the "sugestão padrão"). The one
 * place "weak" is defined: a hit by the description's stem is weak when the stem does not hold the merchant's
 * name as the line writes it (its first word). Such a stem is the first words of other lines that only begin like
 * this one — a bank prefix common/bank-text.ts does not know ('DEBITO VISA DROGASIL' filed under Farmácia says
 * nothing of 'DEBITO VISA CARREFOUR') — while the merchant is known for certain. A hit that holds the name is the
 * person's own word on that merchant ('COMPRA CARTAO DEB CARREFOUR' moved to Compras) and wins, however seldom
 * seen; so does a hit by payee, which the person named. The person's rules come before both (classify.ts).
 */
export function historyOutranksMerchant(
  hit: HistoryHit,
  stem: string,
  merchant: { phrase: string } | null,
): boolean {
  if (hit.by === 'payee' || merchant === null) return true;
  const name = merchant.phrase.split(' ')[0];
  return name !== undefined && stem.split(' ').includes(name);
}
