import { describe, expect, it } from 'vitest';
import {
  BILL_DUE_MISSING_MESSAGE,
  FIRST_DUE_PAST_MESSAGE,
  MAX_AMOUNT_BELOW_MESSAGE,
  MAX_AMOUNT_MISSING_MESSAGE,
  recurringCreateBody,
  VARIABLE_AMOUNT_HINT,
} from '../../../common/contract/recurring';
import { recurringItem } from '../../test/recurring-items';
import { nextDueFrom } from './due-dates';
import {
  EXISTING_PAYEE_MESSAGE,
  firstDueIssues,
  passedThisMonth,
  type RecurringValues,
  recurringDefaults,
  recurringForm,
  toCreateBody,
} from './recurring-form';
import { draftError, draftOf, type RowDraft, toUpdateBody } from './row-edit';

// Day 31 is the 30th in November: still to come on the 24th, so the form asks nothing.
const TODAY = '2026-11-24';

const filled = (overrides: Partial<RecurringValues> = {}): RecurringValues => ({
  ...recurringDefaults(),
  account_id: '3',
  amount: '1.500,00',
  due_day: '31',
  ...overrides,
});

function messages(values: RecurringValues): Record<string, string> {
  const result = recurringForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the fixed-expense form', () => {
  it('starts with 3 notice days, manual mode and a typed payee', () => {
    expect(recurringDefaults()).toMatchObject({
      notify_days: '3',
      mode: 'manual',
      use_existing_payee: false,
    });
  });

  it('asks for the account, the amount and the due day', () => {
    expect(messages(recurringDefaults())).toEqual({
      account_id: 'Selecione uma conta',
      amount: 'Informe um valor',
      due_day: 'Informe o dia de vencimento',
    });
  });

  it('keeps the due day between 1 and 31 and the notice days at 0 or more', () => {
    expect(messages(filled({ due_day: '32' }))).toEqual({
      due_day: 'O dia de vencimento deve ser entre 1 e 31',
    });
    expect(messages(filled({ due_day: '0' }))).toEqual({
      due_day: 'O dia de vencimento deve ser entre 1 e 31',
    });
    expect(messages(filled({ notify_days: '-1' }))).toEqual({
      notify_days: 'Os dias de aviso não podem ser negativos',
    });
    expect(messages(filled({ notify_days: '0' }))).toEqual({});
  });

  it('requires a chosen payee when "Usar favorecido existente" is checked', () => {
    expect(messages(filled({ use_existing_payee: true }))).toEqual({ payee_id: EXISTING_PAYEE_MESSAGE });
    expect(EXISTING_PAYEE_MESSAGE).toBe('Selecione um favorecido existente válido.');
    expect(messages(filled({ use_existing_payee: true, payee_id: '9' }))).toEqual({});
  });

  it('sends a typed payee as payee_name and the chosen one as payee_id', () => {
    expect(
      toCreateBody(filled({ payee_name: '  Imobiliária Sol ', description: ' Aluguel ' }), TODAY),
    ).toEqual({
      account_id: 3,
      type: 'DESPESA',
      amount: 1500,
      variable_amount: false,
      description: 'Aluguel',
      category_id: null,
      payee_name: 'Imobiliária Sol',
      interval_unit: 'month',
      interval_count: 1,
      due_day: 31,
      mode: 'manual',
      notify_days: 3,
    });
    const existing = toCreateBody(
      filled({ use_existing_payee: true, payee_id: '9', payee_name: 'ignored', category_id: '4' }),
      TODAY,
    );
    expect(existing).toMatchObject({ payee_id: 9, category_id: 4 });
    expect(existing).not.toHaveProperty('payee_name');
    // A blank description is left to the server's default, 'Gasto Fixo'.
    expect(toCreateBody(filled(), TODAY).description).toBeUndefined();
  });

  it("sends 'Valor variável' ticked, and says the tolerance the statement's lines are matched within", () => {
    expect(recurringDefaults().variable_amount).toBe(false);
    expect(toCreateBody(filled({ variable_amount: true, description: 'Luz' }), TODAY)).toMatchObject({
      description: 'Luz',
      variable_amount: true,
    });
    expect(VARIABLE_AMOUNT_HINT).toBe(
      'O valor muda todo mês (luz, água): uma linha do extrato que cite a conta ou o favorecido, até 30% acima ou abaixo, paga o vencimento.',
    );
  });
});

