import { setImmediate as nextTurn } from 'node:timers/promises';

/** Elements of a long array written per turn: 2,000 of the backup's trades or valuations are a few milliseconds. */
const ELEMENTS_PER_TURN = 2000;

/**
 * The members of an object as JSON text, exactly what JSON.stringify writes between its braces ('"a":1,"b":[...]'),
 * in chunks: a long array a slice of ELEMENTS_PER_TURN elements per chunk, each after a turn of the event loop. The
 * backup's head holds the heaviest person's 20,000 trades, 20,000 incomes, 24,000 valuations and 24,000 of the
 * debts' rows, and written at once it held the event loop about 600 ms on a loaded machine.
 */
export async function membersInTurns(object: Record<string, unknown>): Promise<string[]> {
  const chunks: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    // Left out as JSON.stringify leaves them out.
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    const name = `${chunks.length === 0 ? '' : ','}${JSON.stringify(key)}:`;
    if (!Array.isArray(value) || value.length <= ELEMENTS_PER_TURN) {
      chunks.push(`${name}${JSON.stringify(value)}`);
      continue;
    }
    chunks.push(`${name}[`);
    for (let i = 0; i < value.length; i += ELEMENTS_PER_TURN) {
      await nextTurn();
      const slice = JSON.stringify(value.slice(i, i + ELEMENTS_PER_TURN));
      chunks.push(`${i === 0 ? '' : ','}${slice.slice(1, -1)}`);
    }
    chunks.push(']');
  }
  return chunks;
}
