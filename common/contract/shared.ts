import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';
import { isIsoDate } from '../dates';
import { hasAtMostTwoDecimals } from '../money';

// Every message a person may read is Portuguese, including Zod's defaults for checks we do not word ourselves.
z.config(pt());

export { z };

/** A numeric string from a query or a form ('150.75') is read as a number; anything else is left to fail. */
const numericText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

export const idSchema = z.preprocess(
  numericText,
  z
    .number({ error: 'Identificador inválido' })
    .int({ error: 'Identificador inválido' })
    .positive({ error: 'Identificador inválido' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Identificador inválido' }),
);

/** An id a form must fill in: empty or missing answers the form's own message ('Selecione uma conta'). */
export function requiredId(missingMessage: string) {
  const invalid = { error: 'Identificador inválido' };
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : numericText(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? missingMessage : 'Identificador inválido') })
      .int(invalid)
      .positive(invalid)
      .max(Number.MAX_SAFE_INTEGER, invalid),
  );
}

export const idQuery = z.object({ id: idSchema });
export const idBody = z.object({ id: idSchema });

/**
 * An amount in reais on the wire: positive, at most two decimals, below R$ 1 trillion. A form may word the
 * "missing or not positive" message its own way (goals, contributions).
 */
export function moneySchemaWith(messages: { missing?: string; notPositive?: string } = {}) {
  const missing = messages.missing ?? 'Informe um valor';
  return z.preprocess(
    numericText,
    z
      .number({ error: missing })
      .refine(Number.isFinite, { error: missing })
      .refine((v) => v > 0, { error: messages.notPositive ?? 'O valor deve ser maior que zero' })
      .refine((v) => v < 1_000_000_000_000, { error: 'O valor deve ser menor que R$ 1 trilhão' })
      .refine(hasAtMostTwoDecimals, { error: 'Use no máximo 2 casas decimais' })
      // A positive amount below half a cent (1e-9, 5e-324) passes the checks above and would be stored as 0.
      .refine((v) => Math.round(v * 100) > 0, {
        error: messages.notPositive ?? 'O valor deve ser maior que zero',
      }),
  );
}

export const moneySchema = moneySchemaWith();

/** Like moneySchema but zero and negative values are allowed (an opening balance may be negative). */
export const signedMoneySchema = z.preprocess(
  numericText,
  z
    .number({ error: 'Informe um valor numérico' })
    .refine(Number.isFinite, { error: 'Informe um valor numérico' })
    .refine((v) => Math.abs(v) < 1_000_000_000_000, { error: 'O valor deve ser menor que R$ 1 trilhão' })
    .refine(hasAtMostTwoDecimals, { error: 'Use no máximo 2 casas decimais' }),
);

export const isoDateSchema = z
  .string({ error: 'Informe uma data' })
  .refine(isIsoDate, { error: 'Data inválida' });

export const emailSchema = z
  .string({ error: 'Informe o e-mail' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail muito longo' })
  .pipe(z.email({ error: 'Informe um e-mail válido' }));

export const newPasswordSchema = z
  .string({ error: 'Informe a senha' })
  .min(6, { error: 'A senha deve ter pelo menos 6 caracteres' })
  .max(200, { error: 'A senha deve ter no máximo 200 caracteres' });

/** A short name (category, tag, payee, account): trimmed, 2 to 80 characters. */
export const nameSchema = z
  .string({ error: 'Informe um nome' })
  .trim()
  .min(2, { error: 'O nome deve ter pelo menos 2 caracteres' })
  .max(80, { error: 'O nome deve ter no máximo 80 caracteres' });
