import { type SQL, sql } from 'drizzle-orm';

/*
 * Whether money is income or an expense, as every total counts it (the month totals, reports, budgets, the
 * dashboard): the kind of its category, whatever its own sign. A credit in an expense category (an estorno,
 * a refund: "ESTORNO LOJA X" +R$ 50,00 in Vestuário) lowers that category's expenses rather than being income,
 * as Actual and YNAB count an inflow in an expense category; a debit in an income category lowers that income
 * alike. Money with no category keeps its own type. Balances are not money by kind: they keep the rows' signs.
 * Issue 74 point 15. A category's kind never changes (its update takes a name and a parent of the same kind),
 * so totals stored by it stay true.
 */

/**
 * The relation `lines` (transaction_lines, or an import's staged rows: book_id, category_id, type, amount and
 * any other columns) with two more: flow_type, 'RECEITA' or 'DESPESA', and flow_amount, the amount signed so that
 * money against its category's kind lowers it. Each line's category is read by primary key (book_id, id).
 */
export function countedLines(lines: SQL): SQL {
  return sql`(select l.*, coalesce(upper(k.type), l.type) as flow_type,
                     case when k.type is null or upper(k.type) = l.type then l.amount else -l.amount end
                       as flow_amount
              from ${lines} l
              left join categories k on k.id = l.category_id and k.book_id = l.book_id)`;
}
