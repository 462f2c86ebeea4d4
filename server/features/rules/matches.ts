import type { RulesOutcome } from '../../../common/rules';
import type { CandidateColumns, RuleCandidate } from './candidate-columns';

/** One stored transaction after the rules: the values it gets, at least one of them new. */
export interface Change {
  row: RuleCandidate;
  categoryId: number | null;
  payeeId: number | null;
  description: string;
  addedTags: number[];
}

type Tags = ReadonlyMap<number, ReadonlySet<number>>;

/** One stored transaction after the rules: what changes, or null when nothing does. */
function changeOf(
  outcome: RulesOutcome,
  row: RuleCandidate,
  tags: ReadonlySet<number> | undefined,
): Change | null {
  const categoryId = outcome.categoryId ?? row.categoryId;
  const payeeId = outcome.payeeId ?? row.payeeId;
  const description = outcome.description ?? row.description;
  const addedTags = outcome.tagIds.filter((t) => !tags?.has(t));
  if (
    categoryId === row.categoryId &&
    payeeId === row.payeeId &&
    description === row.description &&
    addedTags.length === 0
  )
    return null;
  return { row, categoryId, payeeId, description, addedTags };
}

/**
 * Whether the rules change the stored transaction (changeOf is not null), reading its description only when a rule
 * sets one: a row read by columns makes its description when asked.
 */
function isChanged(
  outcome: RulesOutcome,
  row: RuleCandidate,
  tags: ReadonlySet<number> | undefined,
): boolean {
  return (
    (outcome.categoryId !== null && outcome.categoryId !== row.categoryId) ||
    (outcome.payeeId !== null && outcome.payeeId !== row.payeeId) ||
    (outcome.description !== null && outcome.description !== row.description) ||
    outcome.tagIds.some((t) => !tags?.has(t))
  );
}

/** The rows a run of the rules matched, and what the rules set in each. */
export interface Matches {
  /** The matched rows whose rules add tags: the tags they have decide whether they change (repository tagsOf). */
  taggedIds(): number[];
  /** How many rows change, and the first `limit` changes, newest first (by date, then id). */
  changes(tags: Tags, limit: number): { count: number; changes: Change[] };
}

/** Matches of rows read one by one, already newest first. */
export class RowMatches implements Matches {
  private readonly rows: RuleCandidate[] = [];
  private readonly outcomes: RulesOutcome[] = [];

  add(row: RuleCandidate, outcome: RulesOutcome): void {
    this.rows.push(row);
    this.outcomes.push(outcome);
  }

  taggedIds(): number[] {
    return this.rows.filter((_, m) => this.outcomes[m]!.tagIds.length > 0).map((row) => row.id);
  }

  changes(tags: Tags, limit: number) {
    const changes: Change[] = [];
    let count = 0;
    for (const [m, row] of this.rows.entries()) {
      const change = changeOf(this.outcomes[m]!, row, tags.get(row.id));
      if (change === null) continue;
      count += 1;
      if (changes.length < limit) changes.push(change);
    }
    return { count, changes };
  }
}

/**
 * Matches of rows read by columns (candidate-columns.ts), in the order read: each a read and an index in it. 35,000
 * matched rows of the heavy person were 105,000 objects, a getter called in each comparison of their sort, and a
 * tenth of a preview's time collecting them; here a row becomes an object only when its change is told.
 */
export class ColumnMatches implements Matches {
  private readonly reads: CandidateColumns[] = [];
  private readonly readOf: number[] = [];
  private readonly indexOf: number[] = [];
  private readonly outcomes: RulesOutcome[] = [];

  /** Row `index` of `columns` (the latest read, or a new one) matched. */
  add(columns: CandidateColumns, index: number, outcome: RulesOutcome): void {
    if (this.reads[this.reads.length - 1] !== columns) this.reads.push(columns);
    this.readOf.push(this.reads.length - 1);
    this.indexOf.push(index);
    this.outcomes.push(outcome);
  }

  private idOf(m: number): number {
    return this.reads[this.readOf[m]!]!.ids[this.indexOf[m]!]!;
  }

  private rowOf(m: number): RuleCandidate {
    return this.reads[this.readOf[m]!]!.candidateAt(this.indexOf[m]!);
  }

  taggedIds(): number[] {
    const ids: number[] = [];
    for (let m = 0; m < this.outcomes.length; m++)
      if (this.outcomes[m]!.tagIds.length > 0) ids.push(this.idOf(m));
    return ids;
  }

  changes(tags: Tags, limit: number) {
    const changed: number[] = [];
    for (let m = 0; m < this.outcomes.length; m++)
      if (isChanged(this.outcomes[m]!, this.rowOf(m), tags.get(this.idOf(m)))) changed.push(m);
    // Newest first, compared by numbers in typed arrays: a row's day and id, read once.
    const days = new Float64Array(changed.length);
    const ids = new Float64Array(changed.length);
    for (let k = 0; k < changed.length; k++) {
      const m = changed[k]!;
      const columns = this.reads[this.readOf[m]!]!;
      days[k] = columns.days[this.indexOf[m]!]!;
      ids[k] = columns.ids[this.indexOf[m]!]!;
    }
    const told = newest(days, ids, limit);
    const changes = Array.from(told, (k) => {
      const m = changed[k]!;
      return changeOf(this.outcomes[m]!, this.rowOf(m), tags.get(ids[k]!)) as Change;
    });
    return { count: changed.length, changes };
  }
}

/**
 * The places (in `days` and `ids`) of the `limit` newest rows, newest first: by day, then id. Only the rows from
 * the day of the limit-th newest on are put in order (a preview tells 200 of maybe 35,000 changes), found by the
 * typed array's own sort of the days, many times faster than a sort that calls back for each comparison.
 */
function newest(days: Float64Array, ids: Float64Array, limit: number): Int32Array {
  let places = Int32Array.from(days.keys());
  if (limit < days.length) {
    const cut = Float64Array.from(days).sort()[days.length - limit]!;
    places = places.filter((k) => days[k]! >= cut);
  }
  places.sort((a, b) => days[b]! - days[a]! || ids[b]! - ids[a]!);
  return places.subarray(0, Math.min(limit, places.length));
}
