/** What the bench prints as it goes: each step with its time, and each measurement in a line. */
import type { ImportRun } from './csv-import';
import { type LoadFigures, type ReadFigures, SLOW_REQUEST_MS, type Unavailable } from './http-load';
import type { Machine } from './machine';
import type { ReadOp } from './operations';
import { isAvailable } from './results';

const stamp = () => new Date().toISOString().slice(11, 19);
/** A step of the run, after the time of day it starts. */
export const step = (text: string) => console.log(`[${stamp()}] ${text}`);

export const describeImport = (run: ImportRun) =>
  `    ${run.seconds} s: HTTP ${run.status}, ${run.inserted ?? '-'} inserted, ${run.duplicates ?? '-'} duplicates, ${run.errorCount ?? '-'} errors${run.message ? ` (${run.message})` : ''}`;

export function describeRead(op: ReadOp, r: ReadFigures | Unavailable, label = op.label): string {
  if (!isAvailable<ReadFigures>(r)) return `    ${label.padEnd(40)} ${r.reason}`;
  const s = r.single.latency;
  const ten = r.ten
    ? `${r.ten.rps} req/s @10 (server CPU ${r.ten.serverCpuMsPerRequest} ms/req)`
    : r.probeMs > SLOW_REQUEST_MS
      ? `slow: ${r.single.requests} sequential requests`
      : `${r.single.rps} req/s @1 only`;
  return `    ${label.padEnd(40)} p50 ${s.p50}  p95 ${s.p95}  p99 ${s.p99} ms   ${ten}   errors ${r.single.errors + (r.ten?.errors ?? 0)}`;
}

export function describeLoad(label: string, f: LoadFigures): string {
  return `    ${label}: p50 ${f.latency.p50}  p95 ${f.latency.p95}  p99 ${f.latency.p99} ms   ${f.rps} req/s   errors ${f.errors}   server CPU ${f.serverCpuMsPerRequest} ms/req`;
}

/** The run's first lines: what it measures, then the machine it runs on. */
export function announceRun(title: string, machine: Machine): void {
  step(title);
  console.log(`  ${machine.nproc} cores, ${machine.memoryGb} GB, Node ${machine.node}; ${machine.uptime}`);
}
