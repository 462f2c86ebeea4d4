import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { captureStatements } from '../../db/statement-capture';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, type TestUser } from '../../test/factories';
import { withinMs } from '../../test/loop-guard';
import { setupTestApp } from '../../test/test-app';
import { ledger, ledgerTransaction } from '../ledger/public';
import { CARDS_PER_READ } from './card-figures';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/**
 * `count` cards (closing 3, due 10, paid from `payerId`) written in bulk, each with its own figures: card i has a
 * purchase of i + 1 reais on 10/11 (December's bill); even cards one of 50 on 15/10 (November's, overdue today,
 * 20/11); every third one of 7 pinned to January's bill; every fifth card's December bill moved by the bank to
 * close on 09/11, so its purchase of 10/11 is in January's and January is its open bill.
 */
async function bulkCards(user: TestUser, payerId: number, count: number): Promise<number[]> {
  const db = ctx.database.db;
  const cards = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type, closing_day, due_day, credit_limit, payment_account_id)
        select ${user.id}, 'Cartão ' || lpad(n::text, 4, '0'), 'credit_card', 3, 10, 100000, ${payerId}
        from generate_series(0, ${count - 1}) as n
        returning id`,
  );
  const ids = cards.map((c) => Number(c.id)).sort((a, b) => a - b);
  await ledgerTransaction(db, { userId: null, way: 'setup' }, async (tx) => {
    await ledger.insert(
      tx,
      user.id,
      ids.flatMap((accountId, i) => [
        { accountId, type: 'DESPESA', amount: (i + 1) * 100, date: '2026-11-10', description: `Compra ${i}` },
        ...(i % 2 === 0
          ? [{ accountId, type: 'DESPESA', amount: 5000, date: '2026-10-15', description: 'Outubro' }]
          : []),
        ...(i % 3 === 0
          ? [
              {
                accountId,
                type: 'DESPESA',
                amount: 700,
                date: '2026-11-12',
                description: 'Janeiro',
                billMonth: '2027-01',
              },
            ]
          : []),
      ]),
    );
    await tx.execute(
      sql`insert into card_bills (book_id, account_id, month, closing_date, due_date)
          select ${user.id}, id, '2026-12', '2026-11-09', '2026-12-10'
          from unnest(${`{${ids.filter((_, i) => i % 5 === 0).join(',')}}`}::bigint[]) as id`,
    );
  });
  return ids;
}

/** What GET /cards answers for card i of bulkCards, worked out by hand from the rules of a bill. */
function expectedCard(i: number) {
  const purchase = i + 1;
  const october = i % 2 === 0 ? 50 : 0;
  const january = i % 3 === 0 ? 7 : 0;
  const moved = i % 5 === 0;
  const used = purchase + october + january;
  const november = { month: '2026-11', status: october > 0 ? 'vencida' : 'fechada', total: october };
  const current = moved
    ? // December closed on 09/11; November's overdue 50 carries only into December (still before its due date).
      { month: '2027-01', status: 'aberta', total: purchase + january }
    : { month: '2026-12', status: 'aberta', total: purchase + october };
  return {
    used,
    available: 1000 - used,
    current_bill: current,
    // A moved card's December has closed: it asks November's overdue 50 now (as its previous balance).
    next_due_bill:
      october > 0 ? (moved ? { month: '2026-12', status: 'fechada', total: october } : november) : current,
  };
}

/** How many SQL statements one call sends. */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const { result, statements } = await captureStatements(ctx.database.db, run);
  return { result, statements: statements.length };
}

describe('cards at scale', () => {
  it('200 cards: GET /cards answers each card its own figures, with as many SQL statements as for 2 cards', async () => {
    const { user: many, as: asMany } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const payerMany = await createAccount(ctx, many, { name: 'Itaú', opening_balance: 10_000 });
    const ids = await bulkCards(many, payerMany.id, 200);
    const few = await personAt(ctx, '2026-11-20T15:00:00Z');
    const payerFew = await createAccount(ctx, few.user, { name: 'Itaú', opening_balance: 10_000 });
    await bulkCards(few.user, payerFew.id, 2);

    const listed = await withinMs(30_000, 'GET /cards with 200 cards', () =>
      statementsOf(() => asMany.get('/cards')),
    );
    expect(listed.result.status, JSON.stringify(listed.result.body)).toBe(200);
    const byId = new Map(
      (listed.result.body.data as Array<{ id: number; current_bill: unknown }>).map(
        (card) => [card.id, card] as const,
      ),
    );
    expect(byId.size).toBe(200);
    ids.forEach((id, i) => {
      expect(byId.get(id), `card ${i}`).toMatchObject(expectedCard(i));
    });
    // The bulk answer agrees with each card's own bills for a sample (the moved, overdue and pinned kinds).
    for (const i of [0, 1, 2, 3, 5, 6, 199]) {
      const bills = await asMany.get('/cards/bills', { account_id: ids[i] });
      const open = (bills.body.data as Array<{ status: string }>).find((b) => b.status === 'aberta');
      expect(open, `card ${i}`).toEqual(
        (byId.get(ids[i] as number) as { current_bill: unknown }).current_bill,
      );
    }

    const asFew = actingAs(ctx, few.user);
    const fewListed = await statementsOf(() => asFew.get('/cards'));
    expect(fewListed.result.body.data).toHaveLength(2);
    // At least the cards, their moved bills, their net totals and their day totals.
    expect(fewListed.statements).toBeGreaterThanOrEqual(4);
    // The day totals take one statement per CARDS_PER_READ cards (a bounded number: MAX_ACCOUNTS cards at most).
    const moreDayReads = Math.ceil(200 / CARDS_PER_READ) - 1;
    expect(listed.statements).toBe(fewListed.statements + moreDayReads);

    // The badge, the forecast (which adds each card's bills to its paying account) and the reminders' source too.
    for (const [path, query] of [
      ['/cards/upcoming', { days: 30 }],
      ['/forecast', { days: 60 }],
    ] as const) {
      const manyCall = await statementsOf(() => asMany.get(path, query));
      const fewCall = await statementsOf(() => asFew.get(path, query));
      expect(manyCall.result.status, JSON.stringify(manyCall.result.body)).toBe(200);
      expect(fewCall.result.status).toBe(200);
      expect(manyCall.statements, path).toBe(fewCall.statements + moreDayReads);
    }
    // Overdue bills (even cards: November's 50) and December's, due 10/12, left to pay: every card's not moved,
    // and the moved ones' that carried November's 50 (closed, it asks that 50 itself: one debt, one bill to pay).
    const upcoming = await asMany.get('/cards/upcoming', { days: 30 });
    const overdue = ids.filter((_, i) => i % 2 === 0 && i % 5 !== 0).length;
    const december = ids.filter((_, i) => i % 5 !== 0 || i % 2 === 0).length;
    expect(upcoming.body.data).toEqual({ count: overdue + december });
  });
});
