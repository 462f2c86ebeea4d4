import { describe, expect, it } from 'vitest';
import { accountForm, newAccountValues, toAccountBody } from './account-form';

const card = {
  ...newAccountValues,
  name: 'Nubank',
  type: 'credit_card' as const,
  closing_day: '28',
  due_day: '5',
  credit_limit: '3.500,50',
  payment_account_id: '7',
};

const messages = (values: typeof newAccountValues) =>
  Object.fromEntries(
    (accountForm.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the account form', () => {
  it("sends a card's terms as numbers and reais", () => {
    expect(toAccountBody(card)).toEqual({
      name: 'Nubank',
      type: 'credit_card',
      opening_balance: 0,
      currency: 'BRL',
      closing_day: 28,
      due_day: 5,
      credit_limit: 3500.5,
      payment_account_id: 7,
    });
  });

  it("drops a card's terms left in the form when the type is not a card", () => {
    expect(toAccountBody({ ...card, type: 'checking' })).toMatchObject({
      type: 'checking',
      closing_day: null,
      due_day: null,
      credit_limit: null,
      payment_account_id: null,
    });
  });

  it('sends the chosen currency, and reais for a card whatever was chosen before', () => {
    expect(
      toAccountBody({ ...newAccountValues, name: 'Nomad', currency: 'USD', opening_balance: '250,50' }),
    ).toMatchObject({
      currency: 'USD',
      opening_balance: 250.5,
    });
    expect(toAccountBody({ ...card, currency: 'USD' }).currency).toBe('BRL');
  });

  it("names each missing or wrong term of a card with the contract's words", () => {
    expect(messages({ ...card, closing_day: '', due_day: '', credit_limit: '' })).toEqual({
      closing_day: 'Informe o dia de fechamento da fatura',
      due_day: 'Informe o dia de vencimento da fatura',
      credit_limit: 'Informe o limite do cartão',
    });
    expect(messages({ ...card, closing_day: '32', due_day: '0', credit_limit: '-1,00' })).toEqual({
      closing_day: 'O dia de fechamento deve ser entre 1 e 31',
      due_day: 'O dia de vencimento deve ser entre 1 e 31',
      credit_limit: 'O limite não pode ser negativo',
    });
    expect(messages({ ...card, payment_account_id: '' })).toEqual({});
  });
});
