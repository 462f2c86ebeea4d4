/**
 * Issue 57's targets and table rows (attachment-timing.ts): the month's page keeps its read target with the rows'
 * thumbnails, a 5 MB photo is kept in under a second, and another person's page is not held while photos are
 * reduced (sharp works on libuv's threads; a stall would show as seconds).
 */

import type { AttachmentFigures } from './attachment-timing';
import type { Unavailable } from './http-load';
import type { EngineResult, TargetCheck } from './results';
import { fmt } from './stats';

export const UPLOAD_LIMIT_MS = 1000;
/** Another person's page while photos are reduced: the reads share two cores with the image work, never wait on it. */
export const OTHER_DURING_LIMIT_MS = 500;

const measured = (r: AttachmentFigures | Unavailable | undefined): AttachmentFigures | null =>
  r && !('available' in r) ? r : null;

export const PAGE_WITH_THUMBNAILS = 'transactions, page 1 of a month, rows with comprovantes';
const uploadName = (m: AttachmentFigures | null) =>
  `upload of a ${m ? (m.photoBytes / 1024 / 1024).toFixed(1) : 5} MB photo`;
const OTHER_DURING = "another person's page during the uploads";

/** `pageTarget`: the month page's own p95 target on this engine (report.ts), which its thumbnails must keep. */
export function attachmentChecks(
  e: EngineResult,
  pageTarget: { limit: number; text: string } | null,
): TargetCheck[] {
  if (!e.attachments) return [];
  const m = measured(e.attachments);
  const reason = m ? '' : (e.attachments as Unavailable).reason;
  const ok = m !== null && m.errors === 0;
  return [
    {
      engine: e.engine,
      name: PAGE_WITH_THUMBNAILS,
      target: pageTarget?.text ?? 'not set',
      measured: m ? `p95 ${fmt(m.page.p95)} ms (thumbnail p95 ${fmt(m.thumbnail.p95)} ms)` : reason,
      pass: m && pageTarget ? ok && m.page.p95 <= pageTarget.limit : null,
    },
    {
      engine: e.engine,
      name: uploadName(m),
      target: `p95 < ${fmt(UPLOAD_LIMIT_MS)} ms`,
      measured: m ? `p95 ${fmt(m.upload.p95)} ms (n=${m.upload.n}, ${m.errors} errors)` : reason,
      pass: m ? ok && m.upload.p95 < UPLOAD_LIMIT_MS : null,
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
export function attachmentRows(
  e: EngineResult,
  target: (name: string) => string,
): Array<{ label: string; cells: Partial<Record<Cell, string>> }> {
  if (!e.attachments) return [];
  const m = measured(e.attachments);
  if (!m) return [{ label: 'comprovantes', cells: { p50: (e.attachments as Unavailable).reason } }];
  const cells = (l: { p50: number; p95: number; p99: number }) => ({
    p50: fmt(l.p50),
    p95: fmt(l.p95),
    p99: fmt(l.p99),
  });
  return [
    { label: PAGE_WITH_THUMBNAILS, cells: { ...cells(m.page), target: target(PAGE_WITH_THUMBNAILS) } },
    { label: 'a thumbnail of that page', cells: cells(m.thumbnail) },
    { label: uploadName(m), cells: { ...cells(m.upload), target: target(uploadName(m)) } },
    { label: "another person's page, alone", cells: cells(m.otherAlone) },
    { label: OTHER_DURING, cells: { ...cells(m.otherDuring), target: target(OTHER_DURING) } },
  ];
}
