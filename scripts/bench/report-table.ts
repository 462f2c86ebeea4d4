/**
 * The figures' tables: an engine's one table of every operation with its figures and its target, the page loads'
 * rows and what each route downloads; written as text on the console or as markdown in the docs.
 */
import { appImportRows } from './app-import-report';
import { attachmentRows } from './attachment-report';
import { hostileRows } from './hostile-report';
import type { LoadFigures, ReadFigures } from './http-load';
import { matchRows } from './match-report';
import type { ColdLoadFigures, PhoneFigures } from './page-loads';
import { ptaxFetchRows } from './ptax-fetch-report';
import { receiptRows } from './receipt-report';
import { IMPORT_CASES, importLabel, overheadOk } from './report';
import { type BenchResults, type EngineResult, isAvailable, type TargetCheck } from './results';
import { fmt, latencyOf, thousands } from './stats';
import { syncRows } from './sync-report';
import type { BundleFigures } from './web-metrics';

/** A target met (✓), missed (✗) or not measured (?). */
export const mark = (pass: boolean | null) => (pass === null ? '?' : pass ? '✓' : '✗');

export const ROUTE_HEADER = ['route', 'JS kB gz', 'JS files', 'CSS kB gz', 'CSS files'];

/** What a cold visit to each route downloads (runs before this table was added have none). */
export function routeSizeRows(web: BundleFigures): string[][] {
  return (web.routes ?? []).map((r) => [
    r.path === '/login' ? '/login (sign-in)' : r.path,
    fmt(r.jsKb),
    String(r.jsFiles),
    fmt(r.cssKb),
    String(r.cssFiles),
  ]);
}

export const HEADER = [
  'operation',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s',
  'CPU ms/req',
  'errors',
  'SQL p50 ms',
  'API/SQL',
  'target',
];

type Column = 'p50' | 'p95' | 'p99' | 'rps' | 'cpu' | 'errors' | 'sql' | 'ratio' | 'target';

/** A table row: '-' where a figure does not apply. */
function row(label: string, c: Partial<Record<Column, string>>): string[] {
  const cols: Column[] = ['p50', 'p95', 'p99', 'rps', 'cpu', 'errors', 'sql', 'ratio'];
  return [label, ...cols.map((k) => c[k] ?? '-'), c.target ?? ''];
}

function loadRow(label: string, f: LoadFigures, target: string): string[] {
  return row(label, {
    p50: fmt(f.latency.p50),
    p95: fmt(f.latency.p95),
    p99: fmt(f.latency.p99),
    rps: fmt(f.rps),
    cpu: fmt(f.serverCpuMsPerRequest),
    errors: thousands(f.errors),
    target,
  });
}

export function findCheck(checks: TargetCheck[], engine: string, name: string): TargetCheck | undefined {
  return checks.find((c) => c.engine === engine && c.name === name);
}

export const cell = (c: TargetCheck | undefined, withMeasured = false) =>
  c ? `${c.target}${withMeasured ? `: ${c.measured}` : ''} ${mark(c.pass)}` : '';

