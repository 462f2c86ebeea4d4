import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import {
  MAX_RULES,
  RULE_NOT_FOUND_MESSAGE,
  RULE_ORDER_MESSAGE,
  RULE_PREVIEW_LIMIT,
  type Rule,
  type RuleApplyResult,
  type RuleChange,
  type RuleCondition,
  type ruleApplyBody,
  type ruleBody,
  TOO_MANY_RULES_MESSAGE,
} from '../../../common/contract/rules';
import type { Deleted } from '../../../common/contract/undo';
import { centsToReais } from '../../../common/money';
import { type RuleFacts, type RunnableRule, runRules } from '../../../common/rules';
import type { AuthUser } from '../../auth-user';
import type { Database, Executor } from '../../db/connect';
import { refreshAfterBulkWrite } from '../../db/statistics';
import { badRequest, notFound } from '../../http/errors';
import { actedBy, ledgerTransaction, references, rowsVersion } from '../ledger/public';
import { ensureRoomFor } from '../shared/person-limits';
import { type RuleWrite, writeRuleChanges, writeRuleChangesInSteps } from './apply-writes';
import { CandidateCache } from './candidate-cache';
import type { CandidateColumns } from './candidate-columns';
import { type Change, ColumnMatches, RowMatches } from './matches';
import { presentRule } from './presenter';
import { type RuleValues, rulesRepository as repo } from './repository';

/** The ids a rule's conditions name must be the person's: another person's id is "not found". */
async function checkConditions(tx: Executor, bookId: number, conditions: RuleCondition[]): Promise<void> {
  for (const c of conditions) {
    if (c.field === 'payee') await references.payee(tx, bookId, c.payee_id);
    if (c.field === 'account') await references.account(tx, bookId, c.account_id);
  }
}

/** A rule as saved: its actions by id, the payee and tags named by the person created when new. */
async function valuesOf(tx: Executor, bookId: number, body: z.output<typeof ruleBody>): Promise<RuleValues> {
  await checkConditions(tx, bookId, body.conditions);
  return {
    name: body.name,
    conditions: body.conditions,
    categoryId: await references.category(tx, bookId, body.actions.category_id),
    payeeId: await references.payeeByName(tx, bookId, body.actions.payee_name ?? undefined),
    description: body.actions.description,
    tagIds: await references.tagIds(tx, bookId, body.actions.tag_names),
  };
}

/** What a change writes. */
const writeOf = (c: Change): RuleWrite => ({
  id: c.row.id,
  values: { categoryId: c.categoryId, payeeId: c.payeeId, description: c.description },
  before: { categoryId: c.row.categoryId, payeeId: c.row.payeeId, description: c.row.description },
  addedTags: c.addedTags,
});

