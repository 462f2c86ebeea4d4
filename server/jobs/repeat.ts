/**
 * Runs work now and then every everyMs, never two runs at once (a run longer than the interval makes the next
 * tick skip). The timer does not keep the process alive; the answer stops it. Work handles its own errors.
 */
export function repeatEvery(everyMs: number, work: () => Promise<void>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