/** The one table of an engine: every operation with its figures and its target. */
export function engineTable(results: BenchResults, e: EngineResult): string[][] {
  const checks = results.targets;
  const rows: string[][] = [];
  for (const op of e.ops) {
    const r = e.reads[op.key];
    const sql = e.sql[op.key];
    const sqlCell = sql?.p50 != null ? fmt(sql.p50) : sql?.error ? 'n/a' : '-';
    if (!r || !isAvailable<ReadFigures>(r)) {
      rows.push(
        row(op.label, { p50: r && !isAvailable<ReadFigures>(r) ? r.reason : 'not measured', sql: sqlCell }),
      );
      continue;
    }
    const api = r.single.latency;
    const ratio =
      sql?.p50 != null && sql.p50 > 0
        ? `${(api.p50 / sql.p50).toFixed(1)} ${mark(overheadOk(api.p50, sql.p50))}`
        : '-';
    const target = findCheck(checks, e.engine, op.label);
    const rps =
      op.key === 'tx-month' ? findCheck(checks, e.engine, 'transactions page, 10 connections') : undefined;
    rows.push(
      row(op.label, {
        p50: fmt(api.p50),
        p95: fmt(api.p95),
        p99: fmt(api.p99),
        rps: r.ten ? fmt(r.ten.rps) : `${fmt(r.single.rps)} (1 conn.)`,
        cpu: fmt(r.ten?.serverCpuMsPerRequest),
        errors: thousands(r.single.errors + (r.ten?.errors ?? 0)),
        sql: sqlCell,
        ratio,
        target: [cell(target), rps ? `req/s ${rps.target} ${mark(rps.pass)}` : ''].filter(Boolean).join('; '),
      }),
    );
  }
  rows.push(
    isAvailable<LoadFigures>(e.create)
      ? loadRow('create one transaction (POST)', e.create, '')
      : row('create one transaction (POST)', { p50: e.create.reason }),
  );

  for (const c of IMPORT_CASES) {
    const runs = e[c.key];
    const check = results.targets.find((t) => t.engine === e.engine && t.name === importLabel(e, c));
    const label = `import CSV ${thousands(e.importRows)} rows ${c.into}`;
    if (Array.isArray(runs) && runs.length > 0) {
      const lat = latencyOf(runs.map((r) => r.seconds * 1000));
      rows.push(
        row(`${label} (×${runs.length})`, {
          p50: fmt(lat.p50),
          p95: fmt(lat.p95),
          errors: String(runs.filter((r) => r.status >= 300).length),
          target: cell(check),
        }),
      );
    } else {
      rows.push(
        row(label, {
          p50: runs && !Array.isArray(runs) ? runs.reason : 'not measured',
          target: cell(check),
        }),
      );
    }
  }
  const matchTarget = (name: string) => cell(findCheck(checks, e.engine, name));
  for (const m of appImportRows(e, matchTarget)) rows.push(row(m.label, m.cells));
  for (const m of matchRows(e, matchTarget)) rows.push(row(m.label, m.cells));
  for (const m of syncRows(e, matchTarget)) rows.push(row(m.label, m.cells));
  for (const m of attachmentRows(e, matchTarget)) rows.push(row(m.label, m.cells));
  for (const m of receiptRows(e, matchTarget)) rows.push(row(m.label, m.cells));
  for (const m of ptaxFetchRows(e, matchTarget)) rows.push(row(m.label, m.cells));
  for (const m of hostileRows(e.hostile, matchTarget)) rows.push(row(m.label, m.cells));
  if (e.mixed) {
    const left = e.mixed.excluded.length > 0 ? `without ${e.mixed.excluded.join(', ')} (too slow)` : '';
    rows.push(loadRow('mixed reads, 10 clients', e.mixed.ten, left));
    rows.push(
      loadRow(
        'mixed reads, 50 clients',
        e.mixed.fifty,
        cell(findCheck(checks, e.engine, 'mixed reads, 50 clients')),
      ),
    );
  }
  if (e.memory) {
    const memory = findCheck(checks, e.engine, 'server memory over a long run of the transactions page');
    rows.push(
      row(`memory: RSS over ${thousands(e.memory.run.requests)} tx-page requests`, {
        rps: fmt(e.memory.run.rps),
        cpu: fmt(e.memory.run.serverCpuMsPerRequest),
        errors: thousands(e.memory.run.errors),
        target: `${cell(memory, true)}; peak ${e.memory.peakMb} MB`,
      }),
    );
  }
  rows.push(...pageLoadRows(e.engine, checks, e.coldLoad, e.phone ?? null));
  for (const name of ['JavaScript of the sign-in page', 'JavaScript the dashboard route adds']) {
    const c = findCheck(checks, 'web', name);
    if (c) rows.push(row(name, { target: cell(c, true) }));
  }
  return rows;
}

/** The page loads' rows of an engine's table (or of a --web-only run), with their targets. */
export function pageLoadRows(
  engine: TargetCheck['engine'],
  checks: TargetCheck[],
  cold: ColdLoadFigures | null,
  phone: PhoneFigures | null,
): string[][] {
  const rows: string[][] = [];
  const loadRow = (label: string, name: string, medianMs: number | null | undefined, reason?: string) =>
    row(label, {
      p50: medianMs != null ? fmt(medianMs) : (reason ?? 'not available'),
      target: cell(findCheck(checks, engine, name)),
    });
  if (cold) {
    const name = 'dashboard cards, cold load';
    rows.push(loadRow(`${name} (Chromium)`, name, cold.medianMs, cold.reason));
  }
  for (const route of phone?.routes ?? []) {
    const coldName = `${route.key} on a phone, cold load`;
    const secondName = `${route.key} on a phone, second visit (service worker)`;
    rows.push(loadRow(coldName, coldName, route.coldMedianMs, phone?.reason));
    rows.push(loadRow(secondName, secondName, route.secondMedianMs, phone?.reason));
  }
  return rows;
}

export function textTable(rows: string[][], header: string[] = HEADER): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all
    .map((r, j) =>
      r
        .map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join('  ')
        .concat(j === 0 ? `\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : ''),
    )
    .join('\n');
}

export function markdownTable(header: string[], rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|');
  const align = header.map((_, i) => (i === 0 || i === header.length - 1 ? '---' : '--:'));
  return [header, align, ...rows].map((r) => `| ${r.map(esc).join(' | ')} |`).join('\n');
}
