import { describe, expect, it } from 'vitest';
import { FOREIGN_MESSAGES } from '../../../../common/contract/foreign-money';
import { transactionCreateBody } from '../../../../common/contract/transactions';
import { FOREIGN_CURRENCIES } from '../../../../common/currencies';
import { FOREIGN_CHOICES, foreignErrorField, iofHint } from './foreign-purchase';
import {
  buildNewTransactionRequest,
  type NewTransactionValues,
  newTransactionDefaults,
  newTransactionForm,
} from './new-transaction-form';

const abroad = (change: Partial<NewTransactionValues> = {}): NewTransactionValues => ({
  ...newTransactionDefaults('2026-11-14'),
  accountId: '7',
  foreign: true,
  foreignAmount: '100,00',
  ...change,
});

const messages = (values: NewTransactionValues) => {
  const result = newTransactionForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a purchase in another currency', () => {
  it('offers every foreign currency once, the dollar first', () => {
    expect(FOREIGN_CHOICES[0]).toBe('USD');
    expect([...FOREIGN_CHOICES].sort()).toEqual([...FOREIGN_CURRENCIES].sort());
    expect(FOREIGN_CHOICES).not.toContain('BRL');
  });

  it("says the IOF of the chosen day's rate", () => {
    expect(iofHint('2026-11-14')).toBe('Em branco: o IOF do dia (3,5%)');
    expect(iofHint('2025-01-10')).toBe('Em branco: o IOF do dia (3,38%)');
    expect(iofHint('2010-01-01')).toBe('Em branco: sem IOF');
  });

  it('leaves the reais and the IOF out when blank: the server estimates them', () => {
    const request = buildNewTransactionRequest(abroad());
    expect(request.body).toEqual({
      description: '',
      date: '2026-11-14',
      type: 'DESPESA',
      accountId: 7,
      foreign: { amount: 100, currency: 'USD' },
    });
    expect(transactionCreateBody.safeParse(request.body).success).toBe(true);
  });

  it('sends the reais and the IOF typed, never installments; an income carries no IOF', () => {
    const expense = buildNewTransactionRequest(
      abroad({ amount: '581,23', iof: '20,34', foreignCurrency: 'EUR', installments: '3' }),
    );
    expect(expense.body).toMatchObject({
      amount: 581.23,
      foreign: { amount: 100, currency: 'EUR', iof: 20.34 },
    });
    expect(expense.body).not.toHaveProperty('installments');
    expect(buildNewTransactionRequest(abroad({ iof: '0' })).body).toMatchObject({ foreign: { iof: 0 } });
    const income = buildNewTransactionRequest(abroad({ kind: 'receita', iof: '5,00' }));
    expect(income.body).toMatchObject({ foreign: { amount: 100, currency: 'USD' } });
    expect((income.body as { foreign: object }).foreign).not.toHaveProperty('iof');
  });

  it('asks for the amount in the other currency, and for the reais once the toggle is off', () => {
    expect(messages(abroad({ foreignAmount: '' }))).toEqual({ foreignAmount: FOREIGN_MESSAGES.amount });
    expect(messages(abroad({ foreign: false }))).toEqual({ amount: 'Informe um valor' });
    expect(buildNewTransactionRequest(abroad({ foreign: false, amount: '10' })).body).not.toHaveProperty(
      'foreign',
    );
  });

  it("puts the server's refusals by the field they concern", () => {
    expect(foreignErrorField(FOREIGN_MESSAGES.noRate('USD', '14/11/2026'))).toBe('amount');
    expect(foreignErrorField(FOREIGN_MESSAGES.amount)).toBe('foreignAmount');
    expect(foreignErrorField(FOREIGN_MESSAGES.notForeign)).toBe('foreignCurrency');
    expect(foreignErrorField(FOREIGN_MESSAGES.iofOnlyOnPurchase)).toBe('iof');
    expect(foreignErrorField('Conta não encontrada')).toBeNull();
  });
});
