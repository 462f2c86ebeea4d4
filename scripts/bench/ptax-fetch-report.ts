/**
 * Issue 77's PTAX fetch (ptax-fetch-timing.ts): its targets and table rows. The run is bounded by the design's
 * MAX_WINDOWS_PER_RUN calls of a year's window and stores every published day; "Saldo em contas" read while it runs
 * keeps its own p95 target (the fetch is off the request path: a job of the server, its writes in short
 * transactions).
 */
import type { Unavailable } from './http-load';
import type { PtaxFetchFigures } from './ptax-fetch-timing';
import type { EngineResult, TargetCheck } from './results';
import { fmt, thousands } from './stats';

const measured = (r: PtaxFetchFigures | Unavailable | undefined): PtaxFetchFigures | null =>
  r && !('available' in r) ? r : null;

export const ptaxFetchName = (m: PtaxFetchFigures | null) =>
  `PTAX fetch of five years, ${m?.currencies ?? 10} currencies (the server's job, a local Olinda)`;
const DURING = 'Saldo em contas while the PTAX fetch runs';
const ALONE = 'Saldo em contas just before the PTAX fetch';
const AFTER = 'Saldo em contas right after it';
const MEMORY = 'server memory during the PTAX fetch';

/** `readTarget`: "Saldo em contas"'s own p95 target on this engine (report.ts), which it keeps during the fetch. */
export function ptaxFetchChecks(
  e: EngineResult,
  readTarget: { limit: number; text: string } | null,
): TargetCheck[] {
  if (!e.ptaxFetch) return [];
  const m = measured(e.ptaxFetch);
  const reason = m ? '' : (e.ptaxFetch as Unavailable).reason;
  return [
    {
      engine: e.engine,
      name: ptaxFetchName(m),
      target: `≤ ${m?.bound ?? 70} calls of a year's window, every day stored`,
      measured: m
        ? `${m.calls} calls, ${thousands(m.stored)} of ${thousands(m.published)} days in ${fmt(m.ms / 1000)} s${m.finished ? '' : ' (not finished)'}`
        : reason,
      pass: m ? m.finished && m.calls <= m.bound && m.stored === m.published : null,
    },
    {
      engine: e.engine,
      name: DURING,
      target: readTarget?.text ?? 'not set',
      measured: m
        ? `p95 ${fmt(m.readDuring.p95)} ms (n=${m.readDuring.n}; alone ${fmt(m.readAlone.p95)} ms)`
        : reason,
      pass: m && readTarget ? m.readDuring.p95 <= readTarget.limit : null,
    },
  ];
}

const growth = (m: PtaxFetchFigures) =>
  m.rssBeforeMb !== null && m.rssPeakMb !== null
    ? `+${fmt(Math.round(m.rssPeakMb - m.rssBeforeMb))} MB (${fmt(m.rssBeforeMb)} → peak ${fmt(m.rssPeakMb)})`
    : 'not known';

type Cell = 'p50' | 'p95' | 'p99' | 'target';
export function ptaxFetchRows(
  e: EngineResult,
  target: (name: string) => string,
): Array<{ label: string; cells: Partial<Record<Cell, string>> }> {
  if (!e.ptaxFetch) return [];
  const m = measured(e.ptaxFetch);
  if (!m) return [{ label: 'PTAX fetch', cells: { p50: (e.ptaxFetch as Unavailable).reason } }];
  const cells = (l: { p50: number; p95: number; p99: number }) => ({
    p50: fmt(l.p50),
    p95: fmt(l.p95),
    p99: fmt(l.p99),
  });
  return [
    {
      label: `${ptaxFetchName(m)}: ${m.calls} calls, ${thousands(m.stored)} days`,
      cells: { p50: fmt(m.ms), target: target(ptaxFetchName(m)) },
    },
    { label: ALONE, cells: cells(m.readAlone) },
    { label: DURING, cells: { ...cells(m.readDuring), target: target(DURING) } },
    { label: AFTER, cells: cells(m.readAfter) },
    { label: MEMORY, cells: { p50: growth(m) } },
  ];
}
