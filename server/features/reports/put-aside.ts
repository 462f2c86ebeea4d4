import { sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '../../../common/currencies';
import { type Executor, queryRows } from '../../db/connect';

/** Cents moved in a period into savings accounts and into investments, net of what came back out of them. */
export interface PutAside {
  guardado: number;
  investido: number;
}

/**
 * What the period's transfers put aside: into a savings account ('savings') from an account of another type is
 * guardado, into an investment account ('investment': a renda fixa's application, a trade's money) investido; a
 * transfer out of one of them to another type counts back. Between two accounts of the same type nothing moves.
 * Transfers are never income or spending, so this is read apart from the money by category: each transfer once,
 * by its outgoing leg and the incoming one of the same transfer_id, in reais by the leg whose account is in reais
 * (a transfer between two accounts in other currencies is left out).
 */
export async function putAside(db: Executor, bookId: number, from: string, to: string): Promise<PutAside> {
  const [row] = await queryRows<{ guardado: string | number; investido: string | number }>(
    db,
    sql`with moved as (
          select ao.type as out_type, ai.type as in_type,
                 case when ao.currency = ${HOME_CURRENCY} then o.amount
                      when ai.currency = ${HOME_CURRENCY} then i.amount end as amount
          from transactions o
          join accounts ao on ao.id = o.account_id and ao.book_id = o.book_id
          join transactions i on i.transfer_id = o.transfer_id and i.book_id = o.book_id and i.type = 'RECEITA'
          join accounts ai on ai.id = i.account_id and ai.book_id = i.book_id
          where o.book_id = ${bookId} and o.transfer_id is not null and o.type = 'DESPESA'
            and o.date between ${from}::date and ${to}::date
            and ao.type <> ai.type
            and (ao.type in ('savings', 'investment') or ai.type in ('savings', 'investment')))
        select coalesce(sum(case when in_type = 'savings' then amount
                                 when out_type = 'savings' then -amount else 0 end), 0)::bigint as guardado,
               coalesce(sum(case when in_type = 'investment' then amount
                                 when out_type = 'investment' then -amount else 0 end), 0)::bigint as investido
        from moved where amount is not null`,
  );
  return { guardado: Number(row?.guardado ?? 0), investido: Number(row?.investido ?? 0) };
}

/**
 * Of what was left (Sobrou, cents), the part put aside: guardado first, then investido, each at least 0 and
 * together at most what was left (money put aside beyond it came from what was already kept, not from the period).
 */
export function partsOfLeft(left: number, aside: PutAside): PutAside {
  const guardado = Math.min(Math.max(aside.guardado, 0), left);
  const investido = Math.min(Math.max(aside.investido, 0), left - guardado);
  return { guardado, investido };
}
