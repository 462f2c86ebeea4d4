// The year's deductible payments, one per row, from the lines of the mapped categories: what the .zip of comprovantes
// names its files by. The page's figures are added up in the database (repository.ts), bounded whatever the rows.
import { isIncomeKind } from '../../../common/income-tax-declaration';
import type { LineRow } from './code-lines-repository';

/** The money of one code and payee in the year. */
export interface PartyTotal {
  code: string;
  payee_id: number | null;
  name: string | null;
  document: string | null;
  cents: number;
  count: number;
}

/** A deductible payment's row (its largest line's payee and code). */
export interface PaymentRow {
  transactionId: number;
  date: string;
  cents: number;
  code: string;
  payeeId: number | null;
  payee: string | null;
  document: string | null;
}

/**
 * Lines count where their type fits their category's code (repository.ts countedLines says the same in SQL): a
 * payment code's despesas (a refund in an expense category is left out, as the declaration counts what was paid).
 */
export function addUpLines(lines: LineRow[], codes: ReadonlyMap<number, string>): { payments: PaymentRow[] } {
  const payments = new Map<number, PaymentRow>();
  for (const line of lines) {
    const code = codes.get(Number(line.category_id));
    if (code === undefined || isIncomeKind(code) || line.type !== 'DESPESA') continue;
    const cents = Number(line.amount);
    const id = Number(line.transaction_id);
    const seen = payments.get(id);
    if (!seen || cents > seen.cents) {
      payments.set(id, {
        transactionId: id,
        date: line.date,
        cents,
        code,
        payeeId: line.payee_id === null ? null : Number(line.payee_id),
        payee: line.name,
        document: line.document,
      });
    }
  }
  return { payments: [...payments.values()] };
}
