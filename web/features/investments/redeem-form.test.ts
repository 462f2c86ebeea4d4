import { describe, expect, it } from 'vitest';
import { MONEY_MISSING_MESSAGE, MONEY_NOT_POSITIVE_MESSAGE } from '../../../common/contract/shared';
import {
  newRedeemValues,
  partialRedeemAllowed,
  partialRedeemedToast,
  partialRedeemHint,
  previewAmount,
  type RedeemFormValues,
  redeemFormSchema,
  redeemRequest,
} from './redeem-form';

const today = '2026-11-27';
/** Formatted money has a no-break space after R$. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const values = (overrides: Partial<RedeemFormValues> = {}): RedeemFormValues => ({
  ...newRedeemValues(today, { sourceAccountId: 3 }),
  ...overrides,
});
const messages = (form: RedeemFormValues) => {
  const result = redeemFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the redemption form', () => {
  it('starts on the whole position, today, into the account the money came from', () => {
    expect(newRedeemValues(today, { sourceAccountId: 3 })).toEqual({
      date: today,
      accountId: '3',
      scope: 'all',
      amount: '',
    });
    expect(newRedeemValues(today, { sourceAccountId: null }).accountId).toBe('');
  });

  it('the whole position sends no amount, whatever the hidden field holds', () => {
    const read = redeemFormSchema.parse(values({ amount: 'lixo' }));
    expect(read).toEqual({ date: today, accountId: 3, scope: 'all', amount: null });
    expect(redeemRequest(9, read)).toEqual({ id: 9, date: today, accountId: 3 });
    expect('amount' in redeemRequest(9, read)).toBe(false);
  });

  it('a part sends the gross amount typed, in reais', () => {
    const read = redeemFormSchema.parse(values({ scope: 'part', amount: '4.000,00' }));
    expect(read.amount).toBe(4000);
    expect(redeemRequest(9, read)).toEqual({ id: 9, date: today, accountId: 3, amount: 4000 });
    expect(
      redeemRequest(9, redeemFormSchema.parse(values({ scope: 'part', amount: '1.234,5' }))).amount,
    ).toBe(1234.5);
  });

  it('a part needs an amount above zero, said at the amount', () => {
    expect(messages(values({ scope: 'part', amount: '' }))).toEqual({ amount: MONEY_MISSING_MESSAGE });
    expect(messages(values({ scope: 'part', amount: '0,00' }))).toEqual({
      amount: MONEY_NOT_POSITIVE_MESSAGE,
    });
    expect(messages(values({ scope: 'all', amount: '' }))).toEqual({});
  });

  it('the account and the date keep their own messages', () => {
    const found = messages(values({ scope: 'part', amount: '10', accountId: '' }));
    expect(Object.keys(found)).toEqual(['accountId']);
  });
});

describe('what the preview asks', () => {
  it('the whole position without an amount; a part with the reais typed', () => {
    expect(previewAmount('all', '4.000,00')).toBeUndefined();
    expect(previewAmount('part', '4.000,00')).toBe(4000);
    expect(previewAmount('part', '0,01')).toBe(0.01);
  });

  it('nothing while the part has no amount yet', () => {
    expect(previewAmount('part', '')).toBeNull();
    expect(previewAmount('part', '0,00')).toBeNull();
    expect(previewAmount('part', 'abc')).toBeNull();
  });
});

describe('a partial redemption', () => {
  it('is offered for a position typed in Grana, not one the bank keeps or values', () => {
    expect(partialRedeemAllowed({ bank: null, indexing: 'prefixado' })).toBe(true);
    expect(partialRedeemAllowed({ bank: null, indexing: 'poupanca' })).toBe(true);
    expect(partialRedeemAllowed({ bank: { value: 100, date: today }, indexing: 'cdi' })).toBe(false);
    expect(partialRedeemAllowed({ bank: null, indexing: 'informado' })).toBe(false);
  });

  it('its hint says up to what and what stays', () => {
    expect(plain(partialRedeemHint({ rate: 12 }, { gross: 10000, computedTo: today }))).toBe(
      'Até R$ 10.000,00, o valor bruto em 27/11/2026. O restante continua aplicado, com a mesma data de aplicação e a mesma taxa.',
    );
    expect(partialRedeemHint({ rate: null }, undefined)).toBe(
      'O restante continua aplicado, com a mesma data de aplicação.',
    );
  });

  it('its toast says the net and where it went, as the whole redemption’s does', () => {
    expect(plain(partialRedeemedToast(4000, 'Itaú'))).toBe(
      'Resgate parcial registrado: R$ 4.000,00 líquido em Itaú',
    );
    expect(plain(partialRedeemedToast(3950.5, undefined))).toBe(
      'Resgate parcial registrado: R$ 3.950,50 líquido',
    );
  });
});
