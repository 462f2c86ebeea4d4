import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';
import { isIsoDate } from '../dates';
import { centsToReais, hasAtMostTwoDecimals, parseAmount, roundToCents } from '../money';

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
/**
 * Text with its lone UTF-16 surrogates (half of an emoji, which no keyboard types but a broken client can send)
 * replaced by U+FFFD, as PostgreSQL's text columns store them anyway. Needed where text goes into jsonb, whose
 * parser refuses the "\ud800" escape JSON.stringify writes for them.
 */
export const wellFormedText = (text: string): string =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * Text from outside (a bank's line) without control characters, each a space: PostgreSQL refuses NUL in text,
 * and the others (a tab, a stray escape) only make a description unreadable. Lone surrogates as wellFormedText.
 */
export const withoutControlCharacters = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  wellFormedText(text).replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

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

/** The message of an account a form or a body must name. */
export const SELECT_ACCOUNT_MESSAGE = 'Selecione uma conta';

export const idQuery = z.object({ id: idSchema });
export const idBody = z.object({ id: idSchema });

/** The money messages every form and route shows; a form with its own wording passes it to moneySchemaWith. */
export const MONEY_MISSING_MESSAGE = 'Informe um valor';
export const MONEY_NOT_POSITIVE_MESSAGE = 'O valor deve ser maior que zero';
export const MONEY_TOO_LARGE_MESSAGE = 'O valor deve ser menor que R$ 1 trilhão';
export const MONEY_DECIMALS_MESSAGE = 'Use no máximo 2 casas decimais';
/**
 * An amount in reais on the wire: positive, at most two decimals, below R$ 1 trillion. A form may word the
 * "missing or not positive" message its own way (goals, contributions).
 */
export function moneySchemaWith(messages: { missing?: string; notPositive?: string } = {}) {
  const missing = messages.missing ?? MONEY_MISSING_MESSAGE;
  const notPositive = messages.notPositive ?? MONEY_NOT_POSITIVE_MESSAGE;
  return z.preprocess(
    numericText,
    z
      .number({ error: missing })
      .refine(Number.isFinite, { error: missing })
      .refine((v) => v > 0, { error: notPositive })
      .refine((v) => v < 1_000_000_000_000, { error: MONEY_TOO_LARGE_MESSAGE })
      .refine(hasAtMostTwoDecimals, { error: MONEY_DECIMALS_MESSAGE })
      // A positive amount below half a cent (1e-9, 5e-324) passes the checks above and would be stored as 0
      // (zero and below already have their message).
      .refine((v) => v <= 0 || roundToCents(v) > 0, { error: notPositive }),
  );
}

export const moneySchema = moneySchemaWith();

/**
 * Text typed in a money input ('1.500,75') read as reais, before any check: empty text is undefined (missing),
 * unreadable text NaN, so the schema it is piped into answers its own messages. common/money.ts's parseAmount
 * does the reading (comma for cents; '45.90' is R$ 45,90 and '1.500' one thousand five hundred). A form field whose blank means
 * something (0, null) pipes this into the contract's field.
 */
export const moneyTextReading = z.string().transform((text): unknown => {
  if (text.trim() === '') return undefined;
  const amount = parseAmount(text, 'comma');
  return amount === null ? Number.NaN : centsToReais(amount);
});

/**
 * Text typed in a money input read into the money schema: the form's value stays text while the person types,
 * and the parsed value is the reais the request body carries. Empty or unreadable text answers the "missing"
 * message.
 */
export function moneyText(messages: { missing?: string; notPositive?: string } = {}) {
  return moneyTextReading.pipe(moneySchemaWith(messages));
}

/**
 * A contract field as a form holds it (an input's text, a select's id string, a list of names), read by the
 * contract's own schema: the form's value type is what it holds, its parsed value the body's. Zod's pipe wants
 * the schema's input to be exactly what is held, which a schema reading "anything" (a preprocess) is not.
 */
export function fromForm<Held extends z.ZodType, T extends z.ZodType>(
  held: Held,
  schema: T,
): z.ZodPipe<Held, T> {
  return held.pipe(schema as never) as unknown as z.ZodPipe<Held, T>;
}

/** fromForm for a text input or a select: the form holds a string. */
export const fromText = <T extends z.ZodType>(schema: T) => fromForm(z.string(), schema);

export const MONEY_NUMERIC_MESSAGE = 'Informe um valor numérico';

/**
 * Like moneySchemaWith but zero and negative values are allowed (an opening balance may be negative); a form
 * may word the "missing" message its own way (a transaction's edited value).
 */
export function signedMoneySchemaWith(messages: { missing?: string } = {}) {
  const missing = messages.missing ?? MONEY_NUMERIC_MESSAGE;
  return z.preprocess(
    numericText,
    z
      .number({ error: missing })
      .refine(Number.isFinite, { error: missing })
      .refine((v) => Math.abs(v) < 1_000_000_000_000, { error: MONEY_TOO_LARGE_MESSAGE })
      .refine(hasAtMostTwoDecimals, { error: MONEY_DECIMALS_MESSAGE }),
  );
}

export const signedMoneySchema = signedMoneySchemaWith();

/**
 * Reais that may be zero, blank being zero (a fee, a tax withheld, a quadro of an informe left empty); `example` is
 * the contract's example (the API reference's, and what generated requests send).
 */
export const zeroOrMoreMoneySchema = (negative: string, example = 0) =>
  z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      z.unknown().meta({ examples: [example] }),
    )
    .pipe(signedMoneySchemaWith().refine((v) => v >= 0, { error: negative }));

