/**
 * Issue 75's targets and table rows (hostile-upload-timing.ts): under a hostile file of each kind, another person's
 * transactions page and sign-in answer within 500 ms at p95, and the server stays under 1 GB.
 */
import { HOSTILE_P95_LIMIT_MS, HOSTILE_RSS_LIMIT_MB } from './hostile-kinds';
import {
  describeAnswers,
  type HostileFigures,
  type HostileKindFigures,
  type HostileKindResult,
} from './hostile-upload-timing';
import type { Engine } from './options';
import type { TargetCheck } from './results';
import { fmt } from './stats';

const measured = (r: HostileKindResult): HostileKindFigures | null => ('available' in r ? null : r);

export const hostileListName = (label: string) => `${label}: another person's page`;
export const hostileSignInName = (label: string) => `${label}: their sign-in`;
export const hostileMemoryName = (label: string) => `${label}: the server's memory at its peak`;

const P95_TARGET = `p95 < ${fmt(HOSTILE_P95_LIMIT_MS)} ms`;
const RSS_TARGET = `< ${fmt(HOSTILE_RSS_LIMIT_MB)} MB (largest server process)`;

const latencyText = (l: { p95: number; n: number }, alone: { p95: number }, held: number, errors: number) =>
  `p95 ${fmt(l.p95)} ms (n=${l.n}, ${held} while the files were held, ${errors} errors; alone ${fmt(alone.p95)} ms)`;

export function hostileChecks(engine: Engine, hostile: HostileFigures | undefined): TargetCheck[] {
  if (!hostile) return [];
  return hostile.kinds.flatMap((r): TargetCheck[] => {
    const m = measured(r);
    const reason = m ? '' : (r as { reason: string }).reason;
    return [
      {
        engine,
        name: hostileListName(r.label),
        target: P95_TARGET,
        measured: m ? latencyText(m.list, m.listAlone, m.listWhileHeld, m.listErrors) : reason,
        pass: m ? m.listErrors === 0 && m.list.p95 < HOSTILE_P95_LIMIT_MS : null,
      },
      {
        engine,
        name: hostileSignInName(r.label),
        target: P95_TARGET,
        measured: m ? latencyText(m.signIn, m.signInAlone, m.signInWhileHeld, m.signInErrors) : reason,
        pass: m ? m.signInErrors === 0 && m.signIn.p95 < HOSTILE_P95_LIMIT_MS : null,
      },
      {
        engine,
        name: hostileMemoryName(r.label),
        target: RSS_TARGET,
        measured: m
          ? m.rssPeakProcessMb === null
            ? 'not known'
            : `${fmt(Math.round(m.rssPeakProcessMb))} MB (${fmt(m.rssBeforeMb)} MB before)`
          : reason,
        pass: m && m.rssPeakProcessMb !== null ? m.rssPeakProcessMb < HOSTILE_RSS_LIMIT_MB : null,
      },
    ];
  });
}

type Cell = 'p50' | 'p95' | 'p99' | 'errors' | 'target';

/** The engine table's rows: per kind, the other person's page and sign-in meanwhile, and the memory's peak. */
export function hostileRows(
  hostile: HostileFigures | undefined,
  target: (name: string) => string,
): Array<{ label: string; cells: Partial<Record<Cell, string>> }> {
  if (!hostile) return [];
  return hostile.kinds.flatMap((r) => {
    const m = measured(r);
    if (!m) return [{ label: `under ${r.label}`, cells: { p50: (r as { reason: string }).reason } }];
    const cells = (l: { p50: number; p95: number; p99: number }, errors: number) => ({
      p50: fmt(l.p50),
      p95: fmt(l.p95),
      p99: fmt(l.p99),
      errors: String(errors),
    });
    const list = hostileListName(m.label);
    const signIn = hostileSignInName(m.label);
    const memory = hostileMemoryName(m.label);
    return [
      { label: list, cells: { ...cells(m.list, m.listErrors), target: target(list) } },
      { label: signIn, cells: { ...cells(m.signIn, m.signInErrors), target: target(signIn) } },
      {
        label: memory,
        cells: {
          p50: m.rssPeakProcessMb === null ? 'not known' : `${fmt(Math.round(m.rssPeakProcessMb))} MB`,
          target: target(memory),
        },
      },
    ];
  });
}

export const HOSTILE_HEADER = [
  'hostile file (issue 75 item)',
  'sent at once',
  'what the hostile requests got',
  'page p95 ms (alone)',
  'sign-in p95 ms (alone)',
  'server peak MB (before)',
  'page, sign-in, memory',
];

/** One row per kind: what the hostile requests got, and what the other person and the server felt meanwhile. */
export function hostileSummaryRows(
  hostile: HostileFigures,
  checks: TargetCheck[],
  engine: Engine,
  mark: (pass: boolean | null) => string,
): string[][] {
  const passOf = (name: string) =>
    mark(checks.find((c) => c.engine === engine && c.name === name)?.pass ?? null);
  return hostile.kinds.map((r) => {
    const m = measured(r);
    const head = `${r.label} (${r.item})`;
    if (!m) return [head, '-', (r as { reason: string }).reason, '-', '-', '-', mark(null)];
    // The server's own words when it refused (a cut or a failed request is already named by describeAnswers).
    const said = [...new Set(m.answers.filter((a) => a.status !== null && a.note).map((a) => a.note))];
    return [
      head,
      String(m.sent),
      `${describeAnswers(m.answers)}${said.length > 0 ? ` (“${said.join('”, “')}”)` : ''}`,
      `${fmt(m.list.p95)} (${fmt(m.listAlone.p95)})`,
      `${fmt(m.signIn.p95)} (${fmt(m.signInAlone.p95)})`,
      `${m.rssPeakProcessMb === null ? '?' : fmt(Math.round(m.rssPeakProcessMb))} (${fmt(m.rssBeforeMb)})`,
      [hostileListName, hostileSignInName, hostileMemoryName].map((n) => passOf(n(m.label))).join(' '),
    ];
  });
}
