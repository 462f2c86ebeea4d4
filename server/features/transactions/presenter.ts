import type { Transaction, TransactionPage } from '../../../common/contract/transactions';
import { type CurrencyCode, HOME_CURRENCY } from '../../../common/currencies';
import { impliedRate } from '../../../common/exchange-rates';
import { centsToReais } from '../../../common/money';
import { thumbUrlOf } from '../attachments/public';
import { presentForeign } from '../shared/foreign-amount';
import type { ListTotals, TransactionListRow } from './repository';

/** The transaction as the API answers it: the contract's field names (docs/PRODUCT.md), reais on the wire. */
export function presentTransactions(rows: TransactionListRow[]): Transaction[] {
  return rows.map((r) => ({
    id: Number(r.id),
    description: r.description,
    date: r.date,
    amount: centsToReais(Number(r.amount)),
    type: r.type,
    status: r.status,
    categoriaId: r.category_id === null ? null : Number(r.category_id),
    categoria_name: r.category_name,
    categoria_icon: r.category_icon as Transaction['categoria_icon'],
    categoria_color: r.category_color as Transaction['categoria_color'],
    payeeId: r.payee_id === null ? null : Number(r.payee_id),
    payee_name: r.payee_name,
    contaId: Number(r.account_id),
    conta_name: r.account_name,
    currency: r.account_currency as CurrencyCode,
    foreign: presentForeign({
      amount: r.amount,
      foreignAmount: r.foreign_amount,
      foreignCurrency: r.foreign_currency,
      foreignEstimated: r.foreign_estimated,
    }),
    estimated: r.foreign_estimated,
    tags: r.tags.map((t) => ({ id: Number(t.id), name: t.name })),
    splits: r.splits.map((s) => ({
      id: Number(s.id),
      amount: centsToReais(Number(s.amount)),
      description: s.description,
      categoryId: s.category_id === null ? null : Number(s.category_id),
      categoria_name: s.category_name,
      payeeId: s.payee_id === null ? null : Number(s.payee_id),
      payee_name: s.payee_name,
    })),
    transfer_id: r.transfer_id,
    transfer_account_id: r.transfer_account_id === null ? null : Number(r.transfer_account_id),
    transfer_account_name: r.transfer_account_name,
    transfer_book_name: r.transfer_book_name,
    ...otherCurrencyOf(r),
    goal_id: r.goal_id === null ? null : Number(r.goal_id),
    bill_month: r.bill_month,
    installment_group: r.installment_group,
    installment_number: r.installment_number,
    installment_count: r.installment_count,
    origin: r.origin,
    bank_line: bankLineOf(r),
    comprovantes: r.attachments.map((a) => ({
      id: Number(a.id),
      nome: a.name,
      tipo: a.kind,
      thumbUrl: a.thumb_size > 0 ? thumbUrlOf(Number(a.id), a.key) : null,
    })),
    // To the millisecond, as the version check reads the row (a Date).
    updated_at: new Date(r.updated_at).toISOString(),
    created_by: r.created_by === null ? null : Number(r.created_by),
    paid_by: r.paid_by === null ? null : Number(r.paid_by),
    paid_by_name: r.paid_by_name,
    share_mode: r.share_mode,
    shares: r.shares.map((s) => ({
      userId: Number(s.user_id),
      name: s.name,
      amount: centsToReais(Number(s.amount)),
    })),
  }));
}

/**
 * A leg of a transfer between two currencies: the other leg's amount and currency, and the rate in reais per unit
 * of the other currency the two amounts imply (null when neither is in reais). Nulls for anything else.
 */
function otherCurrencyOf(
  r: TransactionListRow,
): Pick<Transaction, 'transfer_amount' | 'transfer_currency' | 'transfer_rate'> {
  if (
    r.transfer_amount === null ||
    r.transfer_currency === null ||
    r.transfer_currency === r.account_currency
  )
    return { transfer_amount: null, transfer_currency: null, transfer_rate: null };
  const own = Number(r.amount);
  const other = Number(r.transfer_amount);
  const rate =
    r.account_currency === HOME_CURRENCY
      ? impliedRate(own, other)
      : r.transfer_currency === HOME_CURRENCY
        ? impliedRate(other, own)
        : null;
  return {
    transfer_amount: centsToReais(other),
    transfer_currency: r.transfer_currency as CurrencyCode,
    transfer_rate: rate,
  };
}

/** The totals of a period's list (its first page): income and expenses in reais, and how many rows. */
export function presentTotals(totals: ListTotals): NonNullable<TransactionPage['totals']> {
  return {
    receitas: centsToReais(Number(totals.receitas)),
    despesas: centsToReais(Number(totals.despesas)),
    count: Number(totals.count),
  };
}

/**
 * The bank line the row shows (and 'Separar da linha do extrato' splits): the latest matched with it, the second
 * way in's when one came (a file's row that bank sync then brought), else the first's.
 */
function bankLineOf(r: TransactionListRow): Transaction['bank_line'] {
  if (r.second_line !== null) {
    const id = r.second_line.channel === 'sync' ? r.sync_id : r.external_id;
    return { date: r.second_line.date, text: r.second_line.text, external_id: id };
  }
  if (r.bank_date === null) return null;
  return { date: r.bank_date, text: r.bank_text, external_id: r.external_id ?? r.sync_id };
}
