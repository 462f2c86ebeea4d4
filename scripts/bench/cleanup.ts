/**
 * What the bench must undo however it ends (server processes, temporary folders, the bench database): each
 * step registers its undo here; runCleanup() runs them newest first, also on Ctrl-C.
 */
type Undo = { label: string; run: () => Promise<void> | void };

const pending: Undo[] = [];
let running: Promise<void> | undefined;

/** Registers an undo; the answer removes it again (when the step undid itself). */
export function onCleanup(label: string, run: Undo['run']): () => void {
  const undo = { label, run };
  pending.push(undo);
  return () => {
    const i = pending.indexOf(undo);
    if (i >= 0) pending.splice(i, 1);
  };
}

/** Runs every registered undo, newest first; calls made while one runs wait for it and run after. */
export function runCleanup(): Promise<void> {
  running = (running ?? Promise.resolve()).then(async () => {
    while (pending.length > 0) {
      const undo = pending.pop() as Undo;
      try {
        await undo.run();
      } catch (error) {
        console.error(`cleanup (${undo.label}) failed:`, error instanceof Error ? error.message : error);
      }
    }
  });
  return running;
}

/** Ctrl-C and SIGTERM clean up before leaving. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up...`);
      void runCleanup().finally(() => process.exit(130));
    });
  }
}
