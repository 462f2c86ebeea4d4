/**
 * The operations of a run grouped by the person they are measured as (the seeded user, the heavy person), each
 * group timed in-process and over HTTP signed in as its person.
 */
import { BOOK_HEADER } from '../../common/contract/books';
import { type AuthUser, inPersonalBook } from '../../server/auth-user';
import type { Database } from '../../server/db/connect';
import { BOOK_MEMBER, type BookMember } from './book-member';
import { type LoadTarget, measureRead, type Reads } from './http-load';
import type { ReadOp } from './operations';
import type { BenchOptions } from './options';
import type { BenchUser } from './prepare';
import { describeRead } from './progress';
import { createSession, type ServerHandle } from './server';
import { captureSql, timeReads } from './sql-timings';

/** Operations measured as one person: the seeded user's reads, or the heavy person's (heavy-person.ts). */
export interface OpGroup {
  user: BenchUser;
  ops: ReadOp[];
  /** Someone else in the person's book, whose requests name it (book-member.ts): over HTTP, each read again as them. */
  member?: BookMember;
}

const authOf = (user: BenchUser): AuthUser => inPersonalBook(user);

/** The groups' operations, or those of them in `only`. */
const within = (groups: OpGroup[], only?: ReadOp[]): OpGroup[] =>
  groups.map((g) => ({ ...g, ops: only ? g.ops.filter((op) => only.includes(op)) : g.ops }));

/** In-process timings of every group's operations, each as its person. */
export async function timeGroups(database: Database, groups: OpGroup[], profile: BenchOptions['profile']) {
  const out: Awaited<ReturnType<typeof timeReads>> = {};
  for (const g of groups) Object.assign(out, await timeReads(database, authOf(g.user), g.ops, profile));
  return out;
}

/** The SQL of each operation of the groups (of those in `only`), each run as its person. */
export async function captureGroups(database: Database, groups: OpGroup[], only?: ReadOp[]) {
  const out: Awaited<ReturnType<typeof captureSql>> = {};
  for (const g of within(groups, only)) Object.assign(out, await captureSql(database, authOf(g.user), g.ops));
  return out;
}

/**
 * Every group's operations over HTTP, each signed in as its person. A group's member makes each read right after
 * the person, so that the two figures compared are seconds apart, not minutes, on a machine whose load drifts: at
 * 1 connection only, which gives the p50 and p95 the comparison reads in about half the read's time.
 */
export async function httpGroups(server: ServerHandle, groups: OpGroup[], options: BenchOptions) {
  const reads: Reads = {};
  const memberReads: Reads = {};
  for (const g of groups) {
    const target = loadTarget(server, g.user);
    const member = g.member && loadTarget(server, g.member.user, g.member.headers);
    for (const op of g.ops) {
      if (op.inProcessOnly) {
        reads[op.key] = { available: false, reason: op.inProcessOnly };
        continue;
      }
      reads[op.key] = await measureRead(target, op, options.profile);
      console.log(describeRead(op, reads[op.key]!));
      if (!member) continue;
      memberReads[op.key] = await measureRead(member, op, options.profile, { latencyOnly: true });
      console.log(describeRead(op, memberReads[op.key]!, '  the same, as a member of the book'));
    }
  }
  return { reads, memberReads };
}

/** The server's target as `user` signs in, with `headers` (a book's) on each request. */
export function loadTarget(
  server: ServerHandle,
  user: BenchUser,
  headers?: Record<string, string>,
): LoadTarget {
  return {
    base: server.base,
    session: createSession(server.base, user.email, user.password),
    ...(headers ? { headers } : {}),
    cpuMs: server.cpuMs,
    rssMb: server.rssMb,
  };
}

/** How the member's reads are made, for the steps that announce them. */
export const asMember = (member: BookMember, options: BenchOptions) =>
  `each of the seeded person's then by ${BOOK_MEMBER.email}, ${BOOK_MEMBER.role} of their book (${BOOK_HEADER}: ${member.bookId}), ${options.profile.latencySeconds} s at 1 connection`;
