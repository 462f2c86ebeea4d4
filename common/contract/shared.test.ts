import { describe, expect, it } from 'vitest';
import {
  loginBody,
  PASSWORDS_DIFFER_MESSAGE,
  registerBody,
  resetPasswordBody,
  withPasswordConfirmation,
} from './auth';
import {
  fromText,
  idSchema,
  isoDateSchema,
  MONEY_MISSING_MESSAGE,
  MONEY_NOT_POSITIVE_MESSAGE,
  MONEY_NUMERIC_MESSAGE,
  moneySchema,
  moneyText,
  moneyTextReading,
  nameSchema,
  requiredId,
  signedMoneySchema,
  signedMoneyText,
} from './shared';

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('shared validation', () => {
  it('money: positive, two decimals, below R$ 1 trillion, numeric text accepted', () => {
    expect(moneySchema.parse(150.75)).toBe(150.75);
    expect(moneySchema.parse('150.75')).toBe(150.75);
    expect(message(moneySchema.safeParse(0))).toBe('O valor deve ser maior que zero');
    expect(message(moneySchema.safeParse(-3))).toBe('O valor deve ser maior que zero');
    expect(message(moneySchema.safeParse(1.234))).toBe('Use no máximo 2 casas decimais');
    expect(message(moneySchema.safeParse(1_000_000_000_000))).toBe('O valor deve ser menor que R$ 1 trilhão');
    expect(message(moneySchema.safeParse(Number.NaN))).toBe('Informe um valor');
    expect(message(moneySchema.safeParse('abc'))).toBe('Informe um valor');
    expect(message(moneySchema.safeParse(undefined))).toBe('Informe um valor');
  });

  it('signed money allows zero and negatives', () => {
    expect(signedMoneySchema.parse(-10.5)).toBe(-10.5);
    expect(signedMoneySchema.parse(0)).toBe(0);
  });

  it('dates must be real calendar dates', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(message(isoDateSchema.safeParse('2026-02-30'))).toBe('Data inválida');
  });

  it('ids are positive integers', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(message(idSchema.safeParse('abc'))).toBe('Identificador inválido');
    expect(message(idSchema.safeParse(-1))).toBe('Identificador inválido');
    expect(message(idSchema.safeParse(1.5))).toBe('Identificador inválido');
  });

  it('names are trimmed and need 2 characters', () => {
    expect(nameSchema.parse('  Mercado  ')).toBe('Mercado');
    expect(message(nameSchema.safeParse(' a '))).toBe('O nome deve ter pelo menos 2 caracteres');
  });

  it('auth bodies normalise the e-mail and default "Lembrar-me" to on', () => {
    expect(loginBody.parse({ email: ' Ana@Exemplo.COM ', password: 'x' })).toEqual({
      email: 'ana@exemplo.com',
      password: 'x',
      remember: true,
    });
    expect(message(registerBody.safeParse({ name: 'Ana', email: 'ana@x.com', password: '12345' }))).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
  });
});

describe('a password typed twice', () => {
  const form = withPasswordConfirmation(resetPasswordBody.pick({ novaSenha: true }), 'novaSenha');

  it('passes when both match and answers the one message on confirm when they differ', () => {
    expect(form.safeParse({ novaSenha: 'segredo9', confirm: 'segredo9' }).success).toBe(true);
    const result = form.safeParse({ novaSenha: 'segredo9', confirm: 'segredo8' });
    expect(result.error?.issues[0]).toMatchObject({ message: PASSWORDS_DIFFER_MESSAGE, path: ['confirm'] });
  });
});

describe('moneyText', () => {
  it('reads pt-BR text into reais and answers the money messages', () => {
    expect(moneyText().parse('1.500,75')).toBe(1500.75);
    expect(moneyText().parse('0,01')).toBe(0.01);
    expect(message(moneyText().safeParse(''))).toBe(MONEY_MISSING_MESSAGE);
    expect(message(moneyText().safeParse('abc'))).toBe(MONEY_MISSING_MESSAGE);
    expect(message(moneyText().safeParse('1,234'))).toBe(MONEY_MISSING_MESSAGE);
    expect(message(moneyText().safeParse('0,00'))).toBe(MONEY_NOT_POSITIVE_MESSAGE);
    expect(message(moneyText().safeParse('-5'))).toBe(MONEY_NOT_POSITIVE_MESSAGE);
    expect(message(moneyText({ missing: 'Informe a meta' }).safeParse(''))).toBe('Informe a meta');
  });

  it('answers one message for zero, not two', () => {
    expect(moneyText().safeParse('0,00').error?.issues).toHaveLength(1);
  });

  it('signed: zero and negatives are amounts; empty or unreadable text answers the missing message', () => {
    expect(signedMoneyText().parse('-1.500,75')).toBe(-1500.75);
    expect(signedMoneyText().parse('0')).toBe(0);
    expect(message(signedMoneyText().safeParse(''))).toBe(MONEY_NUMERIC_MESSAGE);
    expect(message(signedMoneyText().safeParse('abc'))).toBe(MONEY_NUMERIC_MESSAGE);
    expect(message(signedMoneyText({ missing: MONEY_MISSING_MESSAGE }).safeParse(''))).toBe(
      MONEY_MISSING_MESSAGE,
    );
  });

  it('reads cents typed after a dot as cents, and a dot before three digits as thousands', () => {
    for (const [text, reais] of [
      ['1234.5', 1234.5],
      ['12.50', 12.5],
      ['45.90', 45.9],
      ['1.23', 1.23],
      ['.5', 0.5],
      ['1.234.56', 1234.56],
    ] as const)
      expect(moneyText().parse(text), text).toBe(reais);
    expect(signedMoneyText().parse('-80.5')).toBe(-80.5);
    // A dot before three digits is the Brazilian thousands separator: 1.234 is one thousand two hundred
    // thirty-four reais, and 1.234,5 has its cents after the comma.
    expect(moneyText().parse('1.500')).toBe(1500);
    expect(moneyText().parse('1.234.567')).toBe(1234567);
    expect(moneyText().parse('1.234,5')).toBe(1234.5);
    expect(moneyText().parse('12')).toBe(12);
    // Other unreadable text keeps the missing message.
    expect(message(moneyText().safeParse('1.2345'))).toBe(MONEY_MISSING_MESSAGE);
    expect(message(moneyText().safeParse('1..'))).toBe(MONEY_MISSING_MESSAGE);
  });

  it('reads blank text as missing, so a contract field may give it its default', () => {
    expect(moneyTextReading.pipe(signedMoneySchema.optional().default(0)).parse(' ')).toBe(0);
  });
});

describe('fromText', () => {
  it("reads a select's id string with the contract's schema", () => {
    const account = fromText(requiredId('Selecione uma conta'));
    expect(account.parse('7')).toBe(7);
    expect(message(account.safeParse(''))).toBe('Selecione uma conta');
  });
});
