import { describe, expect, it } from 'vitest';
import { DEBT_MESSAGES, type DebtResponse } from '../../../common/contract/debts';
import { DATE_MISSING_MESSAGE } from '../../../common/contract/shared';
import {
  type DebtFormValues,
  debtFormSchema,
  debtValues,
  dueByToday,
  firstDueAfterContract,
  newDebtValues,
  paidBeforeHint,
  USUAL_TERMS,
} from './debt-form';

const today = '2026-11-26';
const filled = (overrides: Partial<DebtFormValues> = {}): DebtFormValues => ({
  ...newDebtValues(),
  name: 'Apartamento',
  principal: '350.000,00',
  rate: '11,5',
  installments: '360',
  contractDate: today,
  firstDueDate: '2026-12-26',
  ...overrides,
});
const messages = (values: DebtFormValues) => {
  const result = debtFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Nova dívida form', () => {
  it('starts as a housing loan by SAC, its rate a year, its dates blank and asked for', () => {
    expect(newDebtValues()).toMatchObject({
      kind: 'financiamento_imovel',
      system: 'SAC',
      ratePeriod: 'ano',
      contractDate: '',
      firstDueDate: '',
    });
    expect(USUAL_TERMS.consignado).toMatchObject({ system: 'PRICE', ratePeriod: 'mes' });
    // Left blank, the contract date is missing: a default of today made an old loan start now.
    expect(messages(filled({ contractDate: '' }))).toEqual({ contractDate: DATE_MISSING_MESSAGE });
  });

  it('fills the first due date a month after the contract date, never over one typed', () => {
    expect(firstDueAfterContract('2021-03-10', '', null)).toBe('2021-04-10');
    // The contract date corrected: the date filled in follows it.
    expect(firstDueAfterContract('2021-05-10', '2021-04-10', '2021-04-10')).toBe('2021-06-10');
    // Typed by the person: kept.
    expect(firstDueAfterContract('2021-05-10', '2021-07-15', '2021-06-10')).toBeNull();
    // An editing form's own dates stay as the debt has them.
    expect(firstDueAfterContract('2021-03-10', '2021-05-05', null)).toBeNull();
    // Half typed: nothing yet.
    expect(firstDueAfterContract('10/03', '', null)).toBeNull();
    // 31/01 + a month is the month's last day.
    expect(firstDueAfterContract('2026-01-31', '', null)).toBe('2026-02-28');
  });

  it("tells under 'Parcelas já pagas' how many fell due by today by the dates", () => {
    expect(dueByToday('2025-12-26', '360', today)).toBe(12);
    // A due date of today has fallen due.
    expect(dueByToday('2026-11-26', '360', today)).toBe(1);
    expect(dueByToday('2026-11-27', '360', today)).toBe(0);
    // Never more than the count.
    expect(dueByToday('2020-01-10', '24', today)).toBe(24);
    expect(dueByToday('', '360', today)).toBeNull();
    expect(dueByToday('2025-12-26', '', today)).toBeNull();
    expect(paidBeforeHint(12)).toBe(
      '12 parcelas venceram até hoje. As pagas antes de cadastrar contam como pagas, sem lançar despesas',
    );
    expect(paidBeforeHint(1)).toMatch(/^1 parcela venceu até hoje\. /);
    expect(paidBeforeHint(0)).toBe('As pagas antes de cadastrar contam como pagas, sem lançar despesas');
    expect(paidBeforeHint(null)).toBe(paidBeforeHint(0));
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
      // "Conta de pagamento" left at "Nenhuma": none, so the debt stays out of the forecast.
      paymentAccountId: null,
    });
    expect(debtFormSchema.parse(filled({ paidBefore: ' 10 ' })).paidBefore).toBe(10);
    expect(debtFormSchema.parse(filled({ paymentAccountId: '7' })).paymentAccountId).toBe(7);
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
      paymentAccountId: 4,
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
      paymentAccountId: '4',
    });
    // Saved unchanged, it sends the same contract back.
    expect(debtFormSchema.parse(values)).toMatchObject({
      principal: 45000.5,
      rate: 1.99,
      installments: 48,
      paidBefore: 10,
      paymentAccountId: 4,
    });
  });
});
