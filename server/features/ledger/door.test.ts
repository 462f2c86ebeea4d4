import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../../common/contract/webhooks';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';
import { appSample, importAppFile, previewAppFile } from '../../test/app-import-upload';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createUser, joinBook, succeeded, type TestUser } from '../../test/factories';
import { pluggyTransaction } from '../../test/fake-pluggy';
import { CAR_LOAN } from '../../test/fixtures/loans';
import { padariaPixCode } from '../../test/pix-code';
import { setupTestAppWithPluggy } from '../../test/pluggy-app';
import { bankStatementCsv, uploadStatement } from '../../test/statement-upload';
import { call } from '../../test/test-app';
import { runAllDue } from '../recurring/run-due';
import { syncConnection } from '../sync/run';

/**
 * The ledger's door (shared/ledger-door.ts): whichever way rows are written, the book's webhook gets one delivery per
 * row changed (one summary of a change of more than 100 rows, and of any import, sync or restore) naming the way, and a shared book's history one entry per row a
 * person reads as changed, naming who changed it (no one for the server's own work). Ana keeps her personal book
 * with Bia joined as editor (so it keeps a history) and a webhook of every event; each way is done as a person does
 * it (or as the job does it), and what it told since the step before is read back from the outbox and the history.
 */
const { ctx, pluggy, connectedBank, syncedOk } = setupTestAppWithPluggy({
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  // Two people a way, and more: past the hourly bound of sign-ups from one address.
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
});

const today = () => todayIn(DEFAULT_TIME_ZONE);

/** A delivery of one row: [event, way, transaction id]. */
type Told = [string, string, number];
/** A history entry: [transaction id, who (user id, null for the server's own work), fields changed]. */
type Entry = [number, number | null, string[]];
type As = ReturnType<typeof actingAs>;

interface Casa {
  ana: TestUser;
  bia: TestUser;
  /** Ana's calls in her book, and Bia's. */
  as: As;
  asBia: As;
  accountId: number;
  last: { delivery: number; entry: number; row: number };
}

async function newest(bookId: number): Promise<Casa['last']> {
  const [row] = await queryRows<{ delivery: number | null; entry: number | null; row: number | null }>(
    ctx.database.db,
    sql`select (select max(id) from webhook_deliveries where book_id = ${bookId}) as delivery,
               (select max(id) from transaction_events where book_id = ${bookId}) as entry,
               (select max(id) from transactions where book_id = ${bookId}) as row`,
  );
  return { delivery: Number(row?.delivery ?? 0), entry: Number(row?.entry ?? 0), row: Number(row?.row ?? 0) };
}

/** Ana's book shared with Bia, with an account 'Conjunta' and a webhook of every event; nothing told yet. */
async function casa(): Promise<Casa> {
  const ana = await createUser(ctx, { name: 'Ana' });
  const bia = await createUser(ctx, { name: 'Bia' });
  await joinBook(ctx, ana, bia, ana.id, 'editor');
  const as = actingAs(ctx, ana);
  const hook = await as.post('/webhooks', { url: 'http://127.0.0.1:9/grana', events: [...WEBHOOK_EVENTS] });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const account = await succeeded(as.post('/accounts', { name: 'Conjunta', type: 'checking' }));
  return {
    ana,
    bia,
    as,
    asBia: actingAs(ctx, { ...bia, book: ana.id }),
    accountId: account.id,
    last: await newest(ana.id),
  };
}

interface Heard {
  /** Deliveries of one row each, sorted by event then id. */
  rows: Told[];
  /** Deliveries of a large change: [event, way, count, ids]. */
  summaries: Array<[string, string, number, number[]]>;
  /** History entries, sorted by transaction id. */
  history: Entry[];
}

const byEventThenId = (a: Told, b: Told) => a[0].localeCompare(b[0]) || a[2] - b[2];

/**
 * What the book's webhook (its transaction events) and its history got since the step before, and `fresh`: the ids
 * of the rows the book holds now that are newer than any it held then.
 */