describe('the kind of item', () => {
  it('a conta a pagar asks its one due date, not a due day, and goes as an expense due that day', () => {
    const conta = filled({ kind: 'conta', due_day: '', type: 'RECEITA' });
    expect(messages(conta)).toEqual({ due_date: BILL_DUE_MISSING_MESSAGE });
    const dated = { ...conta, due_date: '2026-12-10' };
    expect(messages(dated)).toEqual({});
    const body = toCreateBody(dated, TODAY);
    expect(body).toMatchObject({ kind: 'conta', type: 'DESPESA', amount: 1500, next_run: '2026-12-10' });
    expect(body).not.toHaveProperty('due_day');
    expect(recurringCreateBody.safeParse(body).success).toBe(true);
  });

  it('a conta a pagar already late is kept owed, with no question about this month', () => {
    const late = filled({ kind: 'conta', due_day: '', due_date: '2026-11-02' });
    expect(passedThisMonth(late, TODAY)).toBeNull();
    expect(firstDueIssues(late, TODAY)).toEqual({});
    expect(toCreateBody(late, TODAY)).toMatchObject({ next_run: '2026-11-02' });
  });

  it('a Pix Automático asks the authorised maximum, not below the amount, and sends it', () => {
    expect(messages(filled({ kind: 'pix_automatico' }))).toEqual({ max_amount: MAX_AMOUNT_MISSING_MESSAGE });
    expect(messages(filled({ kind: 'pix_automatico', max_amount: '1.000,00' }))).toEqual({
      max_amount: MAX_AMOUNT_BELOW_MESSAGE,
    });
    const pix = filled({ kind: 'pix_automatico', max_amount: '1.800,00' });
    expect(messages(pix)).toEqual({});
    const body = toCreateBody(pix, TODAY);
    expect(body).toMatchObject({ kind: 'pix_automatico', type: 'DESPESA', max_amount: 1800, due_day: 31 });
    expect(recurringCreateBody.safeParse(body).success).toBe(true);
  });

  it('a fixed item sends neither a kind nor a maximum (the server takes fixo)', () => {
    const body = toCreateBody(filled({ max_amount: '9,00' }), TODAY);
    expect(body).not.toHaveProperty('kind');
    expect(body).not.toHaveProperty('max_amount');
    expect(messages(filled({ due_day: '' }))).toEqual({ due_day: 'Informe o dia de vencimento' });
  });
});

