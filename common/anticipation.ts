import { installmentAmounts } from './card-bills';
import { monthNames, splitIsoDate } from './dates';
import { formatCents } from './money';

/** What anticipating `count` installments with a discount writes, in cents: the one rule the preview shows. */
export interface AnticipationPlan {
  /** How many installments move (the last ones of those still in later bills). */
  count: number;
  /** Their amounts as they are now, summed: what enters the open bill before the discount. */
  totalCents: number;
  discountCents: number;
  /** The moved installments' amounts once the discount is taken, in their order (they sum to total - discount). */
  amounts: number[];
}

/**
 * Plans an anticipation over the amounts (cents, in installment order) of the installments still in later bills.
 * The discount lowers the moved installments themselves, spread as a purchase's total is (the remainder cent on
 * the first), so it lowers the purchase's expense in its category and never shows as income; each keeps at
 * least one cent. Answers null when the count or the discount does not fit (the caller says which).
 */
export function planAnticipation(
  futureCents: number[],
  count: number,
  discountCents: number,
): AnticipationPlan | null {
  if (!Number.isInteger(count) || count < 1 || count > futureCents.length) return null;
  const moved = futureCents.slice(-count);
  const totalCents = moved.reduce((sum, c) => sum + c, 0);
  if (discountCents < 0 || !anticipationDiscountFits(totalCents, count, discountCents)) return null;
  const amounts = discountCents === 0 ? moved : installmentAmounts(totalCents - discountCents, count);
  return { count, totalCents, discountCents, amounts };
}

/** A discount fits when every moved installment keeps at least one cent. */
export function anticipationDiscountFits(totalCents: number, count: number, discountCents: number): boolean {
  return discountCents <= totalCents - count;
}

/** 'fatura de dezembro' for the bill '2026-12'. */
export function billMonthName(billMonth: string): string {
  return `fatura de ${monthNames[splitIsoDate(`${billMonth}-01`).month - 1] ?? billMonth}`;
}

/**
 * The dialog's preview: '9 parcelas, R$ 3.149,91 na fatura de dezembro; desconto R$ 30,00 (a fatura recebe
 * R$ 3.119,91)'. With a discount, what the bill gets is said too: a newcomer read the first figure as the bill's.
 */
export function anticipationSummary(plan: AnticipationPlan, billMonth: string): string {
  const parcels = plan.count === 1 ? '1 parcela' : `${plan.count} parcelas`;
  const net = formatCents(plan.totalCents - plan.discountCents);
  const discount =
    plan.discountCents > 0 ? `; desconto ${formatCents(plan.discountCents)} (a fatura recebe ${net})` : '';
  return `${parcels}, ${formatCents(plan.totalCents)} na ${billMonthName(billMonth)}${discount}`;
}
