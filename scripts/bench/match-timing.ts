/**
 * Issue 33's speed over HTTP: the preview of the 1,000-line statement (match-statement.ts) as the wizard sends it,
 * POST /transactions/import-hints in calls of 200 lines, then its import, POST /transactions/import-csv, into the
 * measured person. Times are round trips on localhost, from sending to the complete answer.
 */
import type { ImportHintsBody } from '../../common/contract/import';
import { type ImportRun, importOnce } from './csv-import';
import type { LoadTarget, Unavailable } from './http-load';
import { type MatchStatement, statementCsv, statementHintBodies } from './match-statement';
import { type Latency, latencyOf, msSince, round } from './stats';

export interface MatchStatementResult {
  lines: number;
  /** Lines that are the bank's version of recorded rows, of fixed items, and new ones. */
  matching: number;
  fixed: number;
  fresh: number;
  from: string;
  to: string;
  /** The person's transactions when the statement was read from the database. */
  storedRows: number;
  preview: {
    /** The calls of one preview (5 for 1,000 lines). */
    callsPerPreview: number;
    /** Each preview's sum of its calls, ms, in order (the first after the other reads). */
    sums: number[];
    /** The median of the sums. */
    sumMs: number;
    /** One call of 200 lines, over every call of every preview. */
    call: Latency;
    /** Non-2xx answers. */
    errors: number;
    /** The first call's status when it was not 2xx. */
    status?: number;
  };
  import: ImportRun;
}

/** How many times the preview is sent (it writes nothing): the median of the sums is reported. */
export const PREVIEW_ROUNDS = { quick: 3, full: 5 };

async function timedHints(
  target: LoadTarget,
  body: ImportHintsBody,
): Promise<{ ms: number; status: number }> {
  const token = await target.session.token();
  const started = process.hrtime.bigint();
  const res = await fetch(`${target.base}/api/v1/transactions/import-hints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: msSince(started), status: res.status };
}

/**
 * The preview `rounds` times, then the import once (it writes the new lines into the person: run it where the
 * other imports into the measured person run, after the reads).
 */
export async function measureMatchStatement(
  target: LoadTarget,
  statement: MatchStatement,
  rounds: number,
): Promise<MatchStatementResult | Unavailable> {
  const bodies = statementHintBodies(statement);
  const sums: number[] = [];
  const calls: number[] = [];
  let errors = 0;
  let status: number | undefined;
  for (let r = 0; r < rounds; r++) {
    let sum = 0;
    for (const body of bodies) {
      const call = await timedHints(target, body);
      if (call.status === 404 && calls.length === 0)
        return { available: false, reason: 'import hints not available (404)' };
      if (call.status < 200 || call.status > 299) {
        errors++;
        status ??= call.status;
      }
      calls.push(call.ms);
      sum += call.ms;
    }
    sums.push(round(sum));
  }
  const run = await importOnce(target, statement.accountId, statementCsv(statement));
  const result: MatchStatementResult = {
    lines: statement.lines.length,
    matching: statement.matching,
    fixed: statement.fixed,
    fresh: statement.fresh,
    from: statement.from,
    to: statement.to,
    storedRows: statement.storedRows,
    preview: {
      callsPerPreview: bodies.length,
      sums,
      sumMs: latencyOf(sums).p50,
      call: latencyOf(calls),
      errors,
    },
    import: run,
  };
  if (status !== undefined) result.preview.status = status;
  return result;
}

/** One line for the console. */
export function describeMatchStatement(r: MatchStatementResult | Unavailable): string {
  if ('available' in r) return `    ${r.reason}`;
  const p = r.preview;
  const i = r.import;
  return [
    `    ${r.lines} lines (${r.matching} recorded, ${r.fixed} fixed items, ${r.fresh} new), ${r.from} to ${r.to}, ${r.storedRows} rows stored`,
    `    preview: ${p.callsPerPreview} calls, sums ${p.sums.join(', ')} ms (median ${p.sumMs}), one call p50 ${p.call.p50} ms, errors ${p.errors}`,
    `    import: ${i.ms ?? round(i.seconds * 1000)} ms, HTTP ${i.status}, ${i.inserted ?? '-'} inserted, ${i.duplicates ?? '-'} duplicates, ${i.errorCount ?? '-'} errors${i.message ? ` (${i.message})` : ''}`,
  ].join('\n');
}
