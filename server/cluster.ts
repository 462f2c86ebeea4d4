import cluster from 'node:cluster';

/** A worker that ends this soon after it started, without ever listening, is failing to start. */
const RESTART_DELAY_MS = 1000;

/**
 * WORKERS > 1 (PostgreSQL only): the first process forks that many copies of the server, which share the
 * listening port (the operating system spreads connections among them), so one Node process per core serves
 * requests. Every worker is a whole server: its own pool, migrations under the advisory lock, and scheduler
 * (fixed expenses are paid under row locks, so several schedulers never pay twice). The primary holds no
 * database connection: it replaces a worker that dies after it started serving, stops everything when one
 * cannot start, and passes SIGTERM/SIGINT on, so each worker drains its requests and closes its pool.
 */
export function superviseWorkers(count: number): void {
  const serving = new Set<number>();
  let stopping = false;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('listening', (worker) => serving.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    const wasServing = serving.delete(worker.id);
    if (!stopping && wasServing) {
      console.error(`Processo ${worker.process.pid} terminou (${signal ?? code}); iniciando outro.`);
      setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
      return;
    }
    if (!stopping) {
      console.error('Um processo do servidor não conseguiu iniciar; encerrando todos.');
      process.exitCode = 1;
      stop('SIGTERM');
    }
    if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) process.exit();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) cluster.fork();
}

export const isClusterPrimary = (workers: number) => workers > 1 && cluster.isPrimary;
