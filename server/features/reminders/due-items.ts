import { BILL_NOTICE_DAYS } from '../../../common/contract/cards';
import { addDays } from '../../../common/dates';
import { monthText } from '../../../common/income-tax-text';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { billsToPayBy } from '../cards/public';
import { carneLeaoDarfsDue } from '../income-tax/public';
import { dueDatesFrom, recurringItemsOf } from '../recurring/public';
import { variableIncomeDarfsDue } from '../variable-income/public';
import type { ClaimKey } from './repository';

export type DueItemKind = 'gasto_fixo' | 'receita_fixa' | 'fatura' | 'darf' | 'darf_renda_variavel';

/** One thing a reminder mentions: an occurrence of a fixed item, or a card bill, with the money it moves. */
export interface DueItem extends ClaimKey {
  itemKind: DueItemKind;
  description: string;
  cents: number;
  /** Recorded by Grana on the day (a fixed item in automatic mode): nothing to do but have the money. */
  automatic: boolean;
}

/**
 * What falls due from today to each item's notice days: every unpaid occurrence of a fixed expense or income
 * (its notify_days), and each card bill left to pay (BILL_NOTICE_DAYS). Days already past are the app's
 * business (Avisos, overdue status), not a reminder's.
 */
export async function dueItems(db: Executor, user: AuthUser, today: string): Promise<DueItem[]> {
  const items: DueItem[] = [];
  for (const row of await recurringItemsOf(db, user.bookId)) {
    const occurrences = dueDatesFrom(row, today, addDays(today, row.notifyDays)).dates;
    for (const dueDate of occurrences) {
      items.push({
        kind: 'recurring',
        itemId: row.id,
        dueDate,
        itemKind: row.type === 'RECEITA' ? 'receita_fixa' : 'gasto_fixo',
        description: row.description,
        cents: row.amount,
        automatic: row.mode === 'automatic',
      });
    }
  }
  const until = addDays(today, BILL_NOTICE_DAYS);
  for (const bill of await billsToPayBy(db, user, until)) {
    // Overdue bills are Avisos' business: a reminder is of what falls due from today.
    if (bill.dueDate < today) continue;
    items.push({
      kind: 'card_bill',
      itemId: bill.cardId,
      dueDate: bill.dueDate,
      itemKind: 'fatura',
      description: `Fatura ${bill.cardName}`,
      cents: bill.remainingCents,
      automatic: false,
    });
  }
  // The Carnê-Leão's DARF of last month, in the week before its last business day (claimed by the book's id).
  for (const darf of await carneLeaoDarfsDue(db, user.bookId, today, until)) {
    items.push({
      kind: 'carne_leao',
      itemId: user.bookId,
      dueDate: darf.dueDate,
      itemKind: 'darf',
      description: `DARF do Carnê-Leão de ${monthText(darf.month).toLowerCase()} de ${darf.month.slice(0, 4)}`,
      cents: darf.cents,
      automatic: false,
    });
  }
  // Renda variável's DARFs (6015, 4600) of last month's sales, in the same week: claimed by the book's id per code.
  for (const darf of await variableIncomeDarfsDue(db, user.bookId, today, until)) {
    items.push({
      kind: darf.code === '6015' ? 'darf_6015' : 'darf_4600',
      itemId: user.bookId,
      dueDate: darf.dueDate,
      itemKind: 'darf_renda_variavel',
      description: `DARF ${darf.code} das vendas de ${monthText(darf.month).toLowerCase()} de ${darf.month.slice(0, 4)}`,
      cents: darf.cents,
      automatic: false,
    });
  }
  return items.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}
