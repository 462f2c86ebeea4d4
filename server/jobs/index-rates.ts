import type { FastifyBaseLogger } from 'fastify';
import type { IndexRatesConfig } from '../config';
import type { Db } from '../db/connect';
import { fetchOfficialRates } from '../features/index-rates/public';
import { repeatEvery } from './repeat';

/**
 * The Banco Central's index series (CDI, Selic, Meta Selic, IPCA, TR), fetched from its SGS at start and then every
 * INDEX_RATES_FETCH_HOURS (0: off; always off under NODE_ENV=test). Every API process runs it; a series checked by
 * any of them within half the interval is skipped (the claim in index_rate_fetches), and the writes are upserts.
 * The SGS away, an HTTP error or an answer that is not its JSON is one warning line, and the series is asked again
 * at the next run; nothing here ends the process.
 */
export function startIndexRatesJob(
  deps: { db: Db; config: IndexRatesConfig; log: FastifyBaseLogger },
  options: { timeoutMs?: number } = {},
): () => void {
  const { db, config, log } = deps;
  if (config.fetchHours <= 0) return () => {};
  const everyMs = config.fetchHours * 3_600_000;
  return repeatEvery(everyMs, async () => {
    try {
      const result = await fetchOfficialRates(db, {
        baseUrl: config.sgsUrl,
        minAgeMs: everyMs / 2,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      const { failures, ...counts } = result;
      if (failures.length > 0) {
        log.warn(
          { failures, stored: counts.stored },
          'index rates: the Banco Central (SGS) did not answer for some series; asked again at the next run',
        );
      }
      if (counts.stored > 0 || counts.skipped > 0)
        log.info(counts, 'index rates fetched from the Banco Central');
    } catch (error) {
      log.error({ err: error }, 'index rates job failed; trying again at the next run');
    }
  });
}
