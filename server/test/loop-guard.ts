import { Worker } from 'node:worker_threads';

/**
 * Runs `work` watched from another thread: when it has not finished after `ms`, the watchdog writes why and ends
 * the test process, so the file fails (vitest reports its worker gone) instead of hanging. A vitest timeout cannot
 * do it: a runaway synchronous loop (a card's bills up to '9999-12') blocks the thread its timers run on.
 */
export async function withinMs<T>(ms: number, label: string, work: () => Promise<T>): Promise<T> {
  const watchdog = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { writeSync } = require('node:fs');
     const timer = setTimeout(() => {
       writeSync(2, '\\n' + workerData.label + ': no answer after ' + workerData.ms + ' ms (a runaway loop?); ending the test process\\n');
       process.kill(process.pid, 'SIGKILL');
     }, workerData.ms);
     parentPort.once('message', () => clearTimeout(timer));`,
    { eval: true, workerData: { ms, label } },
  );
  await new Promise((resolve) => watchdog.once('online', resolve));
  try {
    return await work();
  } finally {
    watchdog.postMessage('done');
    await watchdog.terminate();
  }
}