async function heard(c: Casa): Promise<Heard & { fresh: number[] }> {
  const db = ctx.database.db;
  const deliveries = await queryRows<{ event: string; payload: any }>(
    db,
    sql`select event, payload from webhook_deliveries
        where book_id = ${c.ana.id} and id > ${c.last.delivery} and event like 'transaction.%' order by id`,
  );
  const entries = await queryRows<{ transaction_id: number; user_id: number | null; changes: any }>(
    db,
    sql`select transaction_id, user_id, changes from transaction_events
        where book_id = ${c.ana.id} and id > ${c.last.entry} order by id`,
  );
  const fresh = await queryRows<{ id: number }>(
    db,
    sql`select id from transactions where book_id = ${c.ana.id} and id > ${c.last.row} order by id`,
  );
  c.last = await newest(c.ana.id);
  const rows: Told[] = [];
  const summaries: Heard['summaries'] = [];
  for (const d of deliveries) {
    if (d.payload.transaction) rows.push([d.event, d.payload.way, Number(d.payload.transaction.id)]);
    else summaries.push([d.event, d.payload.way, d.payload.count, d.payload.ids.map(Number)]);
  }
  const history = entries
    .map(
      (e): Entry => [
        Number(e.transaction_id),
        e.user_id === null ? null : Number(e.user_id),
        (e.changes as Array<{ field: string }>).map((ch) => ch.field),
      ],
    )
    .sort((a, b) => a[0] - b[0]);
  return { rows: rows.sort(byEventThenId), summaries, history, fresh: fresh.map((r) => Number(r.id)) };
}

/** What a step should have told: deliveries of one row each (any order given), no summary unless said. */
function told(rows: Told[][], history: Entry[] = [], summaries: Heard['summaries'] = []): Heard {
  return { rows: rows.flat().sort(byEventThenId), summaries, history };
}

/** Deliveries of `kind` for each row, of one way. */
const each = (kind: 'created' | 'updated' | 'deleted', way: string, ids: number[]): Told[] =>
  ids.map((id) => [`transaction.${kind}`, way, id]);

/** What was heard, without `fresh`. */
function toldIn({ fresh: _fresh, ...rest }: Heard & { fresh: number[] }): Heard {
  return rest;
}

/** What the step told, when the caller needs no `fresh`. */
async function heardOnly(c: Casa): Promise<Heard> {
  return toldIn(await heard(c));
}

/** Someone of the book types an expense in 'Conjunta' (as the Transações form sends it). */
function typed(c: Casa, fields: Record<string, unknown> = {}, as: As = c.as) {
  return succeeded<{ id: number }>(
    as.post('/transactions', {
      accountId: c.accountId,
      type: 'DESPESA',
      amount: 100,
      date: '2026-11-10',
      description: 'Mercado',
      ...fields,
    }),
  );
}

/** A row's fields as the edit dialog sends them back, with `changes`. */
function edited(c: Casa, id: number, changes: Record<string, unknown>, as: As = c.as) {
  return succeeded(
    as.put('/transactions', {
      id,
      accountId: c.accountId,
      type: 'DESPESA',
      amount: 100,
      date: '2026-11-10',
      description: 'Mercado',
      ...changes,
    }),
  );
}

