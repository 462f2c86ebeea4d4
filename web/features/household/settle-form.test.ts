import { describe, expect, it } from 'vitest';
import { settlementCreateBody } from '../../../common/contract/household';
import { newSettleValues, toSettleBody, validateSettle } from './settle-form';

const today = '2026-11-21';
const payment = { fromUserId: 2, toUserId: 1, amount: 1234.5 };

describe('registering an acerto', () => {
  it('starts from the payment suggested, dated today, with no accounts', () => {
    expect(newSettleValues(payment, today)).toEqual({
      fromUserId: '2',
      toUserId: '1',
      amount: '1.234,50',
      date: today,
      fromAccountId: '',
      toAccountId: '',
    });
    expect(validateSettle(newSettleValues(payment, today))).toEqual({});
  });

  it('asks for two different people, a value and both accounts or none, in the server words', () => {
    const values = newSettleValues(payment, today);
    expect(validateSettle({ ...values, toUserId: '2' })).toEqual({
      toUserId: 'Quem paga e quem recebe o acerto precisam ser pessoas diferentes.',
    });
    expect(validateSettle({ ...values, amount: '' })).toEqual({ amount: 'Informe um valor' });
    expect(validateSettle({ ...values, fromAccountId: '5' })).toEqual({
      toAccountId: 'Escolha as duas contas do acerto, ou nenhuma.',
    });
    expect(validateSettle({ ...values, fromAccountId: '5', toAccountId: '5' })).toEqual({
      toAccountId: 'Escolha contas diferentes para quem paga e quem recebe.',
    });
  });

  it('sends what the contract accepts, the accounts only when both are chosen', () => {
    const body = toSettleBody(newSettleValues(payment, today));
    expect(body).toEqual({ fromUserId: 2, toUserId: 1, amount: 1234.5, date: today });
    expect(settlementCreateBody.parse(body)).toEqual(body);
    const withAccounts = toSettleBody({
      ...newSettleValues(payment, today),
      fromAccountId: '5',
      toAccountId: '6',
    });
    expect(withAccounts).toEqual({ ...body, fromAccountId: 5, toAccountId: 6 });
    expect(settlementCreateBody.parse(withAccounts)).toEqual(withAccounts);
  });
});
