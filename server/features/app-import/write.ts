import { sql } from 'drizzle-orm';
import type { AppImportResult, SourceApp } from '../../../common/contract/app-import';
import { importSettingsSchema } from '../../../common/contract/import-settings';
import { centsToReais } from '../../../common/money';
import { type Database, type Executor, queryRows } from '../../db/connect';
import { refreshAfterBulkWrite } from '../../db/statistics';
import { insertAccount } from '../accounts/public';
import { type FileLine, importLines, recordImportFinished, undoImport } from '../import/public';
import { namedListRepository } from '../shared/named-list';
import { tagsSpec } from '../shared/named-list-specs';
import { stepRowsOf, type WriteStep, writeInSteps } from '../shared/write-steps';
import { type AccountChoice, type CategoryChoice, choiceKey, rowCategoryKeys } from './choices';
import { installmentsToCome } from './installments-to-come';
import { appImportJobs as jobs } from './jobs';
import { type AccountStart, keepBalances, landsEarlier, readAccountStarts } from './kept-balances';
import type { AppHistory } from './readers/types';

const tags = namedListRepository(tagsSpec);

/** What the first step made of the file's names: each one's id in the book, and how many were new. */
interface References {
  accountId: Map<string, number>;
  categoryId: Map<string, number | null>;
  tagId: Map<string, number>;
  created: { accounts: number[]; categories: number[]; tags: number[] };
}

export interface AppImportRun {
  jobId: string;
  bookId: number;
  /** Who asked for it: the actor of every row it writes (shared/ledger-door.ts). */
  userId: number;
  app: SourceApp;
  history: AppHistory;
  /** The person's today: the installments to come are those after it (installments-to-come.ts). */
  today: string;
  choices: {
    accounts: Map<string, AccountChoice>;
    categories: Map<string, CategoryChoice>;
    keepBalances: Map<string, boolean>;
  };
}

/** The settings of the statement import this runs through: every row names its account; no later installments. */
export const PIPELINE_SETTINGS = importSettingsSchema.parse({});

/**
 * Writes another app's history through the statement import's own pipeline (plan, match, classify, write), so the
 * file's rows are matched with what the book has (typed rows, a bank statement, bank sync) and a second import of
 * the same file adds nothing. The accounts, categories and tags the file names are created first, in the same
 * write: all or nothing. Reports its progress on the job after each step.
 */
export async function runAppImport(
  database: Pick<Database, 'kind' | 'db'>,
  run: AppImportRun,
): Promise<void> {
  const { db } = database;
  const importId = run.jobId;
  let created: References['created'] | undefined;
  try {
    const result = await writeInSteps(
      database,
      { bookId: run.bookId, kind: 'import', ref: importId, by: { userId: run.userId, way: 'app-import' } },
      async (step): Promise<Omit<AppImportResult, 'transactions'>> => {
        // Read before the first row is written: where each account's history begins (kept-balances.ts).
        const starts = await step((tx) => readAccountStarts(tx, run.bookId, run.choices.accounts, run.today));
        const refs = await step((tx) => createReferences(tx, run));
        created = refs.created;
        const reported = reportingStep(database, step, run);
        const answer = await importLines(
          reported,
          run.bookId,
          {
            lines: linesOf(run.history, refs, run.today),
            errors: run.history.errors,
            stepRows: stepRowsOf(database.kind),
            // On PostgreSQL no one else sees them before the write ends; on PGlite a row typed into an account
            // made a moment ago, between two steps, is the one thing this leaves unmatched.
            newAccounts: new Set(refs.created.accounts),
          },
          PIPELINE_SETTINGS,
          importId,
        );
        const kept = keptAccounts(run, starts);
        const lastDay = run.history.rows.reduce((last, row) => (row.date > last ? row.date : last), '');
        if (kept.size > 0) await step((tx) => keepBalances(tx, run.bookId, importId, lastDay, kept));
        return {
          ...answer,
          accountsCreated: refs.created.accounts.length,
          categoriesCreated: refs.created.categories.length,
          tagsCreated: refs.created.tags.length,
        };
      },
      undoImport,
    );
    await refreshAfterBulkWrite(database, result.inserted);
    const transfers = await transfersWritten(db, run);
    const answer = { ...result, transactions: result.inserted - transfers - result.laterInstallments };
    await jobs.finish(db, run.jobId, answer);
    await recordImportFinished(db, run.bookId, answer);
  } catch (error) {
    // On PostgreSQL the one transaction took everything back; on PGlite undoImport took the rows back, and the
    // names made for them go here (those nothing uses: a row written meanwhile by the person keeps its account).
    if (created && database.kind === 'pglite') {
      // Best effort: what a row written meanwhile uses stays (an empty account or category is the person's to delete).
      await forgetCreated(db, run.bookId, created).catch(() => undefined);
    }
    const message = (error as { statusCode?: number }).statusCode
      ? (error as Error).message
      : 'A importação falhou e nada foi gravado. Tente de novo.';
    await jobs.fail(db, run.jobId, message);
    if (!(error as { statusCode?: number }).statusCode) throw error;
  }
}

