import { afterEach, describe, expect, it } from 'vitest';
import { createThreadPool, type Sender, type ThreadPoolOptions } from './thread-pool';

class Busy extends Error {}
class TooHeavy extends Error {}

const pools: Array<ReturnType<typeof createThreadPool>> = [];
const pool = (limits: Partial<ThreadPoolOptions>) => {
  const created = createThreadPool({
    entry: new URL('./thread-pool.test-worker.mjs', import.meta.url),
    parallel: 1,
    maxWaiting: 8,
    maxWaitingPerSender: 2,
    busy: () => new Busy('busy'),
    timeoutMs: 10_000,
    heapMb: 64,
    tooHeavy: () => new TooHeavy('too heavy'),
    idleMs: 1_000,
    ...limits,
  });
  pools.push(created);
  return created;
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** Sends the jobs in order and lists their names (or 'busy') in the order they are answered. */
async function answered(
  off: ReturnType<typeof createThreadPool>,
  jobs: Array<{ sender: Sender; name: string; ms: number }>,
): Promise<string[]> {
  const order: string[] = [];
  await Promise.all(
    jobs.map(({ sender, name, ms }) =>
      off
        .run<string>(sender, { name, ms }, [], (message) => ({ value: (message as { name: string }).name }))
        .then(
          (value) => order.push(value),
          (error: unknown) => order.push(error instanceof Busy ? `${name} busy` : `${name} failed`),
        ),
    ),
  );
  return order;
}

describe('a thread pool fair between senders', () => {
  it('serves the senders in turn: a second person waits behind one job of the first, not behind all of them', async () => {
    const order = await answered(pool({ parallel: 1 }), [
      { sender: 'ana', name: 'ana 1', ms: 150 },
      { sender: 'ana', name: 'ana 2', ms: 10 },
      { sender: 'ana', name: 'ana 3', ms: 10 },
      { sender: 'bruno', name: 'bruno 1', ms: 10 },
    ]);
    expect(order).toEqual(['ana 1', 'bruno 1', 'ana 2', 'ana 3']);
  });

  it('runs one job of a sender at a time: a free thread goes to another person at once', async () => {
    const order = await answered(pool({ parallel: 2 }), [
      { sender: 1, name: 'ana heavy', ms: 1_000 },
      { sender: 1, name: 'ana light', ms: 10 },
      { sender: 2, name: 'bruno', ms: 10 },
    ]);
    expect(order).toEqual(['bruno', 'ana heavy', 'ana light']);
  });

  it("refuses a sender's job past its own places in the line, while another person still gets one", async () => {
    const order = await answered(pool({ parallel: 1, maxWaitingPerSender: 1 }), [
      { sender: 'ana', name: 'ana 1', ms: 150 },
      { sender: 'ana', name: 'ana 2', ms: 10 },
      { sender: 'ana', name: 'ana 3', ms: 10 },
      { sender: 'bruno', name: 'bruno 1', ms: 10 },
    ]);
    expect(order).toEqual(['ana 3 busy', 'ana 1', 'bruno 1', 'ana 2']);
  });

  it('still refuses any job when the whole line is full', async () => {
    const order = await answered(pool({ parallel: 1, maxWaiting: 2 }), [
      { sender: 'ana', name: 'ana', ms: 150 },
      { sender: 'bruno', name: 'bruno', ms: 10 },
      { sender: 'carla', name: 'carla', ms: 10 },
      { sender: 'davi', name: 'davi', ms: 10 },
    ]);
    expect(order).toEqual(['davi busy', 'ana', 'bruno', 'carla']);
  });

  it('stops a job past its time with tooHeavy, and the next sender in turn runs', async () => {
    const off = pool({ parallel: 1, timeoutMs: 2_000 });
    const slow = off.run(1, { name: 'slow', ms: 20_000 }, [], () => ({ value: 'slow' }));
    const next = off.run(2, { name: 'next', ms: 10 }, [], (message) => ({ value: message }));
    await expect(slow).rejects.toBeInstanceOf(TooHeavy);
    await expect(next).resolves.toEqual({ name: 'next' });
  });
});
