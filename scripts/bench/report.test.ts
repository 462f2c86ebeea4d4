import { describe, expect, it } from 'vitest';
import type { AppImportFigures } from './app-import-timing';
import { hostileListName, hostileMemoryName, hostileSignInName } from './hostile-report';
import type { HostileFigures, HostileKindFigures } from './hostile-upload-timing';
import type { ReadFigures } from './http-load';
import type { Engine } from './options';
import { notWithin } from './performance-doc';
import { plansFile } from './query-plans-doc';
import { memberRows } from './read-comparisons';
import { evaluateHostileTargets, evaluateTargets } from './report';
import type { BenchResults, EngineResult, HostileResults, OpInfo } from './results';

/** A read measured at 1 connection with these percentiles. */
const read = (p50: number, p95: number): ReadFigures => ({
  single: {
    latency: { p50, p95, p99: p95, n: 100 },
    rps: 100,
    requests: 100,
    errors: 0,
    seconds: 4,
    serverCpuMsPerRequest: null,
  },
  ten: null,
  probeMs: p50,
});

const OPS: OpInfo[] = [
  { key: 'page', label: 'transactions page', path: '/transactions', p95TargetMs: 25 },
  { key: 'search', label: 'search', path: '/transactions?q=x', p95TargetMs: 25, pgliteP95TargetMs: 75 },
];

function engine(
  name: Engine,
  reads: EngineResult['reads'],
  memberReads?: EngineResult['memberReads'],
): EngineResult {
  const missing = { available: false as const, reason: 'not measured' };
  return {
    engine: name,
    version: '',
    startedAt: '',
    seconds: 0,
    loadAverage: { start: [0], end: [0] },
    uptimeAtStart: '',
    seed: { users: 1, transactions: 1, seconds: 1 },
    ops: OPS,
    sql: {},
    reads,
    ...(memberReads ? { memberReads } : {}),
    create: missing,
    imports: missing,
    importRows: 0,
    mixed: null,
    memory: null,
    coldLoad: null,
  };
}

const results = (engines: EngineResult[]) =>
  ({ options: {}, machine: {}, web: null, engines, targets: [] }) as unknown as BenchResults;

const byName = (checks: ReturnType<typeof evaluateTargets>, engine: Engine, name: string) =>
  checks.find((c) => c.engine === engine && c.name === name);

describe("the bench's report of the reads made by a member of the book", () => {
  it("judges the member's p95 against the read's own target, on each engine", () => {
    const checks = evaluateTargets(
      results([
        engine(
          'postgres',
          { page: read(5, 24), search: read(5, 20) },
          { page: read(6, 25), search: read(5, 24.9) },
        ),
        // PGlite's page: 3 × PostgreSQL's p95 alone (72 ms), a p95 equal to it held; the search its own 75 ms.
        engine(
          'pglite',
          { page: read(10, 73), search: read(10, 74) },
          { page: read(10, 72), search: read(10, 75) },
        ),
      ]),
    );
    const member = (engine: Engine, label: string) =>
      byName(checks, engine, `${label}, as a member of the book`);
    expect(byName(checks, 'postgres', 'transactions page')).toMatchObject({
      target: 'p95 < 25 ms',
      pass: true,
    });
    expect(member('postgres', 'transactions page')).toMatchObject({ target: 'p95 < 25 ms', pass: false });
    expect(member('postgres', 'search')?.pass).toBe(true);
    expect(byName(checks, 'pglite', 'transactions page')).toMatchObject({
      target: 'p95 ≤ 3 × PostgreSQL (72.0 ms)',
      pass: false,
    });
    expect(member('pglite', 'transactions page')).toMatchObject({
      target: 'p95 ≤ 3 × PostgreSQL (72.0 ms)',
      pass: true,
    });
    expect(member('pglite', 'search')).toMatchObject({ target: 'p95 < 75 ms', pass: false });
  });

  it('adds no check for results of runs before the member was measured', () => {
    const checks = evaluateTargets(results([engine('postgres', { page: read(5, 24), search: read(5, 20) })]));
    expect(checks.some((c) => c.name.endsWith('as a member of the book'))).toBe(false);
  });

  it('calls a read no worse within 25% + 1 ms of its p50 and of its p95 alone', () => {
    const alone = { page: read(10, 20), search: read(10, 20) };
    const { rows, noWorse, compared } = memberRows(OPS, alone, {
      page: read(13.5, 26),
      search: read(13.6, 26),
    });
    expect(rows.map((r) => r[5])).toEqual(['✓', '✗']);
    expect({ noWorse, compared }).toEqual({ noWorse: 1, compared: 2 });
  });
});

