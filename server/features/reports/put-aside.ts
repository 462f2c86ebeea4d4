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
 *
 * The period's pairs of legs are found first, by their transfer, and their accounts only then: with the accounts
 * joined in the same step, among 10,000 people PostgreSQL expected one row per account and read every incoming row
 * of each account, then matched them to the outgoing legs (1.3 million pairs thrown away for a year's 454 transfers,
 * 130 ms; bench/plans-many-users-postgres.md, 3/12).
 */
export async function putAside(db: Executor, bookId: number, from: string, to: string): Promise<PutAside> {
  const [row] = await queryRows<{ guardado: string | number; investido: string | number }>(
    db,
    sql`with legs as materialized (
          select o.account_id as out_account, o.amount as out_amount,
                 i.account_id as in_account, i.amount as in_amount
          from transactions o
          join transactions i on i.transfer_id = o.transfer_id and i.book_id = o.book_id and i.type = 'RECEITA'
          where o.book_id = ${bookId} and o.transfer_id is not null and o.type = 'DESPESA'
            and o.date between ${from}::date and ${to}::date),
        moved as (
          select ao.type as out_type, ai.type as in_type,
                 case when ao.currency = ${HOME_CURRENCY} then l.out_amount
                      when ai.currency = ${HOME_CURRENCY} then l.in_amount end as amount
          from legs l
          join accounts ao on ao.id = l.out_account and ao.book_id = ${bookId}
          join accounts ai on ai.id = l.in_account and ai.book_id = ${bookId}
          where ao.type <> ai.type
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
