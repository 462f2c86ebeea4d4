import { describe, expect, it } from 'vitest';
import { type Transaction, transactionUpdateBody } from '../../../../common/contract/transactions';
import {
  buildUpdateBody,
  editMovesMoney,
  editTransactionForm,
  editValuesOf,
  withPeopleOf,
} from './edit-transaction-form';

const tx: Transaction = {
  id: 41,
  description: 'Salário',
  date: '2026-03-05',
  amount: 5432.1,
  type: 'RECEITA',
  status: 'PENDING',
  categoriaId: 2,
  categoria_name: 'Salário',
  categoria_icon: 'briefcase',
  categoria_color: 'emerald',
  payeeId: 3,
  payee_name: 'Empresa X',
  contaId: 1,
  conta_name: 'Banco',
  currency: 'BRL',
  foreign: null,
  estimated: false,
  tags: [{ id: 5, name: 'Mensal' }],
  splits: [],
  transfer_id: null,
  transfer_account_id: null,
  transfer_account_name: null,
  transfer_book_name: null,
  transfer_amount: null,
  transfer_currency: null,
  transfer_rate: null,
  goal_id: null,
  bill_month: null,
  installment_group: null,
  installment_number: null,
  installment_count: null,
  origin: 'manual',
  bank_line: null,
  updated_at: '2026-11-20T12:00:00.000Z',
  created_by: null,
  paid_by: null,
  paid_by_name: null,
  share_mode: null,
  shares: [],
  comprovantes: [],
};

