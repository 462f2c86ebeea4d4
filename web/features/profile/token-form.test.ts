import { describe, expect, it } from 'vitest';
import { TOKEN_MESSAGES } from '../../../common/contract/api-tokens';
import { newTokenValues, tokenFormSchema, toTokenBody } from './token-form';

describe('the new token form', () => {
  it('starts reading the current book for 90 days, and sends the choices as the contract asks', () => {
    const values = newTokenValues(7);
    expect(values).toMatchObject({ scope: 'leitura', bookIds: ['7'], expiry: '90', addresses: '' });
    expect(
      toTokenBody({
        ...values,
        name: '  Planilha ',
        scope: 'escrita',
        bookIds: ['7', '12'],
        expiry: 'none',
        addresses: ' 10.0.0.0/8 \n\n192.168.0.10\r\n',
      }),
    ).toEqual({
      name: 'Planilha',
      scope: 'escrita',
      bookIds: [7, 12],
      expiresInDays: null,
      allowedAddresses: ['10.0.0.0/8', '192.168.0.10'],
    });
    expect(toTokenBody({ ...values, name: 'x', expiry: '365' }).expiresInDays).toBe(365);
  });

  it('says what is missing in the contract’s words', () => {
    const result = tokenFormSchema.safeParse({ ...newTokenValues(undefined), name: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([TOKEN_MESSAGES.nameMissing, TOKEN_MESSAGES.booksMissing]);
    const eleven = Array.from({ length: 11 }, (_, i) => `10.0.0.${i}`).join('\n');
    const tooMany = tokenFormSchema.safeParse({ ...newTokenValues(1), name: 'x', addresses: eleven });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([TOKEN_MESSAGES.tooManyAddresses]);
  });
});