export function createRulesService(database: Pick<Database, 'kind' | 'db'>) {
  const { db } = database;
  return {
    async list(user: AuthUser): Promise<Rule[]> {
      return (await repo.list(db, user.bookId)).map(presentRule);
    },

    /** A new rule, while the person has fewer than MAX_RULES: checked before anything is written. */
    async create(user: AuthUser, body: z.output<typeof ruleBody>): Promise<Rule> {
      const id = await db.transaction(async (tx) => {
        await ensureRoomFor(tx, user.bookId, 'rules', MAX_RULES, TOO_MANY_RULES_MESSAGE);
        return repo.insert(tx, user.bookId, await valuesOf(tx, user.bookId, body));
      });
      return presentRule((await repo.find(db, user.bookId, id))!);
    },

    async update(user: AuthUser, body: z.output<typeof ruleBody> & { id: number }): Promise<Rule> {
      await db.transaction(async (tx) => {
        if (!(await repo.find(tx, user.bookId, body.id))) throw notFound(RULE_NOT_FOUND_MESSAGE);
        await repo.update(tx, user.bookId, body.id, await valuesOf(tx, user.bookId, body));
      });
      return presentRule((await repo.find(db, user.bookId, body.id))!);
    },

    async delete(user: AuthUser, id: number): Promise<Deleted> {
      if (!(await repo.delete(db, user.bookId, id))) throw notFound(RULE_NOT_FOUND_MESSAGE);
      return { id };
    },

    /** The new order must name each of the person's rules exactly once. */
    async reorder(user: AuthUser, ids: number[]): Promise<Rule[]> {
      await db.transaction(async (tx) => {
        const current = new Set((await repo.list(tx, user.bookId)).map((r) => r.id));
        const given = new Set(ids);
        if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id)))
          throw badRequest(RULE_ORDER_MESSAGE);
        await repo.reorder(tx, user.bookId, ids);
      });
      return this.list(user);
    },

    /**
     * Runs the rules (or one) over the period's transactions: the preview answers what would change; applying
     * writes every change, all or nothing, in a bounded number of statements (apply-writes.ts), and refreshes the
     * planner's statistics after many rows.
     */
    async apply(user: AuthUser, body: z.output<typeof ruleApplyBody>): Promise<RuleApplyResult> {
      // PGlite answers one query at a time for everybody, and a chain of them without giving timers or sockets a
      // turn: there the rows are read and matched a page at a time, each page a query of its own with a turn for
      // others before it, and the changes written in short transactions after. PostgreSQL does it all in one.
      const pglite = database.kind === 'pglite';
      const work = async (tx: Executor) => {
        const rules = await repo.runnable(tx, user.bookId, body.rule_id);
        if (body.rule_id !== undefined && rules.length === 0) throw notFound(RULE_NOT_FOUND_MESSAGE);
        const filter = { from: body.from, to: body.to, onlyUncategorized: body.only_uncategorized };
        const kept = body.preview && !pglite ? keptReadsOf(db) : undefined;
        const matches =
          (await matchColumns(tx, user.bookId, rules, filter, pglite, kept)) ??
          (await matchRows(tx, user.bookId, rules, filter, pglite));
        const tags = await repo.tagsOf(tx, user.bookId, matches.taggedIds());
        // A preview shows the first changes only: the others are counted, not built.
        const { count, changes } = matches.changes(
          tags,
          body.preview ? RULE_PREVIEW_LIMIT : Number.POSITIVE_INFINITY,
        );
        const writes = body.preview ? [] : changes.map(writeOf);
        if (!body.preview && !pglite) await writeRuleChanges(tx, user.bookId, writes);
        const result: RuleApplyResult = {
          count,
          changes: await describeChanges(tx, user.bookId, changes.slice(0, RULE_PREVIEW_LIMIT)),
          applied: !body.preview,
        };
        return { result, writes };
      };
      const by = actedBy(user, 'rules');
      // A preview writes nothing: on PostgreSQL too it reads outside a transaction.
      const { result, writes } =
        pglite || body.preview ? await work(db) : await ledgerTransaction(db, by, work);
      if (pglite && !body.preview) await writeRuleChangesInSteps(db, by, user.bookId, writes);
      if (result.applied) await refreshAfterBulkWrite(database, result.count);
      return result;
    },
  };
}

/** Rows read and matched at a time: on PGlite about a fifth of a second of reading each. */
const CANDIDATE_PAGE = 25_000;

/**
 * PostgreSQL's rows read at once, unordered (the matched ones are put in order after): a person's every row but
 * the largest histories, which are read in pages of the order instead.
 */
const CANDIDATE_READ = 250_000;

type CandidateFilter = Parameters<typeof repo.candidates>[2];

/** Each database's kept reads (candidate-cache.ts): one per process and database, whoever makes the service. */
const keptReads = new WeakMap<object, CandidateCache>();

function keptReadsOf(db: object): CandidateCache {
  let cache = keptReads.get(db);
  if (cache === undefined) {
    cache = new CandidateCache();
    keptReads.set(db, cache);
  }
  return cache;
}

const rowsIn = (reads: CandidateColumns[]) => reads.reduce((sum, read) => sum + read.size, 0);

/**
 * PostgreSQL's unordered read of a preview: the read kept from the book's last preview while its rows are as they
 * were (candidate-cache.ts), otherwise read and kept. The version is read first (a few index entries): a write
 * between it and the rows makes the next preview read them again, rather than keep a newer read under an older
 * version.
 */
async function keptOrRead(
  cache: CandidateCache,
  tx: Executor,
  bookId: number,
  filter: CandidateFilter,
  limit: number,
): Promise<CandidateColumns[] | null> {
  const key = { bookId, ...filter };
  const version = await rowsVersion(tx, bookId);
  const kept = cache.get(key, version);
  if (kept !== undefined) return kept;
  const reads = await repo.candidateColumns(tx, bookId, filter, { limit, ordered: false });
  // More rows than one read takes are read again in pages (matchColumns), and not kept.
  if (reads !== null && rowsIn(reads) <= CANDIDATE_READ) cache.set(key, version, reads);
  return reads;
}