async function importStatement(c: Casa, lines: Array<[string, string, number]>, accountId = c.accountId) {
  const res = await uploadStatement(
    ctx,
    c.ana,
    { content: bankStatementCsv(lines) },
    { defaultAccountId: accountId },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { inserted: number; matched: number; importId: string };
}

async function category(c: Casa, nome: string): Promise<number> {
  return (await succeeded(c.as.post('/categories', { nome, tipo: 'despesa' }))).id;
}

describe('what a person types', () => {
  it('typed by Ana, edited by Bia, deleted, and the deletion undone', async () => {
    const c = await casa();
    const row = await typed(c);
    expect(await heardOnly(c)).toEqual(told([each('created', 'typed', [row.id])]));

    await edited(c, row.id, { amount: 120 }, c.asBia);
    expect(await heardOnly(c)).toEqual(
      told([each('updated', 'typed', [row.id])], [[row.id, c.bia.id, ['Valor']]]),
    );

    // Saved as it was: the row is told changed, the history has nothing to keep.
    await edited(c, row.id, { amount: 120 }, c.asBia);
    expect(await heardOnly(c)).toEqual(told([each('updated', 'typed', [row.id])]));

    const deleted = await succeeded<{ undo: string }>(c.as.delete('/transactions', { id: row.id }));
    expect(await heardOnly(c)).toEqual(told([each('deleted', 'typed', [row.id])]));

    await succeeded(c.as.post('/undo', { token: deleted.undo }));
    expect(await heardOnly(c)).toEqual(told([each('created', 'undo', [row.id])]));
  });

  it('a transfer: both legs created; deleting one leg deletes both', async () => {
    const c = await casa();
    const savings = await succeeded(c.as.post('/accounts', { name: 'Poupança', type: 'savings' }));
    const transfer = await succeeded<{ from: { id: number }; to: { id: number } }>(
      c.as.post('/transfers', {
        date: '2026-11-06',
        amount: 250,
        fromAccountId: c.accountId,
        toAccountId: savings.id,
      }),
    );
    const legs = [transfer.from.id, transfer.to.id];
    expect(await heardOnly(c)).toEqual(told([each('created', 'typed', legs)]));

    await succeeded(c.as.delete('/transactions', { id: transfer.to.id }));
    expect(await heardOnly(c)).toEqual(told([each('deleted', 'typed', legs)]));
  });

  it("an expense made a transfer ('É uma transferência'), then undone", async () => {
    const c = await casa();
    const savings = await succeeded(c.as.post('/accounts', { name: 'Poupança', type: 'savings' }));
    const pix = await typed(c, { description: 'Pix para a poupança', amount: 500 });
    await heard(c);
    const converted = await succeeded<{ from: { id: number }; to: { id: number }; undo: string }>(
      c.as.post(`/transactions/${pix.id}/transfer`, { accountId: savings.id }),
    );
    expect(converted.from.id).toBe(pix.id);
    expect(await heardOnly(c)).toEqual(
      told([each('updated', 'typed', [pix.id]), each('created', 'typed', [converted.to.id])]),
    );

    await succeeded(c.as.post('/undo', { token: converted.undo }));
    // Whether a row is a transfer's leg is no field its history follows: nothing kept either way.
    expect(await heardOnly(c)).toEqual(
      told([each('updated', 'undo', [pix.id]), each('deleted', 'undo', [converted.to.id])]),
    );
  });

  it("'Categorizar' several rows, by Bia, and its undo", async () => {
    const c = await casa();
    const food = await category(c, 'Feira');
    const a = await typed(c);
    const b = await typed(c, { description: 'Sacolão', amount: 35 });
    await heard(c);
    const done = await succeeded<{ undo: string }>(
      c.asBia.put('/transactions/category', { transactions: [{ id: a.id }, { id: b.id }], categoryId: food }),
    );
    expect(await heardOnly(c)).toEqual(
      told(
        [each('updated', 'typed', [a.id, b.id])],
        [
          [a.id, c.bia.id, ['Categoria']],
          [b.id, c.bia.id, ['Categoria']],
        ],
      ),
    );

    await succeeded(c.as.post('/undo', { token: done.undo }));
    expect(await heardOnly(c)).toEqual(
      told(
        [each('updated', 'undo', [a.id, b.id])],
        [
          [a.id, c.ana.id, ['Categoria']],
          [b.id, c.ana.id, ['Categoria']],
        ],
      ),
    );
  });

  it('rules applied over the rows already there', async () => {
    const c = await casa();
    const transport = await category(c, 'Transporte');
    const uber = await typed(c, { description: 'UBER *TRIP', amount: 23.5 });
    const ride = await typed(c, { description: 'Uber', amount: 12 });
    await typed(c, { description: 'Farmácia', amount: 30 });
    await succeeded(
      c.as.post('/rules', {
        name: 'Uber',
        conditions: [{ field: 'description', operator: 'contains', value: 'uber' }],
        actions: { category_id: transport },
      }),
    );
    await heard(c);
    expect((await succeeded<{ count: number }>(c.asBia.post('/rules/apply', {}))).count).toBe(2);
    expect(await heardOnly(c)).toEqual(
      told(
        [each('updated', 'rules', [uber.id, ride.id])],
        [
          [uber.id, c.bia.id, ['Categoria']],
          [ride.id, c.bia.id, ['Categoria']],
        ],
      ),
    );
  });
});

describe('what a bank tells', () => {
  it('a statement import: its new lines created, a line of a typed row updates that row; Desfazer combinação', async () => {
    const c = await casa();
    const internet = await typed(c, {
      amount: 89.9,
      date: '2026-11-03',
      description: 'Internet',
      status: 'PENDING',
    });
    await heard(c);
    const imported = await importStatement(c, [
      ['2026-11-05', 'DEB AUTOMATICO VIVO FIBRA', -89.9],
      ['2026-11-05', 'PADARIA IPE', -12.5],
      ['2026-11-06', 'FARMACIA', -30],
    ]);
    expect(imported).toMatchObject({ inserted: 2, matched: 1 });
    const { fresh, ...all } = await heard(c);
    expect(fresh).toHaveLength(2);
    // An import is told as one delivery per operation and kind, never once per row.
    expect(all).toEqual(
      told(
        [],
        [[internet.id, c.ana.id, ['Status']]],
        [
          ['transaction.created', 'statement', 2, fresh],
          ['transaction.updated', 'statement', 1, [internet.id]],
        ],
      ),
    );

    // The line leaves the typed row as a row of its own; the typed row is as it was.
    const unmatched = await c.asBia.post(`/transactions/${internet.id}/unmatch`);
    expect(unmatched.status, JSON.stringify(unmatched.body)).toBe(200);
    const split = await heard(c);
    expect(split.fresh).toHaveLength(1);
    expect(toldIn(split)).toEqual(
      told(
        [each('updated', 'matching', [internet.id]), each('created', 'matching', split.fresh)],
        [[internet.id, c.bia.id, ['Status']]],
      ),
    );
  });

  it("a statement's matches undone at once (Desfazer combinações of an import)", async () => {
    const c = await casa();
    const light = await typed(c, { amount: 120, date: '2026-11-02', description: 'Luz', status: 'PENDING' });
    const water = await typed(c, { amount: 60, date: '2026-11-02', description: 'Água', status: 'PENDING' });
    const imported = await importStatement(c, [
      ['2026-11-03', 'ENEL SP', -120],
      ['2026-11-03', 'SABESP', -60],
    ]);
    expect(imported).toMatchObject({ inserted: 0, matched: 2 });
    await heard(c);
    const undone = await c.as.post(`/transactions/imports/${imported.importId}/unmatch`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toEqual({ unmatched: 2 });
    const { fresh, ...all } = await heard(c);
    expect(fresh).toHaveLength(2);
    expect(all).toEqual(
      told(
        [each('updated', 'matching', [light.id, water.id]), each('created', 'matching', fresh)],
        [
          [light.id, c.ana.id, ['Status']],
          [water.id, c.ana.id, ['Status']],
        ],
      ),
    );
  });

  it('a statement of 101 new lines: one delivery saying how many and which', async () => {
    const c = await casa();
    const lines = Array.from({ length: 101 }, (_, i): [string, string, number] => [
      addDays('2026-06-01', i),
      `COMPRA ${i + 1}`,
      -(i + 1),
    ]);
    expect(await importStatement(c, lines)).toMatchObject({ inserted: 101 });
    const { fresh, ...all } = await heard(c);
    expect(fresh).toHaveLength(101);
    expect(all).toEqual(told([], [], [['transaction.created', 'statement', 101, fresh]]));
  });

  it("bank sync: the job's run (no one acting) and 'Sincronizar agora'", async () => {
    const c = await casa();
    const bank = await connectedBank({ user: c.ana });
    const day = addDays(today(), -2);
    const typedRow = await typed(c, {
      accountId: bank.accountId,
      amount: 45,
      date: day,
      description: 'Cinema',
      status: 'PENDING',
    });
    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: bank.bankAccountId,
        date: `${day}T00:00:00.000Z`,
        description: 'CINEMARK',
        amount: -45,
      }),
      pluggyTransaction({
        accountId: bank.bankAccountId,
        date: `${day}T00:00:00.000Z`,
        description: 'PADARIA',
        amount: -12.5,
      }),
    );
    await heard(c);
    const run = await syncConnection(
      { database: ctx.database, settings: ctx.app.deps.sync },
      c.ana.id,
      bank.connectionId,
      'scheduled',
    );
    expect(run).toMatchObject({ outcome: 'ok' });
    const scheduled = await heard(c);
    expect(scheduled.fresh).toHaveLength(1);
    expect(toldIn(scheduled)).toEqual(
      told(
        [],
        [[typedRow.id, null, ['Status']]],
        [
          ['transaction.created', 'sync', 1, scheduled.fresh],
          ['transaction.updated', 'sync', 1, [typedRow.id]],
        ],
      ),
    );

    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: bank.bankAccountId,
        date: `${today()}T00:00:00.000Z`,
        description: 'MERCADO',
        amount: -80,
      }),
    );
    expect(await syncedOk(bank)).toMatchObject({ inserted: 1 });
    const manual = await heard(c);
    expect(manual.fresh).toHaveLength(1);
    expect(toldIn(manual)).toEqual(told([], [], [['transaction.created', 'sync', 1, manual.fresh]]));
  });
});

