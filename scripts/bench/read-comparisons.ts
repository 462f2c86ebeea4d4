/**
 * The reads compared with themselves: alone and made by a member of the book (issue 35), alone and among the other
 * people of --many-users; "no worse" by the rule of results.ts's noWorse.
 */
import { BOOK_HEADER } from '../../common/contract/books';
import type { ReadFigures, Reads } from './http-load';
import { asMemberName, readIn, readOf } from './report';
import { cell, findCheck, mark } from './report-table';
import { type BenchResults, type EngineResult, isAvailable, noWorse, type OpInfo } from './results';
import { fmt } from './stats';

export const MANY_HEADER = [
  'operation',
  'SQL p50 alone',
  'SQL p50 among others',
  'API p50 alone',
  'API p50 among others',
  'API p95 alone',
  'API p95 among others',
  'no worse',
];

/** "No worse": among others, the SQL p50 and the API's p50 and p95 each within noWorse of the figures alone. */
export function manyUsersRows(e: EngineResult): string[][] {
  const m = e.manyUsers;
  if (!m) return [];
  const close = noWorse;
  return e.ops.map((op) => {
    const a = readOf(e, op.key);
    const bRaw = m.reads[op.key];
    const b = bRaw && isAvailable<ReadFigures>(bRaw) ? bRaw : null;
    const sa = e.sql[op.key]?.p50 ?? null;
    const sb = m.sql[op.key]?.p50 ?? null;
    const ok =
      a && b && sa !== null && sb !== null
        ? close(sb, sa) &&
          close(b.single.latency.p50, a.single.latency.p50) &&
          close(b.single.latency.p95, a.single.latency.p95)
        : null;
    return [
      op.label,
      fmt(sa),
      fmt(sb),
      fmt(a?.single.latency.p50),
      fmt(b?.single.latency.p50),
      fmt(a?.single.latency.p95),
      fmt(b?.single.latency.p95),
      mark(ok),
    ];
  });
}

export const MEMBER_HEADER = [
  'operation',
  'API p50 alone',
  'API p50 as a member',
  'API p95 alone',
  'API p95 as a member',
  'no worse',
];

/**
 * The same reads alone and by the member of the book (issue 35): "no worse" when the member's API p50 and p95 are
 * each within noWorse of the figures alone, the rule of the comparison among other people. With `targetOf`, a last
 * column judges the member's p95 against the read's own target.
 */
export function memberRows(
  ops: OpInfo[],
  alone: Reads,
  member: Reads,
  targetOf?: (op: OpInfo) => string,
): { rows: string[][]; noWorse: number; compared: number } {
  let better = 0;
  let compared = 0;
  const rows = ops
    .filter((op) => member[op.key] !== undefined)
    .map((op) => {
      const a = readIn(alone, op.key);
      const b = readIn(member, op.key);
      const raw = member[op.key]!;
      const ok =
        a && b
          ? noWorse(b.single.latency.p50, a.single.latency.p50) &&
            noWorse(b.single.latency.p95, a.single.latency.p95)
          : null;
      if (ok !== null) compared++;
      if (ok) better++;
      const cells = [
        op.label,
        fmt(a?.single.latency.p50),
        b ? fmt(b.single.latency.p50) : isAvailable<ReadFigures>(raw) ? '-' : raw.reason,
        fmt(a?.single.latency.p95),
        fmt(b?.single.latency.p95),
        mark(ok),
      ];
      return targetOf ? [...cells, targetOf(op)] : cells;
    });
  return { rows, noWorse: better, compared };
}

export const MEMBER_TARGET_HEADER = [...MEMBER_HEADER, 'target (as a member)'];

/** The engine's reads alone and as a member, with the member's p95 against each read's target. */
export function memberTable(results: BenchResults, e: EngineResult) {
  if (!e.memberReads) return null;
  return memberRows(e.ops, e.reads, e.memberReads, (op) =>
    cell(findCheck(results.targets, e.engine, asMemberName(op.label))),
  );
}

/** The same among the other people of --many-users: the member's reads against the person's own among them. */
export function memberAmongTable(e: EngineResult) {
  const m = e.manyUsers;
  return m?.memberReads ? memberRows(e.ops, m.reads, m.memberReads) : null;
}

export const MEMBER_HEADING = `The same reads through a shared book's membership check: made by another person, an editor of the measured person's book, naming it in \`${BOOK_HEADER}\`, so that each request also looks up their role in book_members; each right after the same read alone, at 1 connection only`;

export const noWorseLine = (t: { noWorse: number; compared: number }) =>
  `No worse on ${t.noWorse} of ${t.compared} reads.`;
