import { CHECK_VIOLATION, NUMERIC_OUT_OF_RANGE, pgErrorCode, pgErrorConstraint } from './errors';
import { MONTH_TOTAL_CHECKS } from './schema';

/**
 * The database refusals that are the input's fault, not the server's, with the person's words for each: one
 * owner for the API's 400s (http/error-handler.ts) and for the lines a bank sync skips (sync/write-lines.ts).
 */
export const TOTALS_LIMIT_MESSAGE =
  'Os valores somados passam do limite de R$ 10 trilhões por conta em um mês. Confira os valores.';
export const INVALID_TEXT_MESSAGE = 'O texto enviado contém caracteres inválidos';

const MONTH_TOTAL_CHECK_NAMES = new Set<string>(Object.values(MONTH_TOTAL_CHECKS));

/** character_not_in_repertoire (a NUL in text) and untranslatable_character (\u0000 in json). */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

/** A write refused because it would carry a month total past its bound (or overflow a sum). */
function isTotalsLimitError(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code === NUMERIC_OUT_OF_RANGE) return true;
  return code === CHECK_VIOLATION && MONTH_TOTAL_CHECK_NAMES.has(pgErrorConstraint(error) ?? '');
}

/**
 * The person's words for a write the database refused because of what it was given (also when a driver or
 * Drizzle wrapped the error), or null for any other failure (the server's own, or the connection's).
 */
export function inputRefusalMessage(error: unknown): string | null {
  if (INVALID_TEXT_CODES.has(pgErrorCode(error) ?? '')) return INVALID_TEXT_MESSAGE;
  if (isTotalsLimitError(error)) return TOTALS_LIMIT_MESSAGE;
  return null;
}
