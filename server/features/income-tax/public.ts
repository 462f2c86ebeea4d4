// What the Imposto de Renda offers the other features: the Carnê-Leão's DARFs falling due (the reminders' e-mail).
import { addMonths } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { carneLeaoMonthsInCents } from './carne-leao';
import { codeLinesRepository } from './code-lines-repository';
import { incomeTaxRepository } from './repository';

export interface DarfDue {
  /** The month of the income, 'YYYY-MM'. */
  month: string;
  dueDate: string;
  cents: number;
}

/**
 * The Carnê-Leão DARFs of the book due from `from` to `until` (ISO dates, a few days apart): those of the months
 * before, computed as the page computes them. A book with no category marked Carnê-Leão costs one small read.
 */
export async function carneLeaoDarfsDue(
  db: Executor,
  bookId: number,
  from: string,
  until: string,
): Promise<DarfDue[]> {
  const categories = await incomeTaxRepository.categories(db, bookId);
  if (!categories.some((c) => c.code === 'carne_leao')) return [];
  const codes = new Map(
    categories
      .filter((c) => c.code === 'carne_leao' || c.code === '33')
      .map((c) => [Number(c.id), c.code as string]),
  );
  const years = new Set([addMonths(from, -1), addMonths(until, -1)].map((d) => Number(d.slice(0, 4))));
  const due: DarfDue[] = [];
  for (const year of years) {
    const [money, dependents] = await Promise.all([
      codeLinesRepository.carneLeaoMoney(db, bookId, year, codes),
      incomeTaxRepository.yearSettings(db, bookId, year),
    ]);
    for (const m of carneLeaoMonthsInCents(money, dependents[0]?.dependents ?? 0)) {
      if (m.darf > 0 && m.dueDate >= from && m.dueDate <= until) {
        due.push({ month: m.month, dueDate: m.dueDate, cents: m.darf });
      }
    }
  }
  return due;
}
