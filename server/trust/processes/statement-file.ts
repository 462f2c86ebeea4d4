/**
 * A large bank statement (CSV as Brazilian banks write it: `;`, dd/mm/aaaa, 1.234,56) with what importing it
 * must give: the number of rows and the balance they add up to.
 */
import { addDays, todayIn } from '../../../common/dates';

export interface StatementFile {
  bytes: Buffer;
  rows: number;
  /** Income minus expenses, in cents. */
  netCents: number;
  /** The import settings for an account: the columns and formats of this file. */
  settings(accountId: number): Record<string, unknown>;
}

const PAYEES = Array.from({ length: 40 }, (_, i) => `Loja ${String(i + 1).padStart(2, '0')}`);

function reais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `rows` lines over the last two years, mostly expenses with some income, naming the given categories and forty
 * payees (new to the person, so the import creates them). Deterministic for a given size.
 */
export function statementFile(rows: number, categories: string[]): StatementFile {
  const today = todayIn();
  const lines = ['Data;Descrição;Valor;Categoria;Favorecido'];
  let netCents = 0;
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let i = 0; i < rows; i++) {
    const date = addDays(today, -(next() % 730));
    const income = i % 10 === 0;
    const cents = (income ? 100_000 : 500) + (next() % 50_000);
    const signed = income ? cents : -cents;
    netCents += signed;
    const [y, m, d] = date.split('-');
    const category = categories.length ? (categories[i % categories.length] ?? '') : '';
    lines.push(
      `${d}/${m}/${y};Lançamento ${i + 1};${reais(signed)};${category};${PAYEES[i % PAYEES.length]}`,
    );
  }
  return {
    bytes: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    rows,
    netCents,
    settings: (accountId) => ({
      delimiter: ';',
      dateFormat: 'DD/MM/YYYY',
      amountFormat: 'comma',
      defaultType: 'sign',
      preset: 'none',
      defaultAccountId: accountId,
      mapping: {
        date: 'Data',
        description: 'Descrição',
        amount: 'Valor',
        category: 'Categoria',
        payee: 'Favorecido',
      },
    }),
  };
}
