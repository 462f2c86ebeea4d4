import { describe, expect, it } from 'vitest';
import { goalFormSchema, newGoalValues, toGoalBody } from './goal-form';

const today = '2026-05-10';
const messages = (values: Partial<typeof newGoalValues>, keptDate: string | null = null) => {
  const result = goalFormSchema(today, keptDate).safeParse({ ...newGoalValues, ...values });
  return result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
};

describe('goal form', () => {
  it('asks for a name and a target amount greater than zero, in the server words', () => {
    expect(messages({})).toEqual([
      ['name', 'Informe um nome e um valor de alvo válido'],
      ['target_amount', 'Informe um nome e um valor de alvo válido'],
    ]);
    expect(messages({ name: '  ', target_amount: '0,00' })).toHaveLength(2);
    expect(messages({ name: 'Viagem', target_amount: '5.000,00' })).toEqual([]);
  });

  it('refuses a past target date, unless an edit keeps the date the goal already had', () => {
    const ok = { name: 'Viagem', target_amount: '5.000,00' };
    expect(messages({ ...ok, target_date: '2026-05-09' })).toEqual([
      ['target_date', 'A data limite não pode estar no passado'],
    ]);
    expect(messages({ ...ok, target_date: today })).toEqual([]);
    expect(messages({ ...ok, target_date: '2026-05-09' }, '2026-05-09')).toEqual([]);
  });

  it('takes a recurring day from 1 to 31', () => {
    const ok = { name: 'Viagem', target_amount: '5.000,00' };
    for (const day of ['0', '32', '1.5', 'x']) {
      expect(messages({ ...ok, recurring_day: day })).toEqual([
        ['recurring_day', 'O dia recorrente deve ser entre 1 e 31'],
      ]);
    }
    expect(messages({ ...ok, recurring_day: '31' })).toEqual([]);
  });

  it('sends reais, nulls for what was left blank, and the defaults', () => {
    expect(
      toGoalBody({ ...newGoalValues, name: ' Viagem ', target_amount: '5.000,50', initial_amount: '' }),
    ).toEqual({
      name: 'Viagem',
      type: 'poupanca',
      target_amount: 5000.5,
      initial_amount: 0,
      strategy: 'linear',
      account_id: null,
      category_id: null,
      target_date: null,
      planned_monthly_amount: null,
      recurring_day: null,
      priority: 'media',
    });
    expect(
      toGoalBody({
        ...newGoalValues,
        name: 'Carro',
        target_amount: '20000',
        initial_amount: '1.000,00',
        account_id: '3',
        category_id: '9',
        target_date: '2027-01-31',
        planned_monthly_amount: '500',
        recurring_day: '5',
        priority: 'alta',
        type: 'quitar_divida',
        strategy: 'por_alocacao',
      }),
    ).toMatchObject({
      target_amount: 20000,
      initial_amount: 1000,
      account_id: 3,
      category_id: 9,
      target_date: '2027-01-31',
      planned_monthly_amount: 500,
      recurring_day: 5,
    });
  });
});
