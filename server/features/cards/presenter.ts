import type { BillDetail, BillSummary } from '../../../common/contract/cards';
import { centsToReais } from '../../../common/money';
import { presentForeign } from '../shared/foreign-amount';
import type { BillFigures } from './bill-figures';
import type { BillItemRow, BillPaymentRow } from './repository';

export function presentBill(bill: BillFigures): BillSummary {
  return {
    month: bill.month,
    closing_date: bill.dates.closing_date,
    due_date: bill.dates.due_date,
    status: bill.status,
    total: centsToReais(bill.totalCents),
    paid: centsToReais(bill.paidCents),
  };
}

export function presentBillDetail(
  bill: BillFigures,
  items: BillItemRow[],
  payments: BillPaymentRow[],
): BillDetail {
  return {
    ...presentBill(bill),
    previous_balance: centsToReais(bill.previousBalanceCents),
    paid_before_grana: centsToReais(bill.paidBeforeGranaCents),
    remaining: centsToReais(bill.remainingCents),
    items: items.map((i) => ({
      id: i.id,
      date: i.date,
      description: i.description,
      amount: centsToReais(i.amount),
      type: i.type,
      category_id: i.categoryId,
      category_name: i.categoryName,
      payee_name: i.payeeName,
      installment_number: i.installmentNumber,
      installment_count: i.installmentCount,
      installment_group: i.installmentGroup,
      foreign: presentForeign(i),
      estimated: i.foreignEstimated,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: centsToReais(p.amount),
      from_account_id: p.fromAccountId,
    })),
  };
}
