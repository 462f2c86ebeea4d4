import { describe, expect, it } from 'vitest';
import { DEBT_MESSAGES, type DebtResponse } from '../../../common/contract/debts';
import { DATE_MISSING_MESSAGE } from '../../../common/contract/shared';
import { type DebtFormValues, debtFormSchema, debtValues, newDebtValues, USUAL_TERMS } from './debt-form';

const today = '2026-11-26';
const filled = (overrides: Partial<DebtFormValues> = {}): DebtFormValues => ({
  ...newDebtValues(today),
  name: 'Apartamento',
  principal: '350.000,00',
  rate: '11,5',
  installments: '360',
  ...overrides,
});
const messages = (values: DebtFormValues) => {
  const result = debtFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Nova dívida form', () => {
  it('starts as a housing loan by SAC, its rate a year, contracted today and first due a month later', () => {
    expect(newDebtValues(today)).toMatchObject({
      kind: 'financiamento_imovel',
      system: 'SAC',
      ratePeriod: 'ano',
      contractDate: '2026-11-26',
      firstDueDate: '2026-12-26',
    });
    expect(USUAL_TERMS.consignado).toMatchObject({ system: 'PRICE', ratePeriod: 'mes' });
  });

  it('sends the body the contract reads: money in reais, the rate with its comma, the count, no lender as null', () => {
    const result = debtFormSchema.safeParse(filled({ rate: '11,5 %' }));
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: 'Apartamento',
      kind: 'financiamento_imovel',
      lender: null,
      principal: 350000,
      rate: 11.5,
      ratePeriod: 'ano',
      installments: 360,
      system: 'SAC',
      contractDate: '2026-11-26',
      firstDueDate: '2026-12-26',
      // "Parcelas já pagas" left blank: none.
      paidBefore: 0,
    });
    expect(debtFormSchema.parse(filled({ paidBefore: ' 10 ' })).paidBefore).toBe(10);
    expect(messages(filled({ installments: '12', paidBefore: '13' }))).toEqual({
      paidBefore: DEBT_MESSAGES.paidBeforeAboveCount,
    });
  });

  it("shows the server's own messages at their fields, all in one press", () => {
    expect(
      messages(filled({ name: ' ', principal: '', rate: '', installments: '0', firstDueDate: '' })),
    ).toEqual({
      name: DEBT_MESSAGES.name,
      principal: 'Informe um valor',
      rate: DEBT_MESSAGES.rateMissing,
      installments: DEBT_MESSAGES.installments,
      firstDueDate: DATE_MISSING_MESSAGE,
    });
    // The rules across fields come out beside a field that does not read yet.
    expect(messages(filled({ name: '', rate: '101', ratePeriod: 'mes', firstDueDate: today }))).toEqual({
      name: DEBT_MESSAGES.name,
      rate: DEBT_MESSAGES.rateRange('mes'),
      firstDueDate: DEBT_MESSAGES.firstDueBefore,
    });
    expect(messages(filled({ rate: '1,23456' }))).toEqual({ rate: DEBT_MESSAGES.rateDecimals });
    expect(messages(filled({ principal: '20.000.000.000,00' }))).toEqual({
      principal: DEBT_MESSAGES.principalTooLarge,
    });
  });
});

describe('Editar dívida', () => {
  it('starts from the contract as it was typed', () => {
    const debt = {
      name: 'Carro',
      kind: 'financiamento_veiculo',
      lender: null,
      principal: 45000.5,
      rate: 1.99,
      ratePeriod: 'mes',
      installments: 48,
      system: 'PRICE',
      contractDate: '2026-01-10',
      firstDueDate: '2026-02-10',
      paidBefore: 10,
    } as DebtResponse;
    const values = debtValues(debt);
    expect(values).toEqual({
      name: 'Carro',
      kind: 'financiamento_veiculo',
      lender: '',
      principal: '45.000,50',
      rate: '1,99',
      ratePeriod: 'mes',
      installments: '48',
      system: 'PRICE',
      contractDate: '2026-01-10',
      firstDueDate: '2026-02-10',
      paidBefore: '10',
    });
    // Saved unchanged, it sends the same contract back.
    expect(debtFormSchema.parse(values)).toMatchObject({
      principal: 45000.5,
      rate: 1.99,
      installments: 48,
      paidBefore: 10,
    });
  });
});
