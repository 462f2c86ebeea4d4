import { describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { RESTORE_MESSAGES } from '../../../common/contract/export/restore';
import type { Settlement } from '../../../common/contract/household';
import { actingAs, createSharedBook, inBook, joinBook, succeeded, type TestUser } from '../../test/factories';
import { casaOfAnaAndBia } from '../../test/fixtures/casa';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const november = { from: '2026-11-01', to: '2026-11-30' };

interface Row {
  description: string;
  amount: number;
  created_by_name?: string | null;
  paid_by_name: string | null;
  share_mode: string | null;
  shares: Array<{ name: string; amount: number }>;
}

/**
 * Casa of Ana and Bia: Mercado R$ 100,01 paid by Ana in equal parts, Luz R$ 90,00 paid by Bia by values (Ana
 * R$ 60,00, Bia R$ 30,00), Aluguel R$ 2.000,00 paid by Ana in proportion to their incomes (6.000 and 4.000), and
 * an acerto of R$ 20,00 from Bia to Ana between their accounts.
 */
async function casaWithMoney() {
  const { ana, bia, book, asAna, asBia, anaAccount, biaAccount, expense } = await casaOfAnaAndBia(ctx);
  await succeeded(asAna.put('/books/members/income', { bookId: book, userId: ana.id, income: 6000 }));
  await succeeded(asBia.put('/books/members/income', { bookId: book, userId: bia.id, income: 4000 }));
  const market = await expense(asAna, 100.01, 'Mercado');
  await succeeded(asAna.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }));
  const light = await expense(asBia, 90, 'Luz');
  await succeeded(
    asBia.put('/transactions/share', {
      id: light.id,
      payerId: bia.id,
      mode: 'parts',
      parts: [
        { userId: ana.id, amount: 60 },
        { userId: bia.id, amount: 30 },
      ],
    }),
  );
  const rent = await expense(asAna, 2000, 'Aluguel');
  await succeeded(asAna.put('/transactions/share', { id: rent.id, payerId: ana.id, mode: 'income' }));
  await succeeded(
    asBia.post('/settlements', {
      fromUserId: bia.id,
      toUserId: ana.id,
      amount: 20,
      date: '2026-11-20',
      fromAccountId: biaAccount.id,
      toAccountId: anaAccount.id,
    }),
  );
  return { ana, bia, book, asAna };
}

async function exportOf(person: TestUser, book: number): Promise<BackupDocument> {
  const res = await actingAs(ctx, inBook(person, book)).get('/export');
  expect(res.status).toBe(200);
  return res.body as BackupDocument;
}

/** What a person of the book reads of its money, without ids: rows, balances, the acerto, the incomes. */
async function moneyOf(owner: TestUser, book: number) {
  const as = actingAs(ctx, inBook(owner, book));
  const items = (await as.get('/transactions', { ...november, limit: 50 })).body.data.items as Row[];
  const rows = items
    .map((r) => ({
      description: r.description,
      amount: r.amount,
      paidBy: r.paid_by_name,
      mode: r.share_mode,
      shares: (r.shares ?? []).map((s) => [s.name, s.amount]),
    }))
    .sort((a, b) => a.description.localeCompare(b.description) || a.amount - b.amount);
  const settlement = await succeeded<Settlement>(as.get('/settlement', november));
  const members = (await as.get('/books/members', { bookId: book })).body.data.members as Array<{
    name: string;
    income: number | null;
  }>;
  const accounts = (await as.get('/accounts')).body.data as Array<{ name: string; balance: number }>;
  return {
    rows,
    people: settlement.members.map((m) => [m.name, m.paid, m.owed, m.sent, m.received, m.balance]),
    payments: settlement.payments.map((p) => [p.fromName, p.toName, p.amount]),
    acertos: settlement.settlements.map((s) => [
      s.fromName,
      s.toName,
      s.amount,
      s.date,
      s.transferId !== null,
    ]),
    incomes: members.map((m) => [m.name, m.income]),
    balances: accounts.map((a) => [a.name, a.balance]).sort(),
  };
}

describe('a shared book backed up and restored', () => {
  it('into a new book with the same people: who paid, every part to the cent, the acerto and the incomes come back', async () => {
    const { ana, bia, book } = await casaWithMoney();
    const before = await moneyOf(ana, book);
    expect(before.people).toEqual([
      ['Ana', 2100.01, 1310.01, 0, 20, 770],
      ['Bia', 90, 880, 20, 0, -770],
    ]);

    const doc = await exportOf(ana, book);
    expect(doc.people.map((p) => [p.name, p.email, p.income])).toEqual([
      ['Ana', ana.email.toLowerCase(), 6000],
      ['Bia', bia.email.toLowerCase(), 4000],
    ]);

    const again = await createSharedBook(ctx, ana, 'Casa de novo');
    await joinBook(ctx, ana, bia, again, 'editor');
    await succeeded(actingAs(ctx, inBook(ana, again)).post('/restore', doc));
    expect(await moneyOf(bia, again)).toEqual(before);
  });

  it('into a book without one of its people: refused naming who is missing, and nothing is written', async () => {
    const { ana, bia, book } = await casaWithMoney();
    const doc = await exportOf(ana, book);
    const alone = await createSharedBook(ctx, ana, 'Só da Ana');
    const asAnaAlone = actingAs(ctx, inBook(ana, alone));

    const refused = await asAnaAlone.post('/restore', doc);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(RESTORE_MESSAGES.peopleMissing([bia.email.toLowerCase()]));
    expect((await asAnaAlone.get('/accounts')).body.data).toEqual([]);
    expect((await asAnaAlone.get('/transactions', { ...november, limit: 50 })).body.data.items).toEqual([]);

    // Once Bia is in, the same file restores.
    await joinBook(ctx, ana, bia, alone, 'leitor');
    await succeeded(asAnaAlone.post('/restore', doc));
    expect((await moneyOf(ana, alone)).people).toEqual((await moneyOf(ana, book)).people);
  });

  it('a backup whose parts do not add up to the expense is refused before anything is written', async () => {
    const { ana, book } = await casaWithMoney();
    const doc = await exportOf(ana, book);
    const market = doc.transactions.find((t) => t.description === 'Mercado')!;
    market.shares[0]!.amount += 1;
    const again = await createSharedBook(ctx, ana, 'Casa 3');
    const refused = await actingAs(ctx, inBook(ana, again)).post('/restore', doc);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/as partes não somam o valor da despesa/);
  });
});
