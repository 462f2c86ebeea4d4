/** The shape of bench/results.json. */
import type { AppImportFigures } from './app-import-timing';
import type { AttachmentFigures } from './attachment-timing';
import type { ImportRun } from './csv-import';
import type { OpPlans } from './explain';
import type { ForeignMoneySeed } from './foreign-money';
import type { HostileFigures } from './hostile-upload-timing';
import type { LoadFigures, MemoryFigures, ReadFigures, Unavailable } from './http-load';
import type { InsertFloor } from './insert-floor';
import type { Machine } from './machine';
import type { MatchStatementResult } from './match-timing';
import type { Engine } from './options';
import type { ColdLoadFigures, PhoneFigures } from './page-loads';
import type { SeedFigures } from './prepare';
import type { PtaxFetchFigures } from './ptax-fetch-timing';
import type { ReceiptFigures } from './receipt-timing';
import type { SqlTiming } from './sql-timings';
import type { SyncResult } from './sync-timing';
import type { BundleFigures } from './web-metrics';

export interface OpInfo {
  key: string;
  label: string;
  path: string;
  /** POST for a read that takes its question in a body (not kept here: see operations.ts). */
  method?: 'POST';
  p95TargetMs?: number;
  pgliteP95TargetMs?: number;
  search?: boolean;
}

export interface ManyUsersResult {
  seed: SeedFigures;
  sql: Record<string, SqlTiming>;
  /** EXPLAIN ANALYZE among the others of the reads whose in-process p50 was worse there than alone. */
  plans?: OpPlans[];
  reads: Record<string, ReadFigures | Unavailable>;
  /** The same reads by the member of the book, among the others (see EngineResult.memberReads). */
  memberReads?: Record<string, ReadFigures | Unavailable>;
  /** The mixed reads at 200 clients, among the others (the target: no error). */
  twoHundred?: LoadFigures;
}

export interface EngineResult {
  engine: Engine;
  version: string;
  startedAt: string;
  seconds: number;
  loadAverage: { start: number[]; end: number[] };
  uptimeAtStart: string;
  seed: SeedFigures;
  /** Issue 77: the measured person's tenth in other currencies (foreign-money.ts; absent in earlier runs). */
  foreignSeed?: ForeignMoneySeed;
  /** The heavy person of heavy-person.ts (absent in results of earlier runs). */
  heavySeed?: SeedFigures;
  ops: OpInfo[];
  sql: Record<string, SqlTiming>;
  reads: Record<string, ReadFigures | Unavailable>;
  /**
   * Issue 35: the seeded person's reads made by another person, an editor of their book, through BOOK_HEADER, so
   * that each request also pays the server's membership check (book-member.ts); at 1 connection only, `ten` null.
   * Absent in results of earlier runs.
   */
  memberReads?: Record<string, ReadFigures | Unavailable>;
  create: LoadFigures | Unavailable;
  /** Imports into the seeded person: the first into its seeded transactions, each later one into more. */
  imports: ImportRun[] | Unavailable;
  /** Imports into a person with no transactions, a new one each time (absent in results of earlier runs). */
  importsIntoEmpty?: ImportRun[] | Unavailable;
  /**
   * Issue 54: another file of as many rows into the account of the last of those people, which holds the first
   * file's rows (years of history in two files): each line is matched against the account's stored rows (absent
   * in results of earlier runs).
   */
  importIntoHistory?: ImportRun | Unavailable;
  /**
   * "Trazer meus dados": a YNAB register of `importRows` lines into an empty person, timed to its job's end (absent
   * in results of earlier runs).
   */
  appImport?: AppImportFigures | Unavailable;
  importRows: number;
  /** The database's own INSERT of `importRows` rows, the imports' yardstick (absent in results of earlier runs). */
  insertFloor?: InsertFloor;
  /** Issue 33: the preview and import of a 1,000-line statement into the seeded person (absent in earlier runs). */
  matchStatement?: MatchStatementResult | Unavailable;
  /** Issue 34: "Sincronizar agora" of 5 accounts × 90 days against a local Pluggy (absent in earlier runs). */
  sync?: SyncResult | Unavailable;
  /** Issue 57: the month's page with thumbnails, and uploads beside another person's reads (absent in earlier runs). */
  attachments?: AttachmentFigures | Unavailable;
  /** Issue 58: receipt photos read offline beside another person's reads (absent in earlier runs). */
  receipts?: ReceiptFigures | Unavailable;
  /**
   * Issue 77: the server's PTAX job fetching five years of every currency from a local Olinda, "Saldo em contas"
   * read beside it (absent in earlier runs).
   */
  ptaxFetch?: PtaxFetchFigures | Unavailable;
  /**
   * Issue 75: hostile files sent by two people while another person reads their page and signs in, each kind on a
   * server of its own (absent in earlier runs).
   */
  hostile?: HostileFigures;
  /** The import into a new person just before the search measured right after it (search-after-import). */
  searchImport?: ImportRun | Unavailable;
  /** excluded: reads too slow to load concurrently (their labels). */
  mixed: { ten: LoadFigures; fifty: LoadFigures; excluded: string[] } | null;
  memory: MemoryFigures | null;
  coldLoad: ColdLoadFigures | null;
  /** The dashboard and the transactions page on an emulated phone (optional: runs before it had none). */
  phone?: PhoneFigures | null;
  manyUsers?: ManyUsersResult;
  plans?: OpPlans[];
  /** The plans of the text searches' statements, on both engines. */
  searchPlans?: OpPlans[];
  /** Figures of an earlier run kept by a run with --only (its command and date). */
  carriedFrom?: string;
  /** --keep: where the database stays. */
  kept?: string;
}

/** "No worse" among other people: within 25% + 1 ms of the figure alone (the machine is noisy). */
export const noWorse = (among: number, alone: number): boolean => among <= alone * 1.25 + 1;

export interface TargetCheck {
  engine: Engine | 'web';
  name: string;
  target: string;
  measured: string;
  /** null: could not be measured. */
  pass: boolean | null;
}

export interface BenchResults {
  date: string;
  quick: boolean;
  command: string;
  options: { transactions: number; years: number; manyUsers: boolean; seed: number };
  machine: Machine;
  web: BundleFigures | null;
  engines: EngineResult[];
  targets: TargetCheck[];
}

/** An engine's part of a --hostile-only run: the other person seeded, the hostile people, the kinds measured. */
export interface HostileEngineResult {
  engine: Engine;
  version: string;
  startedAt: string;
  seconds: number;
  loadAverage: { start: number[]; end: number[] };
  uptimeAtStart: string;
  /** The other person, whose page and sign-in are timed. */
  seed: SeedFigures;
  hostile: HostileFigures;
  /** Figures of an earlier --hostile-only run kept by a run with --only (its command and date). */
  carriedFrom?: string;
}

/** bench/results-hostile.json: a --hostile-only run. */
export interface HostileResults {
  date: string;
  quick: boolean;
  command: string;
  options: BenchResults['options'];
  machine: Machine;
  engines: HostileEngineResult[];
  targets: TargetCheck[];
}

/** bench/results-web.json: a --web-only run against a running server. */
export interface WebOnlyResults {
  date: string;
  command: string;
  base: string;
  web: BundleFigures;
  coldLoad: ColdLoadFigures;
  phone: PhoneFigures;
  targets: TargetCheck[];
}

export const isAvailable = <T extends object>(x: T | Unavailable): x is T =>
  !('available' in x && x.available === false && 'reason' in x);
