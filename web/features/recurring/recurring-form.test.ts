import { describe, expect, it } from 'vitest';
import {
  EXISTING_PAYEE_MESSAGE,
  type RecurringValues,
  recurringDefaults,
  recurringForm,
  toCreateBody,
} from './recurring-form';
import { draftError, toUpdateBody } from './row-edit';

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
    expect(toCreateBody(filled({ payee_name: '  Imobiliária Sol ', description: ' Aluguel ' }))).toEqual({
      account_id: 3,
      type: 'DESPESA',
      amount: 1500,
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
    );
    expect(existing).toMatchObject({ payee_id: 9, category_id: 4 });
    expect(existing).not.toHaveProperty('payee_name');
    // A blank description is left to the server's default, 'Gasto Fixo'.
    expect(toCreateBody(filled()).description).toBeUndefined();
  });
});

describe('the row edit', () => {
  it('checks the date and the notice days before saving', () => {
    expect(draftError({ mode: 'manual', next_run: '2026-11-31', notify_days: '3' })).toBe(
      'Informe uma data de vencimento válida',
    );
    expect(draftError({ mode: 'manual', next_run: '2026-11-30', notify_days: '-2' })).toBe(
      'Os dias de aviso devem ser um número de 0 a 60',
    );
    expect(draftError({ mode: 'automatic', next_run: '2026-11-30', notify_days: '0' })).toBeNull();
  });

  it('sends mode, next_run and notify_days', () => {
    expect(toUpdateBody(5, { mode: 'automatic', next_run: '2026-12-01', notify_days: '7' })).toEqual({
      id: 5,
      mode: 'automatic',
      next_run: '2026-12-01',
      notify_days: 7,
    });
  });
});
