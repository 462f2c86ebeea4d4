import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CSV_SETTINGS, readStatement } from '../../../common/csv';
import { HttpError } from '../../http/errors';
import { createStatementReader, READ_MESSAGES } from './read-in-worker';

const text = 'Data;Descrição;Valor\n01/10/2026;Salário;1.742,51\n02/10/2026;Mercado;-89,90\n';
const bytes = () => new TextEncoder().encode(text);
const readers: Array<ReturnType<typeof createStatementReader>> = [];
const reader = (options: Parameters<typeof createStatementReader>[0] = {}) => {
  const created = createStatementReader(options);
  readers.push(created);
  return created;
};

afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.close()));
});

describe('reading a statement on a worker thread', () => {
  it('answers what the reader answers on the request thread, thread after thread', async () => {
    const off = reader({ parallel: 1 });
    const expected = readStatement(bytes(), 'extrato.csv', DEFAULT_CSV_SETTINGS);
    const answers = await Promise.all(
      [1, 2, 3].map(() => off.read('ana', bytes(), 'extrato.csv', DEFAULT_CSV_SETTINGS)),
    );
    for (const answer of answers) expect(answer).toEqual(expected);
    expect(expected.rows.map((r) => r.amountCents)).toEqual([174251, 8990]);
  });

  it('stops a read that takes too long and answers 413 with a message for the person', async () => {
    const failure = await reader({ timeoutMs: 1 })
      .read('ana', bytes(), 'extrato.csv', DEFAULT_CSV_SETTINGS)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 413, message: READ_MESSAGES.tooHeavy });
  });

  it('turns an upload away with 429 when every thread is busy and the queue is full', async () => {
    const off = reader({ parallel: 1, maxWaiting: 1 });
    const reads = [1, 2, 3].map(() =>
      off.read('ana', bytes(), 'extrato.csv', DEFAULT_CSV_SETTINGS).then(
        (result) => result.rows.length,
        (error: HttpError) => `${error.statusCode} ${error.message}`,
      ),
    );
    expect(await Promise.all(reads)).toEqual([2, 2, `429 ${READ_MESSAGES.busy}`]);
  });
});
