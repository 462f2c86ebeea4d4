import { tooManyRequests } from '../../http/errors';

export const IMPORT_GATE_MESSAGES = {
  ownImportRunning: 'Uma importação sua ainda está em andamento. Aguarde ela terminar para enviar outra.',
  busy: 'Há muitas importações em andamento agora. Tente de novo em alguns instantes.',
} as const;

/** Seconds a refused upload is told to wait: about what one large import takes to write. */
const RETRY_AFTER_SECONDS = 15;

/** What a gate answers when it refuses, and when to try again: an import's unless the gate's work is another. */
export interface GateRefusals {
  ownRunning: string;
  busy: string;
  retryAfterSeconds: number;
}

const IMPORT_REFUSALS: GateRefusals = {
  ownRunning: IMPORT_GATE_MESSAGES.ownImportRunning,
  busy: IMPORT_GATE_MESSAGES.busy,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
};

/**
 * Bounds the imports of one server process, of one kind each gate (bank statements, B3 spreadsheets): one at a
 * time per person, at most `concurrent` running at once and `queued` waiting; beyond that the upload is refused
 * (429) before its file is read. On PGlite (one session) a statement import's transaction holds the database while
 * it writes, so one at a time with a short queue lets every other request run between two imports, and nobody can
 * keep the database busy by sending many at once. A B3 spreadsheet is read on a worker thread: one per person keeps
 * one person's files from taking every thread while others wait. The same bound serves other heavy work of a
 * person's (the Imposto de Renda's downloads), with its own refusals.
 */
export function createImportGate(options: { concurrent: number; queued: number; refusals?: GateRefusals }) {
  const refusals = options.refusals ?? IMPORT_REFUSALS;
  const people = new Set<number>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function enter(): Promise<void> {
    if (running < options.concurrent) {
      running += 1;
      return;
    }
    // The slot is handed over by leave(): `running` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function leave(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run<T>(bookId: number, work: () => Promise<T>): Promise<T> {
      if (people.has(bookId)) throw tooManyRequests(refusals.ownRunning, refusals.retryAfterSeconds);
      if (running >= options.concurrent && waiting.length >= options.queued) {
        throw tooManyRequests(refusals.busy, refusals.retryAfterSeconds);
      }
      people.add(bookId);
      try {
        await enter();
        try {
          return await work();
        } finally {
          leave();
        }
      } finally {
        people.delete(bookId);
      }
    },
  };
}
export type ImportGate = ReturnType<typeof createImportGate>;
