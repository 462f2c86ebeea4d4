// The thread of thread-pool.test.ts: answers each job's name after the job's time, spent waiting (not computing),
// so the tests see the order the pool runs jobs in without taking the machine's cores.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ name, ms }) => {
  setTimeout(() => parentPort.postMessage({ name }), ms);
});
