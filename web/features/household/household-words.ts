import type { Settlement, TransactionPeople } from '../../../common/contract/household';
import { formatMonthLabel } from '../../../common/dates';
import { hasFigures } from '../../../common/household-shares';
import { formatReais } from '../../../common/money';

/** What the people of a shared book read about who paid, the division and the acerto, when it holds a name or a sum. */

/** 'Pago por Ana', or null when the row does not say who paid. */
export function paidByText(tx: Pick<TransactionPeople, 'paid_by' | 'paid_by_name'>): string | null {
  return tx.paid_by !== null && tx.paid_by_name ? `Pago por ${tx.paid_by_name}` : null;
}

type Payment = Settlement['payments'][number];
type Recorded = Settlement['settlements'][number];

/** 'Bia paga R$ 120,00 a Ana': a payment that settles the period. */
export const paymentSentence = (p: Pick<Payment, 'fromName' | 'toName' | 'amount'>) =>
  `${p.fromName} paga ${formatReais(p.amount)} a ${p.toName}`;

/** 'Bia pagou R$ 120,00 a Ana': an acerto recorded. */
export const settlementSentence = (s: Pick<Recorded, 'fromName' | 'toName' | 'amount'>) =>
  `${s.fromName} pagou ${formatReais(s.amount)} a ${s.toName}`;

/** A balance's words and amount: above zero the others owe the person, below zero the person owes. */
export function balanceParts(balance: number): { words: string; amount: string | null } {
  if (balance > 0) return { words: 'tem a receber', amount: formatReais(balance) };
  if (balance < 0) return { words: 'deve', amount: formatReais(-balance) };
  return { words: 'quite', amount: null };
}

/** The acertos a person paid and received in the period: 'pagou R$ 20,01', 'recebeu R$ 20,01', both, or none. */
export function acertosText(sent: number, received: number): string {
  const parts = [
    sent > 0 ? `pagou ${formatReais(sent)}` : null,
    received > 0 ? `recebeu ${formatReais(received)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** The month's empty state. */
export const noDivisionText = (month: string) => `Nenhuma despesa dividida em ${formatMonthLabel(month)}.`;

/** Said when the period has divided expenses and nobody owes anybody. */
export const settledText = (month: string) =>
  `Tudo acertado em ${formatMonthLabel(month)}: ninguém deve nada a ninguém.`;

/** Whether the period holds anything to show: a divided expense or an acerto. */
export function hasActivity(settlement: Pick<Settlement, 'members' | 'settlements'>): boolean {
  return settlement.settlements.length > 0 || settlement.members.some(hasFigures);
}

/**
 * What saving a new amount does to a divided expense, said before it is saved: the server divides it again (by values,
 * in the same proportion), and a month settled may then owe again. Null when the row is not divided.
 */
export function redivisionNotice(tx: Pick<TransactionPeople, 'share_mode'>): string | null {
  if (tx.share_mode === null) return null;
  return tx.share_mode === 'parts'
    ? 'Esta despesa está dividida por valores: com o novo valor, as partes serão refeitas na mesma proporção.'
    : 'Esta despesa está dividida entre pessoas: a divisão será refeita para o novo valor.';
}