describe('the first due date', () => {
  it('asks "Já pago este mês?" only when this month’s due date has passed, and sends the answer', () => {
    const rent = filled({ due_day: '10', first_due: '2026-12-10' });
    expect(passedThisMonth(rent, TODAY)).toBe('2026-11-10');
    expect(passedThisMonth(filled({ due_day: '24' }), TODAY)).toBeNull();
    expect(firstDueIssues(rent, TODAY)).toEqual({ paid_this_month: 'Diga se já pagou este mês' });
    expect(firstDueIssues({ ...rent, type: 'RECEITA' }, TODAY)).toEqual({
      paid_this_month: 'Diga se já recebeu este mês',
    });
    expect(toCreateBody({ ...rent, paid_this_month: 'yes' }, TODAY)).toMatchObject({
      next_run: '2026-12-10',
      paid_this_month: true,
    });
    const unpaid = toCreateBody({ ...rent, paid_this_month: 'no' }, TODAY);
    expect(unpaid).toMatchObject({ paid_this_month: false });
    expect(unpaid).not.toHaveProperty('next_run');
  });

  it('refuses a first due date before today, in the words of an expense or an income', () => {
    expect(firstDueIssues(filled({ first_due: '2026-11-23' }), TODAY)).toEqual({
      first_due: 'O primeiro vencimento não pode ser antes de hoje: informe o próximo.',
    });
    // An income received this month, with a past first date: its words, not an expense's ('pago', 'vencimento').
    const salary = filled({ type: 'RECEITA', due_day: '5', first_due: '2026-11-05', paid_this_month: 'yes' });
    expect(firstDueIssues(salary, TODAY)).toEqual({ first_due: FIRST_DUE_PAST_MESSAGE.RECEITA });
    expect(FIRST_DUE_PAST_MESSAGE.RECEITA).toBe(
      'O primeiro recebimento não pode ser antes de hoje: informe o próximo.',
    );
    expect(firstDueIssues(filled({ first_due: TODAY }), TODAY)).toEqual({});
  });

  it('defaults to the next due date from today, never a past one', () => {
    expect(nextDueFrom('day', 10, TODAY)).toBe('2026-12-10');
    expect(nextDueFrom('day', 24, TODAY)).toBe(TODAY);
    expect(nextDueFrom('day', 31, TODAY)).toBe('2026-11-30');
    // The 5th business day of December 2026 is Monday the 7th.
    expect(nextDueFrom('business', 5, TODAY)).toBe('2026-12-07');
    expect(nextDueFrom('day', 0, TODAY)).toBeNull();
  });
});

describe('the row edit', () => {
  const draft = (overrides: Partial<RowDraft> = {}): RowDraft => ({
    ...draftOf(recurringItem({ amount: 1250.5, payee_id: 4, payee_name: 'Imobiliária Sol' })),
    ...overrides,
  });

  it('starts from the item as it is', () => {
    expect(draft()).toEqual({
      amount: '1.250,50',
      variable_amount: false,
      description: 'Aluguel',
      account_id: '10',
      category_id: '20',
      payee_name: 'Imobiliária Sol',
      mode: 'manual',
      next_run: '2026-11-10',
      notify_days: '3',
    });
  });

  it("checks every field before saving, in the contract's words", () => {
    expect(draftError(draft({ next_run: '2026-11-31' }))).toBe('Informe uma data de vencimento válida');
    expect(draftError(draft({ notify_days: '-2' }))).toBe('Os dias de aviso devem ser um número de 0 a 60');
    expect(draftError(draft({ amount: '' }))).toBe('Informe um valor');
    expect(draftError(draft({ amount: '0,00' }))).toBe('O valor deve ser maior que zero');
    expect(draftError(draft({ account_id: '' }))).toBe('Selecione uma conta');
    expect(draftError(draft({ description: 'x'.repeat(201) }))).toBe(
      'A descrição deve ter no máximo 200 caracteres',
    );
    expect(draftError(draft({ mode: 'automatic', notify_days: '0' }))).toBeNull();
  });

  it('sends every field; the payee by name, or none when blank', () => {
    expect(
      toUpdateBody(5, draft({ amount: '1.390,00', category_id: '', mode: 'automatic', notify_days: '7' })),
    ).toEqual({
      id: 5,
      amount: 1390,
      variable_amount: false,
      description: 'Aluguel',
      account_id: 10,
      category_id: null,
      payee_name: 'Imobiliária Sol',
      mode: 'automatic',
      next_run: '2026-11-10',
      notify_days: 7,
    });
    expect(toUpdateBody(5, draft({ payee_name: '  ' }))).toMatchObject({ payee_id: null });
    expect(toUpdateBody(5, draft({ payee_name: '  ' }))).not.toHaveProperty('payee_name');
    // 'Valor variável' ticked in the edit of an item that was not.
    expect(toUpdateBody(5, draft({ variable_amount: true }))).toMatchObject({ variable_amount: true });
    expect(draftOf(recurringItem({ variable_amount: true })).variable_amount).toBe(true);
  });
});