describe("the bench's report of the imports", () => {
  const run = (seconds: number) => ({
    seconds,
    status: 200,
    inserted: 50_000,
    duplicates: 0,
    errorCount: 0,
  });
  const withImports = (seconds: number[], floorMs?: number): EngineResult => ({
    ...engine('postgres', {}),
    importRows: 50_000,
    importsIntoEmpty: seconds.map(run),
    ...(floorMs === undefined ? {} : { insertFloor: { rows: 50_000, ms: [floorMs], medianMs: floorMs } }),
  });
  const check = (e: EngineResult) =>
    byName(evaluateTargets(results([e])), 'postgres', 'import of 50,000 CSV rows into an empty person');

  it('passes an import within twice the INSERT alone, its slowest run counted', () => {
    expect(check(withImports([5.1, 6.6], 3300))).toMatchObject({
      target: '≤ 2 × the INSERT alone (3.30 s): 6.60 s',
      measured: '5.1 s (50,000 new), 6.6 s (50,000 new)',
      pass: true,
    });
    expect(check(withImports([5.1, 6.61], 3300))?.pass).toBe(false);
  });

  it('judges nothing when the run did not measure the INSERT alone', () => {
    expect(check(withImports([1.2]))).toMatchObject({ pass: null });
  });

  it('passes a file into an account holding as many rows within 1.5 times the median into an empty one', () => {
    const history = (seconds: number) =>
      byName(
        evaluateTargets(results([{ ...withImports([4, 3, 5]), importIntoHistory: run(seconds) }])),
        'postgres',
        'import of 50,000 CSV rows into an account holding 50,000',
      );
    expect(history(6)).toMatchObject({
      target: '≤ 1.5 × into an empty account (4.00 s): 6.00 s',
      measured: '6 s (50,000 new)',
      pass: true,
    });
    expect(history(6.01)?.pass).toBe(false);
  });

  describe('of another app’s file ("Trazer meus dados")', () => {
    const NAME = 'import of 50,000 rows from another app (YNAB) into an empty person';
    const appRun = (ms: number, job: Partial<AppImportFigures> = {}): AppImportFigures => ({
      app: 'ynab',
      lines: 50_000,
      rows: 47_600,
      transfers: 2_400,
      expected: 50_000,
      seconds: ms / 1000,
      ms,
      status: 202,
      acceptedMs: 1200,
      jobStatus: 'done',
      inserted: 50_000,
      duplicates: 0,
      errorCount: 0,
      accountsCreated: 3,
      categoriesCreated: 28,
      ...job,
    });
    const appCheck = (figures: AppImportFigures | undefined) =>
      byName(
        evaluateTargets(results([{ ...withImports([4], 3300), ...(figures ? { appImport: figures } : {}) }])),
        'postgres',
        NAME,
      );

    it('passes within the statement import’s own target, twice the INSERT alone', () => {
      expect(appCheck(appRun(6600))).toMatchObject({
        target: '≤ 2 × the INSERT alone (3.30 s): 6.60 s',
        measured:
          '6.6 s (done, 1.20 s of it to the answer 202, 50,000 of 50,000 written: 47,600 rows, 2,400 transfers)',
        pass: true,
      });
      expect(appCheck(appRun(6601))?.pass).toBe(false);
    });

    it('fails a fast import that did not end done with every line written', () => {
      expect(appCheck(appRun(1000, { inserted: 49_999 }))?.pass).toBe(false);
      expect(appCheck(appRun(1000, { jobStatus: 'failed', inserted: null }))?.pass).toBe(false);
      expect(
        appCheck(appRun(1000, { status: 400, acceptedMs: null, jobStatus: null, inserted: null })),
      ).toMatchObject({
        measured: 'HTTP 400',
        pass: false,
      });
    });

    it('adds no check for results of runs before it was measured', () => {
      expect(appCheck(undefined)).toBeUndefined();
    });
  });
});