describe('edit transaction', () => {
  it('fills the form from the transaction', () => {
    expect(editValuesOf(tx)).toEqual({
      amount: '5.432,10',
      foreignAmount: '',
      type: 'receita',
      date: '2026-03-05',
      status: 'PENDING',
      description: 'Salário',
      accountId: '1',
      categoryId: '2',
      payeeName: 'Empresa X',
      tagNames: ['Mensal'],
      billMonth: '',
      splits: [],
    });
  });

  it('sends the PUT body of the edited values', () => {
    const body = buildUpdateBody(tx, { ...editValuesOf(tx), amount: '6.000,00', status: 'RECONCILED' });
    expect(body).toEqual({
      id: 41,
      date: '2026-03-05',
      description: 'Salário',
      type: 'RECEITA',
      amount: 6000,
      accountId: 1,
      categoryId: 2,
      payeeName: 'Empresa X',
      status: 'RECONCILED',
      tagNames: ['Mensal'],
      splits: [],
      updated_at: '2026-11-20T12:00:00.000Z',
    });
    expect(transactionUpdateBody.safeParse(body).success).toBe(true);
  });

  const groceries: Transaction = {
    ...tx,
    type: 'DESPESA',
    amount: 200,
    splits: [
      {
        id: 7,
        amount: 50,
        description: 'Remédios',
        categoryId: 4,
        categoria_name: 'Farmácia',
        payeeId: 9,
        payee_name: 'Drogasil',
      },
      {
        id: 8,
        amount: 1234.5,
        description: '',
        categoryId: null,
        categoria_name: null,
        payeeId: null,
        payee_name: null,
      },
    ],
  };

  it('shows the split parts, and sends them whole: changed, added, removed, with their payee kept', () => {
    const values = editValuesOf(groceries);
    expect(values.splits).toEqual([
      { amount: '50,00', categoryId: '4', description: 'Remédios', payeeId: '9' },
      { amount: '1.234,50', categoryId: '', description: '' },
    ]);
    const body = buildUpdateBody(groceries, {
      ...values,
      amount: '2.000,00',
      splits: [
        { ...values.splits[0]!, amount: '60,00' },
        { amount: '25,5', categoryId: '3', description: 'Lâmpadas' },
        // A row left without an amount is not a part.
        { amount: '', categoryId: '3', description: 'Vazia' },
      ],
    });
    expect(body.splits).toEqual([
      { amount: 60, categoryId: 4, description: 'Remédios', payeeId: 9 },
      { amount: 25.5, categoryId: 3, description: 'Lâmpadas' },
    ]);
    expect(transactionUpdateBody.safeParse(body).success).toBe(true);
    expect(buildUpdateBody(groceries, { ...values, splits: [] }).splits).toEqual([]);
  });

  it('refuses parts that pass the value (a negative value counts by its size)', () => {
    const issues = (amount: string) =>
      editTransactionForm
        .safeParse({ ...editValuesOf(groceries), amount })
        .error?.issues.map((i) => i.message);
    expect(issues('1.284,50')).toBeUndefined();
    expect(issues('-1.284,50')).toBeUndefined();
    expect(issues('1.000,00')).toEqual([
      'A soma das divisões (R$ 1.284,50) passa do valor da transação (R$ 1.000,00)',
    ]);
  });

  it('sends no parts for a transfer leg or an installment, which have none', () => {
    const leg: Transaction = { ...tx, transfer_id: 'abc' };
    expect(buildUpdateBody(leg, editValuesOf(leg))).not.toHaveProperty('splits');
    const installment: Transaction = { ...tx, installment_group: 'g', installment_number: 1 };
    expect(buildUpdateBody(installment, editValuesOf(installment))).not.toHaveProperty('splits');
  });

  it('turns a negative value into an expense of its absolute value', () => {
    const body = buildUpdateBody(tx, { ...editValuesOf(tx), amount: '-50,25', categoryId: '' });
    expect(body).toMatchObject({ type: 'DESPESA', amount: 50.25, categoryId: null });
  });

  it('keeps the direction and no category for a transfer leg', () => {
    const leg: Transaction = { ...tx, type: 'DESPESA', categoriaId: null, transfer_id: 'abc' };
    const body = buildUpdateBody(leg, {
      ...editValuesOf(leg),
      type: 'receita',
      categoryId: '2',
      amount: '10',
    });
    expect(body).toMatchObject({ type: 'DESPESA', categoryId: null, amount: 10 });
  });

  it('refuses an empty or zero value', () => {
    const issues = (amount: string) =>
      editTransactionForm.safeParse({ ...editValuesOf(tx), amount }).error?.issues.map((i) => i.message);
    expect(issues('')).toEqual(['Informe um valor']);
    expect(issues('0')).toEqual(['O valor deve ser diferente de zero']);
    expect(issues('-1,00')).toBeUndefined();
  });

  it("moves a card row to the bill chosen, back to its date's bill, and leaves an untouched bill out", () => {
    const purchase: Transaction = { ...tx, type: 'DESPESA', contaId: 9, bill_month: null };
    expect(buildUpdateBody(purchase, { ...editValuesOf(purchase), billMonth: '2026-04' })).toMatchObject({
      bill_month: '2026-04',
    });
    expect(buildUpdateBody(purchase, editValuesOf(purchase))).not.toHaveProperty('bill_month');

    // An installment after the first is pinned to its bill: kept unless changed, 'Automática' unpins it.
    const installment: Transaction = { ...purchase, bill_month: '2026-05', installment_number: 2 };
    expect(editValuesOf(installment).billMonth).toBe('2026-05');
    expect(buildUpdateBody(installment, editValuesOf(installment))).not.toHaveProperty('bill_month');
    const unpinned = buildUpdateBody(installment, { ...editValuesOf(installment), billMonth: '' });
    expect(unpinned.bill_month).toBeNull();
    expect(transactionUpdateBody.safeParse(unpinned).success).toBe(true);
  });

  it("never changes a transfer leg's bill (a bill payment keeps its own)", () => {
    const payment: Transaction = { ...tx, type: 'RECEITA', transfer_id: 'abc', bill_month: '2026-04' };
    expect(buildUpdateBody(payment, { ...editValuesOf(payment), billMonth: '' })).not.toHaveProperty(
      'bill_month',
    );
  });

  it('takes the division saved from the dialog, and its version only when nothing else of the row changed', () => {
    const expense: Transaction = { ...tx, type: 'DESPESA', amount: 100.01 };
    const people = {
      paid_by: 1,
      paid_by_name: 'Ana',
      share_mode: 'equal' as const,
      shares: [
        { userId: 1, name: 'Ana', amount: 50.01 },
        { userId: 2, name: 'Bia', amount: 50 },
      ],
    };
    const answer: Transaction = { ...expense, ...people, updated_at: '2026-11-20T12:05:00.000Z' };
    expect(withPeopleOf(expense, answer)).toEqual(answer);
    // Someone else renamed it meanwhile: the dialog's save must still be refused, not overwrite the new name.
    const renamed = { ...answer, description: 'Feira' };
    expect(withPeopleOf(expense, renamed)).toEqual({ ...expense, ...people });
    expect(buildUpdateBody(withPeopleOf(expense, answer), editValuesOf(expense)).updated_at).toBe(
      '2026-11-20T12:05:00.000Z',
    );
    // An answer of the people alone: the parts are shown, the version stays the one the dialog knows.
    expect(withPeopleOf(expense, { id: expense.id, created_by: 1, ...people })).toEqual({
      ...expense,
      ...people,
      created_by: 1,
    });
  });

  it('asks "Confirmar alterações?" only for an edit that moves money, not for a category or a description', () => {
    const asks = (values: Partial<ReturnType<typeof editValuesOf>>) =>
      editMovesMoney(tx, buildUpdateBody(tx, { ...editValuesOf(tx), ...values }));
    expect(asks({ categoryId: '9' })).toBe(false);
    expect(asks({ categoryId: '', description: 'Salário março', payeeName: 'Empresa Y', tagNames: [] })).toBe(
      false,
    );
    expect(asks({ status: 'CLEARED' })).toBe(false);
    expect(asks({})).toBe(false);
    expect(asks({ amount: '5.432,11' })).toBe(true);
    expect(asks({ date: '2026-03-06' })).toBe(true);
    expect(asks({ accountId: '2' })).toBe(true);
    expect(asks({ type: 'despesa' })).toBe(true);
  });
});

describe('the edit of a purchase in another currency', () => {
  const abroad: Transaction = {
    ...tx,
    type: 'DESPESA',
    amount: 581.23,
    foreign: { amount: 100, currency: 'USD', estimated: true, rate: '5.8123' },
  };

  it('keeps the amount there when unchanged, and the reais typed end the estimate on the server', () => {
    const values = editValuesOf(abroad);
    expect(values.foreignAmount).toBe('100,00');
    const body = buildUpdateBody(abroad, { ...values, amount: '587,40' });
    expect(body).not.toHaveProperty('foreign');
    expect(body.amount).toBe(587.4);
    expect(transactionUpdateBody.safeParse(body).success).toBe(true);
  });

  it('sends the amount there when changed, and removes it when blanked', () => {
    const values = editValuesOf(abroad);
    const changed = buildUpdateBody(abroad, { ...values, foreignAmount: '101,50' });
    expect(changed.foreign).toEqual({ amount: 101.5, currency: 'USD' });
    expect(editMovesMoney(abroad, changed)).toBe(true);
    expect(buildUpdateBody(abroad, { ...values, foreignAmount: '' }).foreign).toBeNull();
    expect(buildUpdateBody(tx, editValuesOf(tx))).not.toHaveProperty('foreign');
  });
});
