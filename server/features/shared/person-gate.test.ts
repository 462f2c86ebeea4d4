import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../http/errors';
import { createPersonGate, IMPORT_GATE_MESSAGES } from './person-gate';

/** A piece of work that ends when the test says so. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done.then(() => 'escrito'), finish };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: HttpError) => ({ status: error.statusCode, message: error.message }),
  );

describe('person gate', () => {
  it('runs one import per person at a time: a second one from the same person is refused with 429', async () => {
    const gate = createPersonGate({ concurrent: 2, queued: 2 });
    const first = held();
    const running = gate.run(1, first.work);
    expect(await refusal(gate.run(1, async () => 'outro'))).toEqual({
      status: 429,
      message: IMPORT_GATE_MESSAGES.ownImportRunning,
    });
    expect(await gate.run(2, async () => 'de outra pessoa')).toBe('de outra pessoa');
    first.finish();
    expect(await running).toBe('escrito');
    expect(await gate.run(1, async () => 'depois')).toBe('depois');
  });

  it('writes one at a time in arrival order with a bounded queue; beyond it, 429 before any work starts', async () => {
    const gate = createPersonGate({ concurrent: 1, queued: 2 });
    const order: string[] = [];
    const first = held();
    const a = gate.run(1, async () => {
      order.push('a');
      return first.work();
    });
    const b = gate.run(2, async () => {
      order.push('b');
      return 'b';
    });
    const c = gate.run(3, async () => {
      order.push('c');
      return 'c';
    });
    let started = false;
    expect(
      await refusal(
        gate.run(4, async () => {
          started = true;
          return 'd';
        }),
      ),
    ).toEqual({ status: 429, message: IMPORT_GATE_MESSAGES.busy });
    expect(started).toBe(false);
    expect(order).toEqual(['a']);
    first.finish();
    expect(await Promise.all([a, b, c])).toEqual(['escrito', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
    // A failure frees its place too.
    await expect(gate.run(5, async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await gate.run(5, async () => 'livre')).toBe('livre');
  });

  it('lets an owner run as many as its limit (two comprovante uploads), refusing the next with its own words', async () => {
    const refusals = {
      ownRunning: 'Aguarde o envio anterior.',
      busy: 'Servidor ocupado.',
      retryAfterSeconds: 2,
    };
    const gate = createPersonGate({ perOwner: 2, refusals });
    const first = held();
    const second = held();
    const one = gate.run(1, first.work);
    const two = gate.run(1, second.work);
    expect(gate.running()).toBe(2);
    expect(await refusal(gate.run(1, async () => 'terceiro'))).toEqual({
      status: 429,
      message: refusals.ownRunning,
    });
    // No bound for the process: everyone else's go on.
    expect(await gate.run(2, async () => 'outra pessoa')).toBe('outra pessoa');
    first.finish();
    expect(await one).toBe('escrito');
    expect(await gate.run(1, async () => 'de novo')).toBe('de novo');
    second.finish();
    expect(await two).toBe('escrito');
    expect(gate.running()).toBe(0);
  });
});