describe('what other features write', () => {
  it("'Trazer meus dados': another app's rows created, as Ana's import", async () => {
    const c = await casa();
    const file = { content: appSample('mobills.csv'), filename: 'mobills.csv' };
    const preview = await previewAppFile(ctx, c.ana, file, { app: 'mobills' });
    const cards = Object.fromEntries(
      preview.accounts
        .filter((a) => a.kind === 'credit_card' && a.match === null)
        .map((a) => [
          a.name,
          { type: 'credit_card' as const, closing_day: 3, due_day: 10, credit_limit: 5000 },
        ]),
    );
    const job = await importAppFile(ctx, c.ana, file, { app: 'mobills', accounts: cards });
    expect(job.status, JSON.stringify(job)).toBe('done');
    const { fresh, ...all } = await heard(c);
    expect(fresh).toHaveLength(job.result!.inserted);
    // One delivery per operation, never once per row: on PGlite the import's steps (its rows, then its transfers'
    // legs), on a server its one transaction.
    expect([all.rows, all.history]).toEqual([[], []]);
    const steps = ctx.database.kind === 'pglite' ? 2 : 1;
    expect(all.summaries.map(([event, way]) => [event, way])).toEqual(
      Array(steps).fill(['transaction.created', 'app-import']),
    );
    const ids = all.summaries.flatMap(([, , count, told]) => (told.length === count ? told : []));
    expect(ids.sort((a, b) => a - b)).toEqual(fresh);
  });

  it("a fixed item: 'Pagar', 'Pagar' of a bank line already there, the automatic run, and its deletion undone", async () => {
    const c = await casa();
    const day = Number(today().slice(8));
    const rent = await succeeded(
      c.as.post('/recurring', {
        account_id: c.accountId,
        amount: 2300,
        description: 'Aluguel',
        due_day: day,
        next_run: today(),
      }),
    );
    await heard(c);
    await succeeded(c.asBia.post('/fixed-expenses/confirm', { id: rent.id, date: today() }));
    const paid = await heard(c);
    expect(paid.fresh).toHaveLength(1);
    expect(toldIn(paid)).toEqual(told([each('created', 'fixed-item', paid.fresh)]));

    // The internet's debit came by the statement first: 'Pagar' takes that row, in the item's words.
    const [line] = (await importStatement(c, [[today(), 'DEB AUTOMATICO VIVO', -99.9]]).then(() => heard(c)))
      .fresh;
    const internet = await succeeded(
      c.as.post('/recurring', {
        account_id: c.accountId,
        amount: 99.9,
        description: 'Internet',
        due_day: day,
        next_run: today(),
      }),
    );
    await heard(c);
    await succeeded(c.asBia.post('/fixed-expenses/confirm', { id: internet.id, date: today() }));
    expect(await heardOnly(c)).toEqual(
      told([each('updated', 'fixed-item', [line!])], [[line!, c.bia.id, ['Descrição']]]),
    );

    // On its day the server records an automatic item by itself: no one acted.
    await succeeded(
      c.as.post('/recurring', {
        account_id: c.accountId,
        amount: 50,
        description: 'Academia',
        due_day: day,
        next_run: today(),
        mode: 'automatic',
      }),
    );
    await heard(c);
    expect(await runAllDue(ctx.database.db, c.ana.id)).toMatchObject({ created: 1 });
    const automatic = await heard(c);
    expect(automatic.fresh).toHaveLength(1);
    expect(automatic.rows).toEqual(each('created', 'fixed-item', automatic.fresh));
    expect([automatic.summaries, automatic.history]).toEqual([[], []]);

    // The rent deleted: its paid row is no longer linked to it; Desfazer links it again.
    const removed = await succeeded<{ undo: string }>(c.as.delete('/recurring', { id: rent.id }));
    expect(await heardOnly(c)).toEqual(told([each('updated', 'fixed-item', paid.fresh)]));
    await succeeded(c.as.post('/undo', { token: removed.undo }));
    expect(await heardOnly(c)).toEqual(told([each('updated', 'undo', paid.fresh)]));
  });

  it('a card purchase in 3 installments, two anticipated, the anticipation undone, and the bill paid', async () => {
    const c = await casa();
    const card = await succeeded(
      c.as.post('/accounts', {
        name: 'Nubank',
        type: 'credit_card',
        closing_day: 3,
        due_day: 10,
        credit_limit: 5000,
        payment_account_id: c.accountId,
      }),
    );
    const tv = await succeeded<{ id: number; installment_group: string }>(
      c.as.post('/transactions', {
        accountId: card.id,
        type: 'DESPESA',
        amount: 900,
        date: today(),
        description: 'Televisão',
        installments: 3,
      }),
    );
    const bought = await heard(c);
    expect(bought.fresh).toHaveLength(3);
    expect(bought.fresh[0]).toBe(tv.id);
    expect(toldIn(bought)).toEqual(told([each('created', 'typed', bought.fresh)]));

    const moved = await succeeded<{ moved: number[]; undo: string }>(
      c.asBia.post('/cards/installments/anticipate', { installment_group: tv.installment_group, count: 2 }),
    );
    const later = bought.fresh.slice(1);
    expect([...moved.moved].sort((a, b) => a - b)).toEqual(later);
    expect(await heardOnly(c)).toEqual(
      told(
        [each('updated', 'installments', later)],
        later.map((id): Entry => [id, c.bia.id, ['Data']]),
      ),
    );
    await succeeded(c.as.post('/undo', { token: moved.undo }));
    expect(await heardOnly(c)).toEqual(
      told(
        [each('updated', 'undo', later)],
        later.map((id): Entry => [id, c.ana.id, ['Data']]),
      ),
    );

    await typed(c, { accountId: card.id, amount: 30, date: '2026-10-15', description: 'Compra' });
    await heard(c);
    const payment = await c.as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2026-11',
      from_account_id: c.accountId,
      date: '2026-11-08',
      amount: 30,
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const paid = await heard(c);
    expect(paid.fresh).toHaveLength(2);
    expect(toldIn(paid)).toEqual(told([each('created', 'card-bill', paid.fresh)]));
  });

  it("'Conferir saldo': the rows up to the date reconciled, and an adjustment created (told created only)", async () => {
    const c = await casa();
    const bakery = await typed(c, { amount: 45.9, date: '2026-10-05', description: 'Padaria' });
    const pix = await typed(c, { amount: 120, date: '2026-10-20', description: 'PIX' });
    await typed(c, { amount: 10, date: '2026-11-20', description: 'Depois' });
    await heard(c);
    const done = await succeeded<{ adjustment: { id: number } | null }>(
      c.asBia.post(`/accounts/${c.accountId}/reconciliation`, {
        date: '2026-10-31',
        balance: -200,
        adjust: true,
      }),
    );
    const adjustment = done.adjustment!.id;
    const { fresh, ...all } = await heard(c);
    expect(fresh).toEqual([adjustment]);
    expect(all).toEqual(
      told(
        [each('updated', 'reconcile', [bakery.id, pix.id]), each('created', 'reconcile', [adjustment])],
        [
          [bakery.id, c.bia.id, ['Status']],
          [pix.id, c.bia.id, ['Status']],
        ],
      ),
    );
  });

  it('capture: a Pix code linked to the row of its payment', async () => {
    const c = await casa();
    const row = await typed(c, { amount: 42.5, date: '2026-11-27', description: 'PIX ENVIADO PADARIA' });
    await heard(c);
    await succeeded(c.asBia.post('/capture/code/link', { code: padariaPixCode(), transaction_id: row.id }));
    expect(await heardOnly(c)).toEqual(
      told([each('updated', 'capture', [row.id])], [[row.id, c.bia.id, ['Favorecido']]]),
    );
  });

  it('the household: an expense divided, the acerto recorded as a transfer, and the acerto deleted', async () => {
    const c = await casa();
    const biaAccount = await succeeded(c.asBia.post('/accounts', { name: 'Conta da Bia', type: 'checking' }));
    const market = await typed(c);
    await heard(c);
    await succeeded(c.as.put('/transactions/share', { id: market.id, payerId: c.bia.id, mode: 'equal' }));
    expect(await heardOnly(c)).toEqual(
      told(
        [each('updated', 'household', [market.id])],
        [[market.id, c.ana.id, ['Quem pagou', 'Divisão entre pessoas']]],
      ),
    );

    const acerto = await c.asBia.post('/settlements', {
      fromUserId: c.bia.id,
      toUserId: c.ana.id,
      amount: 50,
      date: '2026-11-20',
      fromAccountId: biaAccount.id,
      toAccountId: c.accountId,
    });
    expect(acerto.status, JSON.stringify(acerto.body)).toBe(201);
    const recorded = await heard(c);
    expect(recorded.fresh).toHaveLength(2);
    expect(recorded.rows).toEqual(each('created', 'household', recorded.fresh));
    expect([recorded.summaries, recorded.history]).toEqual([[], []]);

    await succeeded(c.as.delete('/settlements', { id: acerto.body.data.id }));
    expect(await heardOnly(c)).toEqual(told([each('deleted', 'household', recorded.fresh)]));
  });
});

