import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { createHashingQueue } from './hashing-queue';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('hashing queue', () => {
  it('runs at most `concurrency` at once, lets `maxWaiting` wait, and turns the rest away with 429', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxWaiting: 3 });
    const g = gate();
    let peak = 0;
    let running = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await g.opened;
      running -= 1;
      return 'ok';
    };
    const outcomes = Array.from({ length: 8 }, () =>
      queue.run(task).then(
        (value) => value,
        (error: unknown) => error,
      ),
    );
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    g.open();
    const results = await Promise.all(outcomes);
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    const refused = results.filter((r) => r instanceof HttpError) as HttpError[];
    expect(refused).toHaveLength(3);
    expect(refused[0]?.statusCode).toBe(429);
    expect(refused[0]?.message).toBe('Servidor ocupado verificando senhas. Tente novamente em instantes.');
    expect(refused[0]?.headers).toEqual({ 'retry-after': '1' });
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing task frees its place', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
