/**
 * Issue 34's target and table rows: a sync of 5 accounts × 90 days (about 1,500 lines) into the measured person
 * (sync-timing.ts) within 2 s of server time, the reads beside it within their own targets.
 */
import type { Unavailable } from './http-load';
import type { EngineResult, TargetCheck } from './results';
import { fmt } from './stats';
import type { SyncResult } from './sync-timing';

/** The issue's limit for "Sincronizar agora", on either engine. */
export const SYNC_LIMIT_MS = 2000;

const measured = (r: SyncResult | Unavailable | undefined): SyncResult | null =>
  r && !('available' in r) ? r : null;

export function syncCheckName(e: EngineResult): string {
  const m = measured(e.sync);
  return `bank sync of ${m?.accounts ?? 5} accounts, ${m?.lines.toLocaleString('en-US') ?? 'about 1,500'} lines`;
}

export function syncChecks(e: EngineResult): TargetCheck[] {
  if (!e.sync) return [];
  const m = measured(e.sync);
  const worked = m !== null && m.status === 200 && m.run.outcome === 'ok';
  return [
    {
      engine: e.engine,
      name: syncCheckName(e),
      target: `< ${fmt(SYNC_LIMIT_MS / 1000)} s (server time)`,
      measured: m
        ? `${fmt(m.ms)} ms (${m.run.fetched} fetched, ${m.run.inserted} new, ${m.run.matched} matched${worked ? '' : `; HTTP ${m.status} ${m.run.outcome}: ${m.run.error}`})`
        : (e.sync as Unavailable).reason,
      pass: m ? worked && m.ms < SYNC_LIMIT_MS : null,
    },
  ];
}

type Cell = 'p50' | 'p95' | 'p99' | 'target';
/** The rows of the engine's table: the sync, and the transactions page read beside it and after it. */
export function syncRows(
  e: EngineResult,
  target: (name: string) => string,
): Array<{ label: string; cells: Partial<Record<Cell, string>> }> {
  if (!e.sync) return [];
  const m = measured(e.sync);
  if (!m) return [{ label: 'bank sync', cells: { p50: (e.sync as Unavailable).reason } }];
  return [
    { label: syncCheckName(e), cells: { p50: fmt(m.ms), target: target(syncCheckName(e)) } },
    {
      label: 'transactions page while the sync runs',
      cells: { p50: fmt(m.readDuring.p50), p95: fmt(m.readDuring.p95), p99: fmt(m.readDuring.p99) },
    },
    {
      label: 'transactions page right after it',
      cells: { p50: fmt(m.readAfter.p50), p95: fmt(m.readAfter.p95), p99: fmt(m.readAfter.p99) },
    },
  ];
}