/** The rows' descriptions, in the order of their ids. */
async function described(ids: number[]): Promise<string[]> {
  const rows = await queryRows<{ description: string }>(
    ctx.database.db,
    sql`select description from transactions where id = any(${idArray(ids)}::bigint[]) order by id`,
  );
  return rows.map((r) => r.description);
}

describe('what the money pages write', () => {
  it("a goal: a contribution (aporte) its transfer's legs, and the goal deleted unlinks them", async () => {
    const c = await casa();
    const savings = await succeeded(c.as.post('/accounts', { name: 'Poupança', type: 'savings' }));
    const goal = await succeeded(
      c.as.post('/goals', { name: 'Viagem', target_amount: 5000, account_id: savings.id }),
    );
    expect(await heardOnly(c)).toEqual(told([]));

    await succeeded(
      c.asBia.post('/goals/contribute', {
        id: goal.id,
        amount: 300,
        date: '2026-11-12',
        account_id: savings.id,
        source_account_id: c.accountId,
      }),
    );
    const contributed = await heard(c);
    expect(await described(contributed.fresh)).toEqual(['Aporte: Viagem', 'Aporte: Viagem']);
    expect(toldIn(contributed)).toEqual(told([each('created', 'goals', contributed.fresh)]));

    // The contribution stays an ordinary transfer: its goal is no field its history follows, so none is kept.
    await succeeded(c.as.delete('/goals', { id: goal.id }));
    expect(await heardOnly(c)).toEqual(told([each('updated', 'goals', contributed.fresh)]));
    const [legs] = await queryRows<{ linked: number; n: number }>(
      ctx.database.db,
      sql`select count(goal_id)::int as linked, count(*)::int as n from transactions
          where book_id = ${c.ana.id} and id = any(${idArray(contributed.fresh)}::bigint[])`,
    );
    expect(legs).toEqual({ linked: 0, n: 2 });
  });

  it('a debt: an instalment paid, a prepayment from an account and its removal; the debt deleted tells nothing', async () => {
    const c = await casa();
    const loan = await succeeded<{ id: number }>(c.as.post('/debts', CAR_LOAN));
    expect(await heardOnly(c)).toEqual(told([]));

    const paid = await c.asBia.post('/debts/pay', {
      id: loan.id,
      number: 1,
      accountId: c.accountId,
      date: '2026-07-15',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const instalment = await heard(c);
    expect(instalment.fresh).toEqual([paid.body.data.installments[0].transactionId]);
    expect(toldIn(instalment)).toEqual(told([each('created', 'debts', instalment.fresh)]));

    const prepaid = await c.as.post('/debts/prepayments', {
      debtId: loan.id,
      date: '2026-09-20',
      amount: 3000,
      mode: 'prazo',
      accountId: c.accountId,
    });
    expect(prepaid.status, JSON.stringify(prepaid.body)).toBe(201);
    const prepayment = await heard(c);
    expect(await described(prepayment.fresh)).toEqual(['Amortização extraordinária: Financiamento do carro']);
    expect(toldIn(prepayment)).toEqual(told([each('created', 'debts', prepayment.fresh)]));

    const removed = await c.asBia.delete('/debts/prepayments', { id: prepaid.body.data.prepayments[0].id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await heardOnly(c)).toEqual(told([each('deleted', 'debts', prepayment.fresh)]));

    // The expenses that paid it stay in the ledger as they were.
    await succeeded(c.as.delete('/debts', { id: loan.id }));
    expect(await heardOnly(c)).toEqual(told([]));
  });

  it("renda fixa: a position applied from 'Conjunta', then redeemed into it", async () => {
    const c = await casa();
    const broker = await succeeded(c.as.post('/accounts', { name: 'Corretora', type: 'investment' }));
    await heard(c);
    const position = await succeeded<{ id: number }>(
      c.asBia.post('/investments', {
        accountId: broker.id,
        sourceAccountId: c.accountId,
        name: 'Tesouro Prefixado',
        product: 'tesouro_prefixado',
        indexing: 'prefixado',
        rate: 12,
        amount: 5000,
        date: '2026-08-05',
      }),
    );
    const applied = await heard(c);
    expect(await described(applied.fresh)).toEqual([
      'Aplicação: Tesouro Prefixado',
      'Aplicação: Tesouro Prefixado',
    ]);
    expect(toldIn(applied)).toEqual(told([each('created', 'investments', applied.fresh)]));

    // The yield (income) and the IR (expense) in the investment account, and the net's transfer's legs.
    await succeeded(
      c.as.post('/investments/redeem', { id: position.id, date: '2026-10-05', accountId: c.accountId }),
    );
    const redeemed = await heard(c);
    expect(await described(redeemed.fresh)).toEqual([
      'Rendimento: Tesouro Prefixado',
      'IR e IOF do resgate: Tesouro Prefixado',
      'Resgate: Tesouro Prefixado',
      'Resgate: Tesouro Prefixado',
    ]);
    expect(toldIn(redeemed)).toEqual(told([each('created', 'investments', redeemed.fresh)]));

    // The position deleted: the rows the ledger holds stay.
    await succeeded(c.as.delete('/investments', { id: position.id }));
    expect(await heardOnly(c)).toEqual(told([]));
  });

  it("renda variável: trades paid from 'Conjunta', a sale's gain, and a trade deleted moving the sale's gain", async () => {
    const c = await casa();
    const broker = await succeeded(c.as.post('/accounts', { name: 'Corretora', type: 'investment' }));
    await heard(c);
    const base = { accountId: broker.id, ticker: 'PETR4', cashAccountId: c.accountId };
    const trade = async (as: As, body: Record<string, unknown>) =>
      succeeded<{ id: number }>(as.post('/variable-income/trades', { ...base, ...body }));

    const first = await trade(c.as, {
      kind: 'acao',
      side: 'compra',
      date: '2026-03-02',
      quantity: 100,
      price: 30,
    });
    const bought = await heard(c);
    const firstLegs = bought.fresh;
    expect(await described(firstLegs)).toEqual(['Compra: PETR4', 'Compra: PETR4']);
    expect(toldIn(bought)).toEqual(told([each('created', 'investments', firstLegs)]));
    await trade(c.asBia, { side: 'compra', date: '2026-04-01', quantity: 50, price: 36 });
    const second = await heard(c);
    expect(second.fresh).toHaveLength(2);
    expect(toldIn(second)).toEqual(told([each('created', 'investments', second.fresh)]));

    // The sale: its proceeds' legs and its gain (Rendimentos) in the investment account.
    await trade(c.as, { side: 'venda', date: '2026-05-04', quantity: 40, price: 40 });
    const sold = await heard(c);
    expect(await described(sold.fresh)).toEqual(['Venda: PETR4', 'Venda: PETR4', 'Ganho na venda: PETR4']);
    expect(toldIn(sold)).toEqual(told([each('created', 'investments', sold.fresh)]));
    const gainOf = async () => {
      const [row] = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`select id from transactions where book_id = ${c.ana.id} and description = 'Ganho na venda: PETR4'`,
      );
      return Number(row!.id);
    };
    const gain = await gainOf();
    expect(sold.fresh).toContain(gain);

    // The first purchase deleted: its legs go, and the sale's gain is worked again from the 50 at 36,00 (its row
    // deleted and written again).
    await succeeded(c.asBia.delete('/variable-income/trades', { id: first.id }));
    const moved = await heard(c);
    const newGain = await gainOf();
    expect(moved.fresh).toEqual([newGain]);
    expect(toldIn(moved)).toEqual(
      told([each('deleted', 'investments', [...firstLegs, gain]), each('created', 'investments', [newGain])]),
    );
  });

  it('a doubled pair merged: the bank line deleted, the row kept takes it', async () => {
    const c = await casa();
    // Two Pix of R$ 50,00 on one day; the bank's line names nobody: the matcher cannot choose.
    const maria = await typed(c, {
      amount: 50,
      date: '2026-11-16',
      description: 'Pix Maria',
      status: 'PENDING',
    });
    await typed(c, { amount: 50, date: '2026-11-16', description: 'Pix João', status: 'PENDING' });
    await heard(c);
    expect(await importStatement(c, [['2026-11-16', 'PIX ENVIADO', -50]])).toMatchObject({
      inserted: 1,
      matched: 0,
    });
    const [line] = (await heard(c)).fresh;
    const merged = await c.asBia.post(`/transactions/${line}/merge`, { transactionId: maria.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data).toEqual({ id: maria.id, merged: line });
    expect(await heardOnly(c)).toEqual(
      told(
        [each('deleted', 'matching', [line!]), each('updated', 'matching', [maria.id])],
        [[maria.id, c.bia.id, ['Status']]],
      ),
    );
  });
});

describe('a restore into an empty book', () => {
  /** Ana's backup of a book holding `count` rows (one typed, the rest by a statement). */
  async function backupOf(count: number): Promise<string> {
    const source = await createUser(ctx, { name: 'Ana' });
    const as = actingAs(ctx, source);
    const account = await succeeded(as.post('/accounts', { name: 'Conjunta', type: 'checking' }));
    const lines: Array<[string, string, number]> = Array.from({ length: count }, (_, i) => [
      addDays('2026-06-01', i),
      `COMPRA ${i + 1}`,
      -(i + 1),
    ]);
    const res = await uploadStatement(
      ctx,
      source,
      { content: bankStatementCsv(lines) },
      { defaultAccountId: account.id },
    );
    expect(res.body.data).toMatchObject({ inserted: count });
    const backup = await call(ctx.app, 'GET', '/api/v1/export', { token: source.token });
    expect(backup.status).toBe(200);
    return JSON.stringify(backup.body);
  }

  /** A book with Bia and a webhook but no rows nor accounts, then the backup restored into it. */
  async function restoredInto(backup: string) {
    const c = await casa();
    await succeeded(c.as.delete('/accounts', { id: c.accountId }));
    await heard(c);
    const restored = await restoreBook(ctx, c.ana, backup);
    expect(restored.statusCode, restored.body).toBeLessThan(300);
    return { c, ...(await heard(c)) };
  }

  it('of 3 rows: one delivery saying how many and which, as of any size', async () => {
    const { fresh, rows, summaries, history } = await restoredInto(await backupOf(3));
    expect(fresh).toHaveLength(3);
    expect({ rows, summaries, history }).toEqual(
      told([], [], [['transaction.created', 'restore', 3, fresh]]),
    );
  });

  it('of 101 rows: one delivery saying how many and which', async () => {
    const { fresh, rows, summaries, history } = await restoredInto(await backupOf(101));
    expect(fresh).toHaveLength(101);
    expect({ rows, summaries, history }).toEqual(
      told([], [], [['transaction.created', 'restore', 101, fresh]]),
    );
  });
});
