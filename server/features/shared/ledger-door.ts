import type { Db, Executor, Tx } from '../../db/connect';

/**
 * The ledger's door: every write of transaction rows happens inside an operation (`inLedgerOperation`) that says who
 * acted, and when the operation's work is done the door tells its subscribers (registered once by app.ts: the
 * webhooks, a shared book's history) what changed, in the same database transaction. No feature calls a subscriber:
 * a new way of writing rows cannot forget them, and a write outside an operation throws.
 *
 * What is told is the operation's net change per book: rows created, updated and deleted, each id once (a row
 * created and deleted within one operation is told nothing; a row created then edited is told created). Before a
 * row is first changed or deleted, the subscribers that need it as it was (the history compares fields, a deleted
 * row's webhook carries it) keep what they need of it.
 */

/** How a change arrived: what the webhooks' deliveries carry as `way`, and the actor a history entry names. */
export const LEDGER_WAYS = [
  'typed',
  'statement',
  'sync',
  'app-import',
  'rules',
  'fixed-item',
  'installments',
  'card-bill',
  'reconcile',
  'matching',
  'capture',
  'household',
  'goals',
  'debts',
  'investments',
  'undo',
  'restore',
  // Rows a test or a seed writes for itself, no person's way.
  'setup',
] as const;
export type LedgerWay = (typeof LEDGER_WAYS)[number];

/** Who acted: the person (null for the server's own work, as a fixed item paid on its day) and the way. */
export interface LedgerActor {
  userId: number | null;
  way: LedgerWay;
}

/** The actor of a person's request. */
export const actedBy = (person: { id: number }, way: LedgerWay): LedgerActor => ({ userId: person.id, way });

export type ChangeKind = 'created' | 'updated' | 'deleted';

/** What an operation changed in one book, of one kind: every id, in the order first touched. */
export interface LedgerChange {
  bookId: number;
  by: LedgerActor;
  kind: ChangeKind;
  ids: number[];
}

/** What a subscriber keeps of rows before they change: per row id, whatever it needs (its own type). */
export type Kept = ReadonlyMap<number, unknown>;

export interface LedgerSubscriber {
  /** One subscriber per name: app.ts registers them, and a second app in one process replaces the first's. */
  name: string;
  /**
   * Rows about to be changed or deleted for the first time in this operation (those this subscriber kept nothing
   * of yet): answers what it keeps of each, or of none.
   */
  before?: (
    tx: Executor,
    bookId: number,
    by: LedgerActor,
    kind: 'updated' | 'deleted',
    ids: number[],
  ) => Promise<Kept | null>;
  /** The operation's net change, one call per book and kind, before the transaction commits. */
  after: (tx: Executor, change: LedgerChange, kept: Kept) => Promise<void>;
}

const subscribers = new Map<string, LedgerSubscriber>();

/** Adds (or replaces, by name) a subscriber to every later operation. */
export function subscribeToLedger(subscriber: LedgerSubscriber): void {
  subscribers.set(subscriber.name, subscriber);
}

interface BookChanges {
  kinds: Record<ChangeKind, Set<number>>;
  kept: Map<string, Map<number, unknown>>;
}

interface Operation {
  tx: Executor;
  by: LedgerActor;
  books: Map<number, BookChanges>;
  open: boolean;
}

/**
 * The open operation of each database transaction. Keyed by the transaction every ledger write already receives,
 * not by an async context: AsyncLocalStorage turns on Node's promise hooks for the whole process, which made every
 * await of every request slower (statement import +30%, measured). No code here opens savepoints, so the
 * transaction an operation starts with is the one its writes are given.
 */
const operations = new WeakMap<Executor, Operation>();

function openOperation(tx: Executor): Operation {
  const operation = operations.get(tx);
  if (!operation?.open)
    throw new Error(
      'A write of transaction rows outside inLedgerOperation: say who acted (shared/ledger-door.ts).',
    );
  return operation;
}

function bookOf(operation: Operation, bookId: number): BookChanges {
  let book = operation.books.get(bookId);
  if (!book) {
    book = { kinds: { created: new Set(), updated: new Set(), deleted: new Set() }, kept: new Map() };
    operation.books.set(bookId, book);
  }
  return book;
}

/**
 * Runs `work` as one operation of `by` in the transaction `tx`, then tells the subscribers what it changed. An
 * operation opened inside another joins it (an undo that deletes through a feature's own function): the outer one
 * tells, as its actor.
 */
export async function inLedgerOperation<T>(
  tx: Executor,
  by: LedgerActor,
  work: () => Promise<T>,
): Promise<T> {
  if (operations.get(tx)?.open) return work();
  const operation: Operation = { tx, by, books: new Map(), open: true };
  operations.set(tx, operation);
  try {
    const result = await work();
    await tell(operation);
    return result;
  } finally {
    operation.open = false;
    operations.delete(tx);
  }
}

/** A database transaction that is one operation of `by` (inLedgerOperation inside db.transaction). */
export function ledgerTransaction<T>(db: Db, by: LedgerActor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => inLedgerOperation(tx, by, () => work(tx)));
}

/** Before rows change or go: the subscribers keep what they need of those they kept nothing of yet. */
export async function beforeWrite(
  tx: Executor,
  bookId: number,
  kind: 'updated' | 'deleted',
  ids: readonly number[],
): Promise<void> {
  const operation = openOperation(tx);
  const book = bookOf(operation, bookId);
  for (const subscriber of subscribers.values()) {
    if (!subscriber.before) continue;
    const kept = book.kept.get(subscriber.name) ?? new Map<number, unknown>();
    book.kept.set(subscriber.name, kept);
    const fresh = ids.filter((id) => !kept.has(id) && !book.kinds.created.has(id));
    if (fresh.length === 0) continue;
    const answer = await subscriber.before(tx, bookId, operation.by, kind, fresh);
    for (const [id, value] of answer ?? []) kept.set(id, value);
  }
}

/** After rows were written: what the operation will tell. */
export function noteWrite(tx: Executor, bookId: number, kind: ChangeKind, ids: Iterable<number>): void {
  const book = bookOf(openOperation(tx), bookId);
  for (const id of ids) book.kinds[kind].add(id);
}

/** The operation's net change per book and kind, to each subscriber. */
async function tell(operation: Operation): Promise<void> {
  for (const [bookId, book] of operation.books) {
    const { created, updated, deleted } = book.kinds;
    const net: Record<ChangeKind, number[]> = {
      created: [...created].filter((id) => !deleted.has(id)),
      updated: [...updated].filter((id) => !created.has(id) && !deleted.has(id)),
      deleted: [...deleted].filter((id) => !created.has(id)),
    };
    for (const kind of ['created', 'updated', 'deleted'] as const) {
      if (net[kind].length === 0) continue;
      const change: LedgerChange = { bookId, by: operation.by, kind, ids: net[kind] };
      for (const subscriber of subscribers.values())
        await subscriber.after(operation.tx, change, book.kept.get(subscriber.name) ?? new Map());
    }
  }
}
