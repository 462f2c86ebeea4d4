import { describe, expect, it } from 'vitest';
import type { RulesOutcome } from '../../../common/rules';
import { CandidateColumns, DESCRIPTION_SEPARATOR } from './candidate-columns';
import { ColumnMatches, RowMatches } from './matches';

/** Rows of one read: [id, day since 1970-01-01, category or 0], expenses of R$ 1,00 on account 1. */
function readOf(rows: Array<[number, number, number]>): CandidateColumns {
  const fields = rows.map(([id, day, category]) => [id, day * 2, 0, 100, 1, category].join(',')).join(',');
  return CandidateColumns.read(fields, rows.map(([id]) => `Compra ${id}`).join(DESCRIPTION_SEPARATOR))!;
}

const setsCategory = (categoryId: number): RulesOutcome => ({
  categoryId,
  payeeId: null,
  tagIds: [],
  description: null,
  ruleIds: [1],
});

describe('the changes of a run of rules over rows read by columns', () => {
  // Two reads (parts of one read, or PGlite's pages), rows in no order; row 4 already has category 7.
  const first = readOf([
    [1, 20_000, 0],
    [5, 20_002, 0],
    [3, 20_001, 0],
  ]);
  const second = readOf([
    [4, 20_002, 7],
    [2, 20_002, 0],
    [6, 19_000, 0],
  ]);
  const matches = () => {
    const m = new ColumnMatches();
    for (const read of [first, second]) for (let i = 0; i < read.size; i++) m.add(read, i, setsCategory(7));
    return m;
  };

  it('counts every row that changes and tells the newest first, by date then id, whatever the reads', () => {
    const { count, changes } = matches().changes(new Map(), Number.POSITIVE_INFINITY);
    expect(count).toBe(5);
    expect(changes.map((c) => [c.row.id, c.row.date])).toEqual([
      [5, '2024-10-06'],
      [2, '2024-10-06'],
      [3, '2024-10-05'],
      [1, '2024-10-04'],
      [6, '2022-01-08'],
    ]);
    expect(changes[0]).toMatchObject({
      categoryId: 7,
      payeeId: null,
      description: 'Compra 5',
      addedTags: [],
    });
  });

  it('tells only the newest `limit` of them, ties on the last day told broken by id, and still counts all', () => {
    const { count, changes } = matches().changes(new Map(), 2);
    expect(count).toBe(5);
    expect(changes.map((c) => c.row.id)).toEqual([5, 2]);
    expect(
      matches()
        .changes(new Map(), 3)
        .changes.map((c) => c.row.id),
    ).toEqual([5, 2, 3]);
  });

  it('asks for the tags of the rows whose rules add tags, and a row that has them all does not change', () => {
    const m = new ColumnMatches();
    m.add(second, 0, { ...setsCategory(7), tagIds: [9] });
    m.add(second, 1, setsCategory(7));
    expect(m.taggedIds()).toEqual([4]);
    expect(m.changes(new Map([[4, new Set([9])]]), 10).changes.map((c) => c.row.id)).toEqual([2]);
    expect(m.changes(new Map(), 10).changes.map((c) => [c.row.id, c.addedTags])).toEqual([
      [4, [9]],
      [2, []],
    ]);
  });

  it('tells the same changes when the rows were read one by one', () => {
    const rows = new RowMatches();
    const columns = new ColumnMatches();
    for (const read of [first, second])
      for (let i = 0; i < read.size; i++) columns.add(read, i, setsCategory(7));
    const ordered = [first.candidateAt(1), second.candidateAt(1), first.candidateAt(2), first.candidateAt(0)];
    for (const row of [...ordered, second.candidateAt(0), second.candidateAt(2)])
      rows.add(row, setsCategory(7));
    const told = (m: RowMatches | ColumnMatches) =>
      m.changes(new Map(), 4).changes.map((c) => ({ id: c.row.id, categoryId: c.categoryId }));
    expect(rows.changes(new Map(), 4).count).toBe(columns.changes(new Map(), 4).count);
    expect(told(rows)).toEqual(told(columns));
  });
});
