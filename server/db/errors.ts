/**
 * The first value `pick` finds on a failed query's error or its causes: Drizzle wraps the driver's error as the
 * cause, and a transaction's rollback may wrap it once more. A few levels at most, so a cyclic chain ends.
 */
function findInCauses<T>(error: unknown, pick: (e: Record<string, unknown>) => T | undefined): T | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const found = pick(current as Record<string, unknown>);
    if (found !== undefined) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The PostgreSQL error code of a failed query, whichever driver raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  return findInCauses(error, (e) =>
    typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined,
  );
}

/** The name of the constraint a failed query broke, from either driver, or undefined. */
export function pgErrorConstraint(error: unknown): string | undefined {
  return findInCauses(error, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));
}

/**
 * True when a query failed because no connection of the pool came free in time (db/connect.ts POOL_WAIT_MS):
 * node-postgres's pool says so in its message only, with no code.
 */
export function isPoolWaitTimeout(error: unknown): boolean {
  return (
    findInCauses(error, (e) => e.message === 'timeout exceeded when trying to connect' || undefined) === true
  );
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
/** numeric_value_out_of_range: a sum past bigint. The month-total checks keep totals far from it. */
export const NUMERIC_OUT_OF_RANGE = '22003';