describe("the bench's doc layout", () => {
  it('keeps in the doc only the rows of a comparison that were not within', () => {
    const alone = { page: read(10, 20), search: read(10, 20) };
    const { rows } = memberRows(OPS, alone, { page: read(13.5, 26), search: read(13.6, 26) });
    expect(notWithin(rows, 5).map((r) => r[0])).toEqual(['search']);
  });

  it("writes each engine's plans beside bench/results.json, the crowd run's apart", () => {
    expect(plansFile('postgres', 'main')).toMatch(/bench\/plans-postgres\.md$/);
    expect(plansFile('postgres', 'crowd')).toMatch(/bench\/plans-many-users-postgres\.md$/);
  });
});

describe("the bench's report of issue 75's hostile files", () => {
  const latency = (p95: number) => ({ p50: p95 / 2, p95, p99: p95, n: 20 });
  const bomb = (figures: Partial<HostileKindFigures>): HostileKindFigures => ({
    key: 'png-comprovante',
    label: 'a bomb PNG',
    item: 1,
    sent: 4,
    answers: [{ status: 422, ms: 40, note: 'Imagem grande demais' }],
    heldMs: 40,
    cut: false,
    listAlone: latency(5),
    signInAlone: latency(80),
    list: latency(499),
    signIn: latency(120),
    listWhileHeld: 3,
    signInWhileHeld: 1,
    listErrors: 0,
    signInErrors: 0,
    rssBeforeMb: 300,
    rssPeakMb: 400,
    rssPeakProcessMb: 400,
    ...figures,
  });
  const hostile = (kinds: HostileFigures['kinds']): HostileFigures => ({
    people: 2,
    each: 2,
    payees: 20_000,
    seedSeconds: 1,
    capSeconds: 90,
    kinds,
  });
  const run = (kinds: HostileFigures['kinds']) =>
    evaluateHostileTargets({
      engines: [{ engine: 'pglite', hostile: hostile(kinds) }],
    } as unknown as HostileResults);

  it("holds another person's page and sign-in to p95 < 500 ms with no error, and the largest process to 1 GB", () => {
    const checks = run([bomb({})]);
    expect(byName(checks, 'pglite', hostileListName('a bomb PNG'))).toMatchObject({
      target: 'p95 < 500 ms',
      pass: true,
    });
    expect(byName(checks, 'pglite', hostileSignInName('a bomb PNG'))?.pass).toBe(true);
    expect(byName(checks, 'pglite', hostileMemoryName('a bomb PNG'))).toMatchObject({
      measured: '400 MB (300 MB before)',
      pass: true,
    });
    const failed = run([bomb({ list: latency(500), signInErrors: 1, rssPeakProcessMb: 1024 })]);
    expect(failed.map((c) => c.pass)).toEqual([false, false, false]);
  });

  it('reports a kind that could not be sent as not measured, and the same checks in a main run', () => {
    const missing = { key: 'heic-comprovante' as const, label: 'a HEIC', item: 5, available: false as const };
    const checks = run([{ ...missing, reason: 'its file could not be made' }]);
    expect(checks.map((c) => [c.pass, c.measured])).toEqual([
      [null, 'its file could not be made'],
      [null, 'its file could not be made'],
      [null, 'its file could not be made'],
    ]);
    const main = evaluateTargets(
      results([{ ...engine('pglite', {}), hostile: hostile([bomb({ list: latency(600) })]) }]),
    );
    expect(byName(main, 'pglite', hostileListName('a bomb PNG'))?.pass).toBe(false);
  });
});
