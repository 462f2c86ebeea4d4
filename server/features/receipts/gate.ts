// How many readings run: one per person at a time (a second one while the first runs is refused), and a few per
// process (the OCR takes a core while it reads); a reading beyond them waits its turn in a short queue, and beyond
// the queue is refused. A reading's place is given back when its work ends, not when its answer was sent: a reading
// answered by its time limit still holds its place until its work stops.
import { RECEIPT_MESSAGES } from '../../../common/contract/capture';
import { tooManyRequests } from '../../http/errors';

export interface GateLimits {
  /** Readings running at once in the process. */
  running: number;
  /** Readings waiting for a place. */
  waiting: number;
}

export const GATE_LIMITS: GateLimits = { running: 2, waiting: 6 };

export function readingGate(limits: GateLimits = GATE_LIMITS) {
  const people = new Set<number>();
  const queue: (() => void)[] = [];
  let running = 0;

  function release() {
    const next = queue.shift();
    if (next) next();
    else running--;
  }

  return {
    /**
     * Runs `work` in the person's one place, once the process has room; answers the work's promise, so the caller
     * may answer by a deadline while the place stays held until the work ends. Refuses at once (429) a person
     * already reading, or a full queue.
     */
    enter<T>(personId: number, work: () => Promise<T>): Promise<T> {
      if (people.has(personId)) throw tooManyRequests(RECEIPT_MESSAGES.busy, 5);
      if (running >= limits.running && queue.length >= limits.waiting)
        throw tooManyRequests(RECEIPT_MESSAGES.crowded, 5);
      people.add(personId);
      let turn: Promise<void>;
      if (running < limits.running) {
        running++;
        turn = Promise.resolve();
      } else {
        // release() hands its place straight to the first waiting, so `running` stays as it is.
        turn = new Promise<void>((resolve) => queue.push(resolve));
      }
      const done = turn.then(work);
      done
        .finally(() => {
          people.delete(personId);
          release();
        })
        .catch(() => {});
      return done;
    },
    /** Readings running now (the bench and the tests look). */
    running: () => running,
  };
}
