/** What the top bar's 'Avisos' says: its title's wording and where it leads. */
import { NOTICE_DAYS } from '../../../common/contract/notices';

/** How many of each are unpaid and overdue or due within NOTICE_DAYS. */
export interface NoticeCounts {
  fixed: number;
  bills: number;
  installments: number;
  darfs: number;
}

export const noticeCount = (c: NoticeCounts) => c.fixed + c.bills + c.installments + c.darfs;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Vencidos ou a vencer em até 7 dias: 2 gastos fixos, 1 fatura de cartão e 1 parcela de dívida'. The counts take
 * in the overdue ones, so 'A vencer' alone was false for an instalment 11 days late.
 */
export function noticeTitle(c: NoticeCounts): string {
  if (noticeCount(c) === 0) return `Nada a vencer nos próximos ${NOTICE_DAYS} dias`;
  const parts = [
    c.fixed > 0 ? plural(c.fixed, 'gasto fixo', 'gastos fixos') : null,
    c.bills > 0 ? plural(c.bills, 'fatura de cartão', 'faturas de cartão') : null,
    c.installments > 0 ? plural(c.installments, 'parcela de dívida', 'parcelas de dívida') : null,
    c.darfs > 0 ? plural(c.darfs, 'DARF', 'DARFs') : null,
  ].filter((p): p is string => p !== null);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : parts.join('');
  return `Vencidos ou a vencer em até ${NOTICE_DAYS} dias: ${list}`;
}

/** The page listing the items the badge counts, whatever their kind. */
export const NOTICES_PATH = '/avisos';
