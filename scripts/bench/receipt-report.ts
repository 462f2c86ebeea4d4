/**
 * Issue 58's targets and table rows (receipt-timing.ts): a receipt's page is read in under 3 s on the machine's two
 * cores, the server's memory grows by a bounded amount while it reads (one OCR worker, pictures reduced first), and
 * another person's page is not held by the readings (the OCR runs on its own thread).
 */
import { OTHER_DURING_LIMIT_MS } from './attachment-report';
import type { Unavailable } from './http-load';
import type { ReceiptFigures } from './receipt-timing';
import type { EngineResult, TargetCheck } from './results';
import { fmt } from './stats';

export const RECEIPT_PAGE_LIMIT_MS = 3000;
/** The OCR worker with the Portuguese model and one 1600 px picture at a time take some 150 MB. */
export const RECEIPT_RSS_GROWTH_LIMIT_MB = 400;

const measured = (r: ReceiptFigures | Unavailable | undefined): ReceiptFigures | null =>
  r && !('available' in r) ? r : null;

const PAGE = "a receipt's page read (OCR)";
const MEMORY = 'server memory growth while reading receipts';
const OTHER_DURING = "another person's page during the receipt readings";

const growthOf = (m: ReceiptFigures) =>
  m.rssBeforeMb !== null && m.rssPeakMb !== null ? m.rssPeakMb - m.rssBeforeMb : null;

export function receiptChecks(e: EngineResult): TargetCheck[] {
  if (!e.receipts) return [];
  const m = measured(e.receipts);
  const reason = m ? '' : (e.receipts as Unavailable).reason;
  const growth = m ? growthOf(m) : null;
  return [
    {
      engine: e.engine,
      name: PAGE,
      target: `p95 < ${fmt(RECEIPT_PAGE_LIMIT_MS)} ms`,
      measured: m ? `p95 ${fmt(m.page.p95)} ms (n=${m.page.n}, ${m.errors} errors)` : reason,
      pass: m ? m.errors === 0 && m.page.p95 < RECEIPT_PAGE_LIMIT_MS : null,
    },
    {
      engine: e.engine,
      name: MEMORY,
      target: `< ${fmt(RECEIPT_RSS_GROWTH_LIMIT_MB)} MB`,
      measured: m ? (growth === null ? 'not known' : `${fmt(Math.round(growth))} MB`) : reason,
      pass: m && growth !== null ? growth < RECEIPT_RSS_GROWTH_LIMIT_MB : null,
    },
    {
      engine: e.engine,
      name: OTHER_DURING,
      target: `p95 < ${fmt(OTHER_DURING_LIMIT_MS)} ms`,
      measured: m ? `p95 ${fmt(m.otherDuring.p95)} ms (alone ${fmt(m.otherAlone.p95)} ms)` : reason,
      pass: m ? m.otherDuring.p95 < OTHER_DURING_LIMIT_MS : null,
    },
  ];
}

type Cell = 'p50' | 'p95' | 'p99' | 'target';
export function receiptRows(
  e: EngineResult,
  target: (name: string) => string,
): Array<{ label: string; cells: Partial<Record<Cell, string>> }> {
  if (!e.receipts) return [];
  const m = measured(e.receipts);
  if (!m) return [{ label: 'receipts read', cells: { p50: (e.receipts as Unavailable).reason } }];
  const cells = (l: { p50: number; p95: number; p99: number }) => ({
    p50: fmt(l.p50),
    p95: fmt(l.p95),
    p99: fmt(l.p99),
  });
  const growth = growthOf(m);
  return [
    { label: PAGE, cells: { ...cells(m.page), target: target(PAGE) } },
    {
      label: MEMORY,
      cells: { p50: growth === null ? 'not known' : `${fmt(Math.round(growth))} MB`, target: target(MEMORY) },
    },
    { label: OTHER_DURING, cells: { ...cells(m.otherDuring), target: target(OTHER_DURING) } },
  ];
}
