// How many of the people's images are decoded at once: a few per process, one per person at a time, the others in
// a short line taken fairly (the first waiting whose person has nothing decoding goes next), beyond it a 429. sharp
// runs on libuv's threads, which the sign-in's password hashing and the files' reads share: four large decodes at
// once took every one of them (issue 75 item 1). One thread per image (sharp.concurrency(1)): on these 2 cores, two
// images decoded side by side go as fast as one with two threads, and leave libuv's other threads free.
import sharp from 'sharp';
import { ATTACHMENT_MESSAGES } from '../../../common/contract/attachments';
import { tooManyRequests } from '../../http/errors';

sharp.concurrency(1);

export interface ImageGateLimits {
  /** Decodes at once in the process. */
  running: number;
  /** Decodes one person may have waiting while theirs runs (the web sends a few files at once). */
  waitingPerPerson: number;
  /** Decodes waiting in the process. */
  waiting: number;
}

export const IMAGE_GATE_LIMITS: ImageGateLimits = { running: 2, waitingPerPerson: 4, waiting: 16 };

/**
 * Who a decode is for: a person's id, or a symbol of its own for work already held to one per person elsewhere
 * (the receipts' readings: capture/receipt/gate.ts, one per person) or done for nobody waiting (a restore's comprovantes, one by one).
 */
export type ImageOwner = number | symbol;

export function imageGate(limits: ImageGateLimits = IMAGE_GATE_LIMITS) {
  const decoding = new Set<ImageOwner>();
  const line: Array<{ owner: ImageOwner; go: () => void }> = [];

  function begin(owner: ImageOwner) {
    decoding.add(owner);
  }

  function end(owner: ImageOwner) {
    decoding.delete(owner);
    const next = line.findIndex((w) => !decoding.has(w.owner));
    const [waiter] = next < 0 ? [] : line.splice(next, 1);
    if (!waiter) return;
    begin(waiter.owner);
    waiter.go();
  }

  return {
    /** Runs `work` in the owner's turn; 429 at once when the owner's or the process's line is full. */
    async run<T>(owner: ImageOwner, work: () => Promise<T>): Promise<T> {
      if (decoding.size < limits.running && !decoding.has(owner)) {
        begin(owner);
      } else {
        if (line.filter((w) => w.owner === owner).length >= limits.waitingPerPerson)
          throw tooManyRequests(ATTACHMENT_MESSAGES.imagesBusy, 5);
        if (line.length >= limits.waiting) throw tooManyRequests(ATTACHMENT_MESSAGES.imagesCrowded, 5);
        await new Promise<void>((go) => line.push({ owner, go }));
      }
      try {
        return await work();
      } finally {
        end(owner);
      }
    },
    /** Decodes running now (the tests look). */
    running: () => decoding.size,
    waiting: () => line.length,
  };
}

/** The process's one gate: comprovantes, restored comprovantes and receipts' pictures all pass through it. */
export const imageDecodes = imageGate();
