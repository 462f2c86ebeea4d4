import type { SharedSlots } from '../../db/shared-slots';
import { tooManyRequests } from '../../http/errors';

export const IMPORT_GATE_MESSAGES = {
  ownImportRunning: 'Uma importação sua ainda está em andamento. Aguarde ela terminar para enviar outra.',
  busy: 'Há muitas importações em andamento agora. Tente de novo em alguns instantes.',
} as const;

/** What a gate answers when it refuses, and when to try again. */
export interface GateRefusals {
  /** The owner already has `perOwner` pieces of work running. */
  ownRunning: string;
  /** The process runs `concurrent` and `queued` more wait. */
  busy: string;
  retryAfterSeconds: number;
}

/** The imports' refusals: try again in about what one large import takes to write. */
export const IMPORT_REFUSALS: GateRefusals = {
  ownRunning: IMPORT_GATE_MESSAGES.ownImportRunning,
  busy: IMPORT_GATE_MESSAGES.busy,
  retryAfterSeconds: 15,
};

export interface GateLimits {
  /** Pieces of work one owner (a person, a book) may have running or waiting; beyond, 429. Default 1. */
  perOwner?: number;
  /** Pieces of work running at once in the process. Default: no bound. */
  concurrent?: number;
  /** Pieces of work waiting for a place in the process; beyond, 429. Default 0. */
  queued?: number;
  refusals?: GateRefusals;
  /**
   * The owner's places counted with every other process on the database too (db/shared-slots.ts, PostgreSQL),
   * under the gate's name: several API servers allow a person what one does.
   */
  shared?: { slots: SharedSlots | undefined; name: string };
}

/**
 * The one bound of a person's heavy work in a server process (statement and B3 imports, the Imposto de Renda's
 * downloads, receipts read by OCR, comprovantes uploaded): at most `perOwner` pieces per person or book at a time,
 * `concurrent` running at once and `queued` waiting in arrival order; beyond that the request is refused (429)
 * before its file is read, so nobody can keep the database or the cores busy by sending many at once. On PGlite
 * (one session) a statement import's transaction holds the database while it writes, so one at a time with a
 * short queue lets every other request run between two imports. An owner's place is given back when its work ends,
 * not when the request was answered: a reading answered by its time limit holds its place until its work stops.
 */
export function createPersonGate(limits: GateLimits = {}) {
  const perOwner = limits.perOwner ?? 1;
  const concurrent = limits.concurrent ?? Number.POSITIVE_INFINITY;
  const queued = limits.queued ?? 0;
  const refusals = limits.refusals ?? IMPORT_REFUSALS;
  const shared = limits.shared;
  const owners = new Map<number, number>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function enter(): Promise<void> {
    if (running < concurrent) {
      running += 1;
      return;
    }
    // The place is handed over by leave(): `running` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function leave(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  function release(owner: number): void {
    const left = (owners.get(owner) ?? 1) - 1;
    if (left > 0) owners.set(owner, left);
    else owners.delete(owner);
  }

  return {
    /** Runs `work` in one of the owner's places once the process has room; refuses at once (429) beyond the limits. */
    async run<T>(owner: number, work: () => Promise<T>): Promise<T> {
      const own = owners.get(owner) ?? 0;
      if (own >= perOwner) throw tooManyRequests(refusals.ownRunning, refusals.retryAfterSeconds);
      if (running >= concurrent && waiting.length >= queued)
        throw tooManyRequests(refusals.busy, refusals.retryAfterSeconds);
      owners.set(owner, own + 1);
      let place: (() => Promise<void>) | undefined;
      try {
        if (shared?.slots) {
          place = await shared.slots.take(shared.name, owner, perOwner);
          if (!place) throw tooManyRequests(refusals.ownRunning, refusals.retryAfterSeconds);
          // The process's line may have filled while the database answered.
          if (running >= concurrent && waiting.length >= queued)
            throw tooManyRequests(refusals.busy, refusals.retryAfterSeconds);
        }
        await enter();
        try {
          return await work();
        } finally {
          leave();
        }
      } finally {
        release(owner);
        await place?.();
      }
    },
    /** Pieces of work running now (the bench and the tests look). */
    running: () => running,
  };
}
export type PersonGate = ReturnType<typeof createPersonGate>;
