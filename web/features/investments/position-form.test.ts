import { describe, expect, it } from 'vitest';
import { INVESTMENT_MESSAGES } from '../../../common/contract/investments';
import {
  indexingsFor,
  newPositionValues,
  type PositionFormValues,
  positionFormSchema,
  readRate,
  USUAL_INDEXING,
} from './position-form';

const today = '2026-11-26';
const filled = (overrides: Partial<PositionFormValues> = {}): PositionFormValues => ({
  ...newPositionValues(today, '7'),
  name: 'CDB Banco X',
  rate: '110',
  amount: '1.000,00',
  date: '2026-01-15',
  ...overrides,
});
const messages = (values: PositionFormValues) => {
  const result = positionFormSchema(today).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the rate as typed', () => {
  it('reads a whole number, a comma or a dot before the decimals, and a trailing %', () => {
    expect(readRate('110')).toBe(110);
    expect(readRate('6,5')).toBe(6.5);
    expect(readRate(' 6.5 ')).toBe(6.5);
    expect(readRate('12%')).toBe(12);
    expect(readRate('12,25 %')).toBe(12.25);
    expect(readRate('0')).toBe(0);
  });

  it('blank is no rate; anything else is not a number', () => {
    expect(readRate('')).toBeNull();
    expect(readRate('   ')).toBeNull();
    expect(readRate('abc')).toBeNaN();
    expect(readRate('1.000,5')).toBeNaN();
    expect(readRate('-2')).toBeNaN();
    expect(readRate('6,5,1')).toBeNaN();
  });
});

describe('the Nova aplicação form', () => {
  it('sends the body the contract reads: ids, the rate with its comma, the money in reais', () => {
    const result = positionFormSchema(today).safeParse(
      filled({ sourceAccountId: '3', indexing: 'ipca', rate: '6,5', maturityDate: '2028-01-15' }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      accountId: 7,
      sourceAccountId: 3,
      name: 'CDB Banco X',
      product: 'cdb',
      indexing: 'ipca',
      rate: 6.5,
      amount: 1000,
      date: '2026-01-15',
      maturityDate: '2028-01-15',
    });
  });

  it('without Sai de, no source account; without a maturity, none', () => {
    const result = positionFormSchema(today).safeParse(filled());
    expect(result.data).toMatchObject({ sourceAccountId: null, maturityDate: null });
  });

  it("shows the server's own messages", () => {
    expect(messages(filled({ accountId: '', name: ' ', amount: '' }))).toEqual({
      accountId: 'Selecione a conta de investimentos',
      name: INVESTMENT_MESSAGES.name,
      amount: 'Informe um valor',
    });
    expect(messages(filled({ rate: '' }))).toEqual({ rate: INVESTMENT_MESSAGES.rateMissing });
    expect(messages(filled({ rate: '400' }))).toEqual({ rate: INVESTMENT_MESSAGES.rateRange('cdi') });
    expect(messages(filled({ indexing: 'prefixado', rate: '6,12345' }))).toEqual({
      rate: INVESTMENT_MESSAGES.rateDecimals,
    });
    expect(messages(filled({ maturityDate: '2026-01-15' }))).toEqual({
      maturityDate: INVESTMENT_MESSAGES.maturityBefore,
    });
    expect(messages(filled({ date: '2026-11-27' }))).toEqual({ date: INVESTMENT_MESSAGES.future });
  });

  it("one press shows the rate's and the maturity's messages beside the missing fields'", () => {
    expect(messages(filled({ accountId: '', name: '', rate: '', amount: '' }))).toEqual({
      accountId: 'Selecione a conta de investimentos',
      name: INVESTMENT_MESSAGES.name,
      amount: 'Informe um valor',
      rate: INVESTMENT_MESSAGES.rateMissing,
    });
    expect(messages(filled({ name: '', maturityDate: '2026-01-01' }))).toEqual({
      name: INVESTMENT_MESSAGES.name,
      maturityDate: INVESTMENT_MESSAGES.maturityBefore,
    });
    expect(messages(filled({ name: '', rate: '0' }))).toEqual({
      name: INVESTMENT_MESSAGES.name,
      rate: INVESTMENT_MESSAGES.rateRange('cdi'),
    });
    expect(messages(filled({ name: '', date: '2026-12-01' }))).toEqual({
      name: INVESTMENT_MESSAGES.name,
      date: INVESTMENT_MESSAGES.future,
    });
  });

  it('the poupança has no rate: whatever the hidden field holds is not sent', () => {
    const result = positionFormSchema(today).safeParse(
      filled({ product: 'poupanca', indexing: 'poupanca', rate: 'abc' }),
    );
    expect(result.success).toBe(true);
    expect(result.data?.rate).toBeNull();
  });

  it('the poupança rule is only for the poupança, and the poupança only has it', () => {
    expect(indexingsFor('poupanca')).toEqual(['poupanca']);
    expect(indexingsFor('cdb')).not.toContain('poupanca');
    expect(USUAL_INDEXING.poupanca).toBe('poupanca');
    expect(USUAL_INDEXING.tesouro_prefixado).toBe('prefixado');
    expect(messages(filled({ product: 'cdb', indexing: 'poupanca' }))).toEqual({
      indexing: INVESTMENT_MESSAGES.poupancaProduct,
    });
  });
});