/**
 * The person's accounts whose today's balance the import keeps: those with rows of the file before their first
 * row, unless the person unticked it (settings.keepBalances) — what the preview offered.
 */
function keptAccounts(run: AppImportRun, starts: Map<number, AccountStart>): Map<number, AccountStart> {
  const kept = new Map<number, AccountStart>();
  for (const [name, choice] of run.choices.accounts) {
    const start = 'id' in choice ? starts.get(choice.id) : undefined;
    if (!start || run.choices.keepBalances.get(name) === false) continue;
    const earlier = run.history.rows.some(
      (row) => (row.account === name || row.destination === name) && landsEarlier(row, start),
    );
    if (earlier && 'id' in choice) kept.set(choice.id, start);
  }
  return kept;
}

/**
 * How often the job's count of rows written is taken: the page asks every second or so, and a count after every
 * step (it counts all the import's rows so far) was 0.16 s of a 50,000-line import.
 */
const REPORT_EVERY_MS = 250;

/** Each step of the write, then, at most every REPORT_EVERY_MS, the job's count of rows written: the progress bar. */
function reportingStep(
  database: Pick<Database, 'kind' | 'db'>,
  step: WriteStep,
  run: AppImportRun,
): WriteStep {
  let reportedAt = performance.now();
  return async (work) => {
    let written: number | null = null;
    const answer = await step(async (tx) => {
      const value = await work(tx);
      if (performance.now() - reportedAt < REPORT_EVERY_MS) return value;
      reportedAt = performance.now();
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from transactions where book_id = ${run.bookId} and import_id = ${run.jobId}`,
      );
      written = Number(row?.n ?? 0);
      // PostgreSQL: the write is one transaction, invisible to others; the pool's other connection reports now.
      if (database.kind === 'postgres') await jobs.progress(database.db, run.jobId, written);
      return value;
    });
    // PGlite has one connection: it reports once the step's transaction has ended.
    if (database.kind === 'pglite' && written !== null) await jobs.progress(database.db, run.jobId, written);
    return answer;
  };
}

/** The transfers an import wrote (each a row entering an account; bills' payments too): one line of the file each. */
async function transfersWritten(db: Executor, run: AppImportRun): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from transactions
        where book_id = ${run.bookId} and import_id = ${run.jobId} and transfer_id is not null and type = 'RECEITA'`,
  );
  return Number(row?.n ?? 0);
}

async function createReferences(tx: Executor, run: AppImportRun): Promise<References> {
  const { bookId, history, choices } = run;
  const created: References['created'] = { accounts: [], categories: [], tags: [] };

  const accountId = new Map<string, number>();
  const openings = new Map(history.openings.map((o) => [o.account, o.cents]));
  for (const [name, choice] of choices.accounts) {
    if ('id' in choice) {
      accountId.set(name, choice.id);
      continue;
    }
    const { create } = choice;
    const row = await insertAccount(tx, bookId, {
      name: create.name,
      type: create.type,
      // The app's starting balance opens a new account; one of the person's keeps its own.
      opening_balance: centsToReais(openings.get(name) ?? 0),
      closing_day: create.closing_day ?? null,
      due_day: create.due_day ?? null,
      credit_limit: create.credit_limit ?? null,
      payment_account_id: null,
    });
    if (!row) throw new Error(`account "${create.name}" clashed with one made meanwhile`);
    accountId.set(name, Number(row.id));
    created.accounts.push(Number(row.id));
  }

  const categoryId = new Map<string, number | null>();
  const parentOf = (parentKey: string | null): number | null => {
    if (parentKey === null) return null;
    const choice = choices.categories.get(parentKey);
    // A parent that is itself a subcategory in the book cannot take children: the child goes top-level.
    if (choice && 'id' in choice && !choice.path.includes(':')) return choice.id;
    return categoryId.get(parentKey) ?? null;
  };
  // Top-level categories before subcategories, so that a new child finds its new parent.
  const ordered = [...choices.categories].sort(
    ([, a], [, b]) =>
      Number('create' in a && a.create.parentKey !== null) -
      Number('create' in b && b.create.parentKey !== null),
  );
  for (const [key, choice] of ordered) {
    if ('none' in choice) categoryId.set(key, null);
    else if ('id' in choice) categoryId.set(key, choice.id);
    else {
      const { name, type, parentKey } = choice.create;
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into categories (book_id, name, type, parent_id)
            values (${bookId}, ${name}, ${type}, ${parentOf(parentKey)})
            on conflict do nothing returning id`,
      );
      if (row) {
        categoryId.set(key, Number(row.id));
        created.categories.push(Number(row.id));
      } else {
        // A sibling of that name was made meanwhile (names are unique among siblings): the rows go to it.
        const parentId = parentOf(parentKey);
        const [same] = await queryRows<{ id: number }>(
          tx,
          sql`select id from categories where book_id = ${bookId} and type = ${type}
                and coalesce(parent_id, 0) = ${parentId ?? 0} and lower(name) = lower(${name})`,
        );
        categoryId.set(key, same ? Number(same.id) : null);
      }
    }
  }
  await rememberCategories(tx, bookId, run.app, categoryId);

  const tagId = new Map<string, number>();
  const names = new Map<string, string>();
  for (const row of history.rows)
    for (const t of row.tags) if (t.trim()) names.set(t.trim().toLowerCase(), t.trim());
  const before = new Set(
    (await queryRows<{ id: number }>(tx, sql`select id from tags where book_id = ${bookId}`)).map((r) =>
      Number(r.id),
    ),
  );
  for (const [lower, name] of names) {
    const tag = await tags.findOrCreate(tx, bookId, name);
    tagId.set(lower, Number(tag.id));
    if (!before.has(Number(tag.id))) created.tags.push(Number(tag.id));
  }
  return { accountId, categoryId, tagId, created };
}

/** The next import of this app offers the same categories (app_import_category_maps). */
async function rememberCategories(
  tx: Executor,
  bookId: number,
  app: SourceApp,
  ids: Map<string, number | null>,
) {
  const rows = [...ids].filter((entry): entry is [string, number] => entry[1] !== null);
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await tx.execute(
      sql`insert into app_import_category_maps (book_id, app, source_key, category_id)
          values ${sql.join(
            batch.map(([key, id]) => sql`(${bookId}, ${app}, ${choiceKey(key)}, ${id})`),
            sql`, `,
          )}
          on conflict (book_id, app, source_key) do update set category_id = excluded.category_id, updated_at = now()`,
    );
  }
}

/** The file's rows as the pipeline's lines, every reference an id of the book. */
export function linesOf(
  history: AppHistory,
  refs: Pick<References, 'accountId' | 'categoryId' | 'tagId'>,
  today: string,
): FileLine[] {
  const categoryKeyOf = rowCategoryKeys(history);
  const last = installmentsToCome(history.rows, today).last;
  return history.rows.map((row) => {
    const key = categoryKeyOf(row);
    const category = key === null ? null : (refs.categoryId.get(key) ?? null);
    const destination = row.destination === undefined ? undefined : refs.accountId.get(row.destination);
    return {
      channel: 'file',
      line: row.line,
      bankId: null,
      date: row.date,
      type: row.type,
      amountCents: row.amountCents,
      description: row.description.trim() || row.payee?.trim() || row.category?.name || 'Sem descrição',
      status: row.status,
      installment: row.installment,
      laterInstallments: last.has(row),
      laterAfter: today,
      account: String(refs.accountId.get(row.account)),
      destination: destination === undefined ? undefined : String(destination),
      category: category === null ? undefined : String(category),
      payee: row.payee?.trim() || undefined,
      tagIds: row.tags.flatMap((t) => refs.tagId.get(t.trim().toLowerCase()) ?? []),
    };
  });
}

/** Deletes the accounts, categories and tags an import made, when it failed and nothing uses them. */
async function forgetCreated(db: Executor, bookId: number, created: References['created']): Promise<void> {
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  await db.transaction(async (tx) => {
    if (created.tags.length > 0)
      await tx.execute(sql`delete from tags t where t.book_id = ${bookId} and t.id in (${list(created.tags)})
        and not exists (select 1 from transaction_tags x where x.book_id = t.book_id and x.tag_id = t.id)`);
    if (created.categories.length > 0)
      await tx.execute(sql`delete from categories c where c.book_id = ${bookId} and c.id in (${list(created.categories)})
        and not exists (select 1 from transactions x where x.book_id = c.book_id and x.category_id = c.id)
        and not exists (select 1 from categories k where k.book_id = c.book_id and k.parent_id = c.id
                          and k.id not in (${list(created.categories)}))`);
    if (created.accounts.length > 0)
      await tx.execute(sql`delete from accounts a where a.book_id = ${bookId} and a.id in (${list(created.accounts)})
        and not exists (select 1 from transactions x where x.book_id = a.book_id and x.account_id = a.id)`);
  });
}
