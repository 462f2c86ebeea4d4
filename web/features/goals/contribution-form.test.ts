import { describe, expect, it } from 'vitest';
import { contributionBody } from '../../../common/contract/goals';
import { newContributionValues, toContributionBody, validateContribution } from './contribution-form';

const today = '2026-05-10';

describe('contribution form', () => {
  it("starts today, into the goal's account", () => {
    expect(newContributionValues({ account_id: 4 }, today)).toEqual({
      amount: '',
      date: today,
      account_id: '4',
      source_account_id: '',
      category_id: '',
    });
    expect(newContributionValues({ account_id: null }, today).account_id).toBe('');
  });

  it('asks for a positive amount and both accounts, in the server words', () => {
    expect(validateContribution(newContributionValues({ account_id: null }, today))).toEqual({
      amount: 'Informe um valor positivo para o aporte',
      account_id: 'Selecione uma conta destino para o aporte',
      source_account_id: 'Selecione uma conta origem para o aporte',
    });
    expect(
      validateContribution({
        amount: '0,00',
        date: today,
        account_id: '4',
        source_account_id: '4',
        category_id: '',
      }),
    ).toEqual({
      amount: 'Informe um valor positivo para o aporte',
      source_account_id: 'A conta origem deve ser diferente da conta destino',
    });
  });

  it('sends what the contract accepts', () => {
    const values = {
      amount: '1.250,40',
      date: today,
      account_id: '4',
      source_account_id: '2',
      category_id: '',
    };
    expect(validateContribution(values)).toEqual({});
    const body = toContributionBody(9, values);
    expect(body).toEqual({
      id: 9,
      amount: 1250.4,
      date: today,
      account_id: 4,
      source_account_id: 2,
      category_id: null,
    });
    expect(contributionBody.safeParse(body).success).toBe(true);
  });
});
