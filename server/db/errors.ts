/** The PostgreSQL error code of a failed query, whichever driver raised it (Drizzle wraps it as the cause). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint a failed query broke, from either driver, or undefined. */
export function pgErrorConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True when a query failed because no connection of the pool came free in time (db/connect.ts POOL_WAIT_MS):
 * node-postgres's pool says so in its message only, with no code; Drizzle wraps it as the cause.
 */
export function isPoolWaitTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = (current as { message?: unknown }).message;
    if (message === 'timeout exceeded when trying to connect') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
/** numeric_value_out_of_range: a sum past bigint. The month-total checks keep totals far from it. */
export const NUMERIC_OUT_OF_RANGE = '22003';
