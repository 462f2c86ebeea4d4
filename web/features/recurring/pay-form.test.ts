import { describe, expect, it } from 'vitest';
import { recurringConfirmBody } from '../../../common/contract/recurring';
import { recurringItem } from '../../test/recurring-items';
import { payDefaults, payForm, toConfirmBody } from './pay-form';

const today = '2026-11-21';
const light = recurringItem({ id: 7, description: 'Conta de luz', amount: 180 });

describe('the Pagar dialog', () => {
  it("starts from the item's amount and today", () => {
    expect(payDefaults(light, today)).toEqual({ amount: '180,00', date: '2026-11-21' });
  });

  it('sends the amount and the date typed', () => {
    const body = toConfirmBody(7, { amount: '214,37', date: '2026-11-20' }, today);
    expect(body).toEqual({ id: 7, amount: 214.37, date: '2026-11-20' });
    expect(recurringConfirmBody.safeParse(body).success).toBe(true);
  });

  it("refuses an empty amount, a bad date and one after today, in the contract's words", () => {
    const issues = (amount: string, date: string) =>
      payForm(today)
        .safeParse({ amount, date })
        .error?.issues.map((i) => i.message);
    expect(issues('', today)).toEqual(['Informe um valor']);
    expect(issues('0', today)).toEqual(['O valor deve ser maior que zero']);
    expect(issues('10', '')).toEqual(['Data inválida']);
    expect(issues('10', '2026-11-22')).toEqual(['A data não pode ser depois de hoje']);
    expect(issues('10', '2026-10-01')).toBeUndefined();
  });
});