/**
 * The rows the rules match, read column by column (candidate-columns.ts) and kept as places in the reads
 * (matches.ts ColumnMatches puts the changed ones in order). PostgreSQL reads every row in one statement,
 * unordered (ordering 100,000 rows in SQL cost more than matching them); PGlite reads pages of the order date desc,
 * id desc, a turn for others before each. Null when a read cannot be framed so (matchRows reads the rows then).
 * `kept`: PostgreSQL's previews use the reads kept between them (keptOrRead).
 */
async function matchColumns(
  tx: Executor,
  bookId: number,
  rules: RunnableRule[],
  filter: CandidateFilter,
  pglite: boolean,
  kept?: CandidateCache,
): Promise<ColumnMatches | null> {
  const matches = new ColumnMatches();
  const facts: RuleFacts = { payeeId: null, amountCents: 0, accountId: 0, type: 'DESPESA' };
  let page = pglite
    ? { limit: CANDIDATE_PAGE, ordered: true }
    : { limit: CANDIDATE_READ + 1, ordered: false };
  let after: { date: string; id: number } | undefined;
  for (let more = true; more; ) {
    if (pglite) await nextTurn();
    const reads =
      kept !== undefined && !page.ordered
        ? await keptOrRead(kept, tx, bookId, filter, page.limit)
        : await repo.candidateColumns(tx, bookId, filter, { ...page, after });
    if (reads === null) return null;
    const size = rowsIn(reads);
    if (!page.ordered && size > CANDIDATE_READ) {
      // Too many for one read: pages of the order, as PGlite reads them.
      page = { limit: CANDIDATE_PAGE, ordered: true };
      continue;
    }
    for (const columns of reads)
      for (let i = 0; i < columns.size; i++) {
        const outcome = columns.match(rules, i, facts);
        if (outcome !== null) matches.add(columns, i, outcome);
      }
    after = oldestOf(reads);
    // Every ordered page but the last is full: the pages end when the person's rows do.
    more = page.ordered && size === page.limit;
  }
  return matches;
}

/** The row of these reads that comes last in the order date desc, id desc: where the next page starts. */
function oldestOf(reads: CandidateColumns[]): { date: string; id: number } | undefined {
  let oldest: { date: string; id: number } | undefined;
  for (const read of reads) {
    const last = read.oldest();
    if (last && (!oldest || last.date < oldest.date || (last.date === oldest.date && last.id < oldest.id)))
      oldest = last;
  }
  return oldest;
}

/** The rows the rules match, newest first, read a row at a time in pages of that order (a turn before each on PGlite). */
async function matchRows(
  tx: Executor,
  bookId: number,
  rules: RunnableRule[],
  filter: CandidateFilter,
  pglite: boolean,
): Promise<RowMatches> {
  const matches = new RowMatches();
  let after: { date: string; id: number } | undefined;
  // Every page but the last is full: the pages end when the person's rows do.
  for (let full = true; full; ) {
    if (pglite) await nextTurn();
    const rows = await repo.candidates(tx, bookId, filter, { after, limit: CANDIDATE_PAGE });
    for (const row of rows) {
      const outcome = runRules(rules, row);
      if (outcome.ruleIds.length > 0) matches.add(row, outcome);
    }
    const last = rows[rows.length - 1];
    after = last && { date: last.date, id: last.id };
    full = rows.length === CANDIDATE_PAGE;
  }
  return matches;
}

/** The changes with the names a person reads (category, payee, account, tags) before and after. */
async function describeChanges(tx: Executor, bookId: number, changes: Change[]): Promise<RuleChange[]> {
  const names = await repo.namesOf(tx, bookId, {
    categoryIds: changes.flatMap((c) => [c.categoryId, c.row.categoryId]),
    payeeIds: changes.flatMap((c) => [c.payeeId, c.row.payeeId]),
    accountIds: changes.map((c) => c.row.accountId),
    tagIds: changes.flatMap((c) => c.addedTags),
  });
  const name = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return changes.map((c) => ({
    id: c.row.id,
    date: c.row.date,
    amount: centsToReais(c.row.amountCents),
    type: c.row.type,
    account_name: name(names.accounts, c.row.accountId) ?? '',
    before: {
      description: c.row.description,
      category_name: name(names.categories, c.row.categoryId),
      payee_name: name(names.payees, c.row.payeeId),
    },
    after: {
      description: c.description,
      category_name: name(names.categories, c.categoryId),
      payee_name: name(names.payees, c.payeeId),
      added_tags: c.addedTags.map((t) => names.tags.get(t) ?? ''),
    },
  }));
}
