/** Issue 77's PTAX fetch as a step of an engine's run (the measurement is ptax-fetch-timing.ts's). */
import type { EngineRun } from './engine-prepare';
import type { Unavailable } from './http-load';
import { loadTarget } from './op-groups';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { step } from './progress';
import {
  describePtaxFetch,
  emptyPtax,
  measurePtaxFetch,
  PTAX_READ_PATH,
  type PtaxFetchFigures,
  startPtaxFetch,
} from './ptax-fetch-timing';
import { startServer } from './server';

/**
 * The step in an engine's run, after the other reads (its server stopped): the PTAX emptied, a server started with
 * the job on against the local Olinda, the fetch timed, the server stopped. The rates it leaves are the seeded ones'
 * figures (ptax-series.ts), for every currency since OFFICIAL_START.
 */
export async function ptaxFetchAfterwards(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
): Promise<PtaxFetchFigures | Unavailable> {
  step(
    `${ENGINE_NAME[engine]}: the PTAX fetch of five years (the server's job, a local Olinda), ${PTAX_READ_PATH} beside it`,
  );
  await emptyPtax(run.target);
  const setup = await startPtaxFetch(run.periods.today);
  try {
    const server = await startServer(run.target, `server-${engine}-ptax`, { ...run.syncEnv, ...setup.env });
    try {
      const result = await measurePtaxFetch(server, loadTarget(server, run.user), setup, {
        aloneRequests: options.quick ? 30 : 200,
        limitMs: options.quick ? 120_000 : 300_000,
      });
      console.log(describePtaxFetch(result));
      return result;
    } finally {
      await server.stop();
    }
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await setup.close();
  }
}
