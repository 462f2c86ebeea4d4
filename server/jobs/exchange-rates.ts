import type { FastifyBaseLogger } from 'fastify';
import type { ExchangeRatesConfig } from '../config';
import type { Db } from '../db/connect';
import { fetchPtax } from '../features/exchange-rates/public';
import { repeatEvery } from './repeat';

/** A first run's 60 calls then take a minute longer, and requests meanwhile answer as fast as without it. */
const PAUSE_BETWEEN_CALLS_MS = 1000;

/**
 * The Banco Central's PTAX (the currencies it quotes against the real), fetched from its Olinda service at start
 * and then every EXCHANGE_RATES_FETCH_HOURS (0: off; always off under NODE_ENV=test), beside the index series' job
 * and off the request path. Every API process runs it; a currency checked by any of them within half the interval
 * is skipped (the claim in exchange_rate_fetches), and the writes are upserts. Olinda away, an HTTP error or an
 * answer that is not its JSON is one warning line, and the currency is asked again at the next run.
 */
export function startExchangeRatesJob(
  deps: { db: Db; config: ExchangeRatesConfig; log: FastifyBaseLogger },
  options: { timeoutMs?: number } = {},
): () => void {
  const { db, config, log } = deps;
  if (config.fetchHours <= 0) return () => {};
  const everyMs = config.fetchHours * 3_600_000;
  return repeatEvery(everyMs, async () => {
    try {
      const result = await fetchPtax(db, {
        baseUrl: config.ptaxUrl,
        minAgeMs: everyMs / 2,
        pauseMs: PAUSE_BETWEEN_CALLS_MS,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      const { failures, ...counts } = result;
      if (failures.length > 0) {
        log.warn(
          { failures, stored: counts.stored },
          'exchange rates: the Banco Central (PTAX) did not answer for some currencies; asked again at the next run',
        );
      }
      if (counts.stored > 0 || counts.skipped > 0)
        log.info(counts, 'exchange rates (PTAX) fetched from the Banco Central');
    } catch (error) {
      log.error({ err: error }, 'exchange rates job failed; trying again at the next run');
    }
  });
}
