import type { CandidateColumns } from './candidate-columns';

/**
 * The rows rules may change, as PostgreSQL's one unordered read gave them (repository.ts candidateColumns), kept
 * between a book's previews while the rows stay as they were (issue 80). A person writing a rule previews it again
 * and again over the same 100,000 rows, and reading them was most of each preview's time (~120 of ~220 ms): a read
 * is kept with the book's rows' version (ledger/rows-version.ts), and used again only while the version read before
 * each preview is the same. The version is kept by triggers on the rows themselves, so every way a row changes (a
 * typed edit, an import, the bank's sync, another server's write, SQL run by hand) makes the next preview read them
 * again, and each server keeps its own reads.
 *
 * Bounded: MAX_ROWS in all (about 10 MB per 100,000 rows) and MAX_READS reads, the least recently used going
 * first, none unused for MAX_IDLE_MS, so an idle server holds nothing, and none kept over MAX_AGE_MS: the rows the
 * version is counted from are kept a day (LEDGER_WRITES_KEPT_FOR in ledger/rows-version.ts), and a version is sound
 * only while the ones it counted are all still there.
 */
export const MAX_ROWS = 400_000;
export const MAX_READS = 1_000;
export const MAX_IDLE_MS = 10 * 60_000;
export const MAX_AGE_MS = 60 * 60_000;

export interface CandidateKey {
  bookId: number;
  from?: string;
  to?: string;
  onlyUncategorized: boolean;
}

interface Entry {
  version: string;
  reads: CandidateColumns[];
  rows: number;
  usedAt: number;
  keptAt: number;
}

export class CandidateCache {
  /** In the order used, the least recent first (a Map keeps the order its keys were set in). */
  private readonly entries = new Map<string, Entry>();
  private rows = 0;

  constructor(
    private readonly limits = {
      maxRows: MAX_ROWS,
      maxReads: MAX_READS,
      maxIdleMs: MAX_IDLE_MS,
      maxAgeMs: MAX_AGE_MS,
    },
    private readonly now = () => Date.now(),
  ) {}

  /** The kept read of these rows if they are still at `version`. */
  get(key: CandidateKey, version: string): CandidateColumns[] | undefined {
    this.dropExpired();
    const name = nameOf(key);
    const entry = this.entries.get(name);
    if (entry === undefined) return undefined;
    this.remove(name, entry);
    if (entry.version !== version || entry.keptAt < this.now() - this.limits.maxAgeMs) return undefined;
    // Set again: now the most recently used.
    entry.usedAt = this.now();
    this.entries.set(name, entry);
    this.rows += entry.rows;
    return entry.reads;
  }

  /** Keeps a read of the rows at `version` (read before the rows were), if it fits. */
  set(key: CandidateKey, version: string, reads: CandidateColumns[]): void {
    this.dropExpired();
    const name = nameOf(key);
    const old = this.entries.get(name);
    if (old !== undefined) this.remove(name, old);
    const rows = reads.reduce((sum, read) => sum + read.size, 0);
    if (rows > this.limits.maxRows) return;
    for (const [oldest, entry] of this.entries) {
      if (this.rows + rows <= this.limits.maxRows && this.entries.size < this.limits.maxReads) break;
      this.remove(oldest, entry);
    }
    this.entries.set(name, { version, reads, rows, usedAt: this.now(), keptAt: this.now() });
    this.rows += rows;
  }

  /** Rows kept in all (for the tests). */
  get size(): number {
    return this.rows;
  }

  /** The reads unused for too long: the first ones, as the entries are in the order used. */
  private dropExpired(): void {
    const oldest = this.now() - this.limits.maxIdleMs;
    for (const [name, entry] of this.entries) {
      if (entry.usedAt >= oldest) break;
      this.remove(name, entry);
    }
  }

  private remove(name: string, entry: Entry): void {
    this.entries.delete(name);
    this.rows -= entry.rows;
  }
}

const nameOf = (key: CandidateKey) =>
  `${key.bookId}|${key.from ?? ''}|${key.to ?? ''}|${key.onlyUncategorized ? 1 : 0}`;
