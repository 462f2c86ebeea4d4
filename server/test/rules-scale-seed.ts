import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { ledger } from '../features/ledger/public';

/**
 * Large data for the rules' tests and measurements, in one statement each rather than thousands of requests:
 * statement-like descriptions, and rules that each look for a word of their own.
 */
const DESCRIPTIONS = [
  'COMPRA CARTAO UBER *TRIP SAO PAULO',
  'PIX ENVIADO  Maria Souza',
  'PIX RECEBIDO João da Silva',
  'PAG*Padaria São João',
  'Débito automático Netflix',
  'COMPRA CARTAO POSTO SHELL CURITIBA',
  'iFood *Restaurante Sabor',
  'Drogasil - parcela 3/12',
  'Mercado Pão de Açúcar',
  'TED RECEBIDA EMPRESA LTDA',
];

/** `count` expenses without a category in the account, newest on 2026-06-30, and the month totals to match. */
export async function seedTransactions(db: Db, bookId: number, accountId: number, count: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into transactions (book_id, account_id, type, amount, date, description)
      select ${bookId}, ${accountId}, 'DESPESA', 100 + (i * 37) % 50000, date '2026-06-30' - (i % 900),
             (${sql.param(DESCRIPTIONS)}::text[])[1 + i % ${DESCRIPTIONS.length}] || ' ' || i
      from generate_series(1, ${count}) as i`);
    await ledger.rebuildTotals(tx, bookId);
  });
}

/** `count` rules after the person's others, rule i looking for 'loja i' (which no seeded row has). */
export async function seedRules(db: Db, bookId: number, count: number) {
  await db.execute(sql`
    insert into rules (book_id, name, position, conditions)
    select ${bookId}, 'Regra ' || i, (select coalesce(max(position), 0) from rules where book_id = ${bookId}) + i,
           jsonb_build_array(jsonb_build_object('field', 'description', 'operator', 'contains', 'value', 'loja ' || i))
    from generate_series(1, ${count}) as i`);
}
