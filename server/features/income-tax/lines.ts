// The year's lines of the mapped categories, added up as the declaration groups them: by code and payee, the
// Carnê-Leão's months, and the deductible payments that lack what proves them. One pass over what was read.
import { isIncomeKind } from '../../../common/income-tax-declaration';
import type { MonthMoney } from './carne-leao';
import type { LineRow } from './repository';

/** The money of one code and payee in the year. */
export interface PartyTotal {
  code: string;
  payee_id: number | null;
  name: string | null;
  document: string | null;
  cents: number;
  count: number;
}

/** A deductible payment's row (its largest line's payee and code), whatever it lacks. */
export interface PaymentRow {
  transactionId: number;
  date: string;
  cents: number;
  code: string;
  payeeId: number | null;
  payee: string | null;
  document: string | null;
}

export interface YearLines {
  parties: PartyTotal[];
  months: MonthMoney[];
  payments: PaymentRow[];
  /** The incomes the declaration lists by who paid them (salaries, Carnê-Leão), one per row as payments are. */
  sources: PaymentRow[];
}

/** Incomes the declaration asks the payer's CPF/CNPJ of. */
const BY_SOURCE: ReadonlySet<string> = new Set(['tributavel_pj', 'carne_leao']);

/**
 * Lines count where their type fits their category's code: an income kind's receitas, a payment code's despesas (a
 * refund in an expense category is left out, as the declaration counts what was paid).
 */
export function addUpLines(lines: LineRow[], codes: ReadonlyMap<number, string>): YearLines {
  const parties = new Map<string, PartyTotal>();
  const months = new Map<string, MonthMoney>();
  const payments = new Map<number, PaymentRow>();
  const sources = new Map<number, PaymentRow>();
  for (const line of lines) {
    const code = codes.get(Number(line.category_id));
    if (code === undefined || isIncomeKind(code) !== (line.type === 'RECEITA')) continue;
    const cents = Number(line.amount);
    const payeeId = line.payee_id === null ? null : Number(line.payee_id);
    const key = `${code}|${payeeId ?? ''}`;
    const party = parties.get(key);
    if (party) {
      party.cents += cents;
      party.count += 1;
    } else {
      parties.set(key, {
        code,
        payee_id: payeeId,
        name: line.name,
        document: line.document,
        cents,
        count: 1,
      });
    }
    if (code === 'carne_leao' || code === '33') {
      const month = line.date.slice(0, 7);
      const monthKey = `${code}|${month}`;
      const sum = months.get(monthKey);
      if (sum) sum.cents += cents;
      else months.set(monthKey, { code, month, cents });
    }
    const rows = isIncomeKind(code) ? (BY_SOURCE.has(code) ? sources : null) : payments;
    if (rows) {
      const id = Number(line.transaction_id);
      const seen = rows.get(id);
      if (!seen || cents > seen.cents) {
        rows.set(id, {
          transactionId: id,
          date: line.date,
          cents,
          code,
          payeeId,
          payee: line.name,
          document: line.document,
        });
      }
    }
  }
  const byTotal = [...parties.values()].sort(
    (a, b) => a.code.localeCompare(b.code) || b.cents - a.cents || (a.name ?? '').localeCompare(b.name ?? ''),
  );
  return {
    parties: byTotal,
    months: [...months.values()],
    payments: [...payments.values()],
    sources: [...sources.values()],
  };
}
