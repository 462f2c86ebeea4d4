import { idSchema, isoDateSchema, z } from '../shared';

/**
 * The fields the backup document's rows are made of, in every section alike: free text and names as stored,
 * instants, optional references and dates, months, decimals as text.
 */

const TEXT_INVALID = 'O texto contém caracteres inválidos';
/** Free text as stored: not trimmed (the restore is exact), no NUL (PostgreSQL cannot store it), bounded. */
export const text = (max: number) =>
  z
    .string({ error: 'Informe um texto' })
    .max(max, { error: `O texto deve ter no máximo ${max} caracteres` })
    .refine((v) => !v.includes('\u0000'), { error: TEXT_INVALID });
/** Names are stored trimmed and never empty; the forms' own limits are lower than these. */
export const name = text(200).refine((v) => v.trim() !== '', { error: 'Informe um nome' });

/** An instant ('2026-11-21T13:45:12.345Z') between 1900 and 2999, as every timestamp of the product is. */
export const instant = z.iso.datetime({ offset: true, error: 'Data e hora inválidas' }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 1900 && year <= 2999;
  },
  { error: 'Data e hora inválidas' },
);
export const createdAt = instant.optional();

/** A reference that may be absent: missing and null both mean none. */
export const optionalRef = idSchema.nullish().transform((v) => v ?? null);
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? null);
export const optionalDate = isoDateSchema.nullish().transform((v) => v ?? null);
export const optionalInstant = instant.nullish().transform((v) => v ?? null);

export const firstOfMonth = isoDateSchema.refine((v) => v.endsWith('-01'), {
  error: 'Informe o mês como o primeiro dia (AAAA-MM-01)',
});
export const dayOfMonth = z.number().int().min(1).max(31);

/** A decimal as text, as the database prints a `numeric`: '110', '6.5', '-0.21' (no exponent, no comma). */
export const decimalText = (pattern: RegExp, example: string) =>
  z
    .string({ error: `Informe o número como texto decimal (por exemplo "${example}")` })
    .regex(pattern, { error: `Informe o número como texto decimal (por exemplo "${example}")` });
