/**
 * When a card purchase counts in the figures that sum money by month (dashboard, Relatórios, Orçamentos, the flow,
 * the calendar). A book's one setting; every other account's rows count on their own date either way. The names
 * and their sentences only: the web app's first script carries them, so nothing here may import a schema library
 * (the request schemas are in common/contract/spending-basis.ts).
 */
export const SPENDING_BASES = ['competencia', 'caixa'] as const;
export type SpendingBasis = (typeof SPENDING_BASES)[number];

export const SPENDING_BASIS_LABELS: Record<SpendingBasis, string> = {
  competencia: 'Competência',
  caixa: 'Caixa',
};

/** What each basis means, in the sentence the switch shows beside it. */
export const SPENDING_BASIS_HINTS: Record<SpendingBasis, string> = {
  competencia: 'Compras no cartão contam no mês em que foram feitas; cada parcela, no mês da parcela.',
  caixa: 'Compras no cartão contam no mês da fatura que as cobra, quando o dinheiro sai da conta.',
};

export const SPENDING_BASIS_MESSAGE = 'Escolha competência ou caixa';