/** Text typed in a money input that allows a minus, read into the signed money schema. */
export function signedMoneyText(messages: { missing?: string } = {}) {
  return moneyTextReading.pipe(signedMoneySchemaWith(messages));
}

export const DATE_MISSING_MESSAGE = 'Informe uma data';
export const DATE_INVALID_MESSAGE = 'Data inválida';
/** A date typed in full that the calendar does not have, e.g. 31/02/2026. */
export const DATE_NOT_IN_CALENDAR_MESSAGE = 'Essa data não existe: confira o dia e o mês (dd/mm/aaaa)';

export const isoDateSchema = z
  .string({ error: DATE_MISSING_MESSAGE })
  .refine(isIsoDate, { error: DATE_INVALID_MESSAGE });

export const emailSchema = z
  .string({ error: 'Informe o e-mail' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail muito longo' })
  .pipe(z.email({ error: 'Informe um e-mail válido' }));

/** The shortest new password; the forms' hint under the field says it too. */
export const NEW_PASSWORD_MIN_LENGTH = 6;

export const newPasswordSchema = z
  .string({ error: 'Informe a senha' })
  .min(NEW_PASSWORD_MIN_LENGTH, {
    error: `A senha deve ter pelo menos ${NEW_PASSWORD_MIN_LENGTH} caracteres`,
  })
  .max(200, { error: 'A senha deve ter no máximo 200 caracteres' });

/** The limits of the free texts a transaction or a fixed expense carries. */
export const DESCRIPTION_MAX_LENGTH = 200;
export const DESCRIPTION_TOO_LONG_MESSAGE = `A descrição deve ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres`;
export const PAYEE_NAME_MAX_LENGTH = 80;
export const PAYEE_NAME_TOO_LONG_MESSAGE = `O favorecido deve ter no máximo ${PAYEE_NAME_MAX_LENGTH} caracteres`;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const NAME_TOO_LONG_MESSAGE = `O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres`;

/** A short name (category, tag, payee, account): trimmed, 2 to 80 characters. */
export const nameSchema = z
  .string({ error: 'Informe um nome' })
  .trim()
  .min(NAME_MIN_LENGTH, { error: `O nome deve ter pelo menos ${NAME_MIN_LENGTH} caracteres` })
  .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE });
