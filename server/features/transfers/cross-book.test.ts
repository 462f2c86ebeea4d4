import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import type { BackupDocument } from '../../../common/contract/export/document';
import type { TransactionHistory } from '../../../common/contract/history';
import {
  CROSS_BOOK_MESSAGES,
  OTHER_BOOK_LABEL,
  type Transaction,
  type TransferBook,
  type TransferResult,
} from '../../../common/contract/transactions';
import { UNDO_OTHER_BOOK_MESSAGE } from '../../../common/contract/undo';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  succeeded,
} from '../../test/factories';
import { casaOfAnaAndBia } from '../../test/fixtures/casa';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
const november = { from: '2026-11-01', to: '2026-11-30' };
type As = ReturnType<typeof actingAs>;

const balances = async (as: As) =>
  Object.fromEntries(
    ((await as.get('/accounts')).body.data as Array<{ name: string; balance: number }>).map((a) => [
      a.name,
      a.balance,
    ]),
  );
const page = async (as: As) =>
  (await as.get('/transactions', { ...november, limit: 50 })).body.data as {
    items: Transaction[];
    totals: { receitas: number; despesas: number; count: number };
  };

/** Casa of Ana and Bia, and Ana's personal Nubank with R$ 1.000,00: the two books a transfer goes between. */
async function anaWithCasa() {
  const casa = await casaOfAnaAndBia(ctx);
  const asAnaHome = actingAs(ctx, casa.ana);
  const nubank = await createAccount(ctx, casa.ana, { name: 'Nubank', opening_balance: 1000 });
  /** Ana's R$ 500,00 from her Nubank into Casa's joint account, recorded from her personal book. */
  const contribute = () =>
    succeeded<TransferResult>(
      asAnaHome.post('/transfers', {
        date: '2026-11-05',
        amount: 500,
        description: 'Minha parte de novembro',
        fromAccountId: nubank.id,
        toAccountId: casa.joint.id,
        toBookId: casa.book,
      }),
    );
  return { ...casa, asAnaHome, nubank, contribute };
}

describe('a transfer between a personal book and a shared one', () => {
  it('writes one leg in each book: both balances move, no total does, each book names the other', async () => {
    const { ana, asAna, asBia, asAnaHome, joint, nubank, contribute } = await anaWithCasa();
    // Where Ana may send money from each book: the other books she writes in, with their accounts.
    const fromHome = await succeeded<TransferBook[]>(asAnaHome.get('/transfers/books'));
    expect(fromHome.map((b) => [b.name, b.accounts.map((a) => a.name)])).toEqual([
      ['Casa', ['Conjunta', 'Conta da Ana', 'Conta da Bia']],
    ]);
    const fromCasa = await succeeded<TransferBook[]>(asAna.get('/transfers/books'));
    expect(fromCasa.map((b) => [b.id, b.name, b.accounts.map((a) => a.name)])).toEqual([
      [ana.id, 'Pessoal', ['Nubank']],
    ]);

    const made = await contribute();
    expect(made.from).toMatchObject({
      type: 'DESPESA',
      amount: 500,
      contaId: nubank.id,
      transfer_book_name: 'Casa',
    });
    expect(made.to).toMatchObject({
      type: 'RECEITA',
      amount: 500,
      contaId: joint.id,
      transfer_book_name: 'Pessoal de Ana',
      transfer_account_name: null,
    });

    expect(await balances(asAnaHome)).toEqual({ Nubank: 500 });
    expect((await balances(asBia)).Conjunta).toBe(500);
    const home = await page(asAnaHome);
    expect(home.items.map((t) => [t.description, t.type, t.amount, t.transfer_book_name])).toEqual([
      ['Minha parte de novembro', 'DESPESA', 500, 'Casa'],
    ]);
    expect(home.totals).toEqual({ receitas: 0, despesas: 0, count: 0 });
    // Bia reads the money arriving from Ana's personal book, never Ana's account.
    const shared = await page(asBia);
    expect(
      shared.items.map((t) => [t.description, t.type, t.amount, t.transfer_book_name, t.created_by]),
    ).toEqual([['Minha parte de novembro', 'RECEITA', 500, 'Pessoal de Ana', ana.id]]);
    expect(shared.items[0]!.transfer_account_name).toBeNull();
    expect(shared.totals).toEqual({ receitas: 0, despesas: 0, count: 0 });
    for (const as of [asBia, asAnaHome]) {
      const summary = (await as.get('/dashboard/summary', november)).body.data;
      expect([summary.receitas, summary.despesas]).toEqual([0, 0]);
    }

    // The other way, recorded in Casa: money back from the joint account to Ana's Nubank.
    const back = await succeeded<TransferResult>(
      asAna.post('/transfers', {
        date: '2026-11-06',
        amount: 120.35,
        fromAccountId: joint.id,
        toAccountId: nubank.id,
        toBookId: ana.id,
      }),
    );
    expect(back.to).toMatchObject({ contaId: nubank.id, transfer_book_name: 'Casa' });
    expect(await balances(asAnaHome)).toEqual({ Nubank: 620.35 });
    expect((await balances(asAna)).Conjunta).toBe(379.65);
    expect((await page(asAnaHome)).items).toHaveLength(2);
  });

  it('is refused, writing nothing, to whom does not write in the other book', async () => {
    const { ana, bia, book, asAna, asBia, asAnaHome, joint, nubank } = await anaWithCasa();
    const caio = await createUser(ctx, { name: 'Caio' });
    await joinBook(ctx, ana, caio, book, 'leitor');
    const caioAccount = await createAccount(ctx, caio, { name: 'Caixa', opening_balance: 300 });
    const biaAccount = await createAccount(ctx, bia, { name: 'Itaú da Bia', opening_balance: 50 });
    const body = { date: '2026-11-05', amount: 10 };

    // A leitor of Casa: 403, in words.
    const reader = await actingAs(ctx, caio).post('/transfers', {
      ...body,
      fromAccountId: caioAccount.id,
      toAccountId: joint.id,
      toBookId: book,
    });
    expect(reader.status).toBe(403);
    expect(reader.body.error.message).toBe(CROSS_BOOK_MESSAGES.readOnly('Casa'));
    // Bia is not in Ana's personal book: its account is unknown to her.
    const stranger = await asBia.post('/transfers', {
      ...body,
      fromAccountId: joint.id,
      toAccountId: nubank.id,
      toBookId: ana.id,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(ACCOUNT_NOT_FOUND);
    // An account of neither the named book: unknown.
    const wrongBook = await asAnaHome.post('/transfers', {
      ...body,
      fromAccountId: nubank.id,
      toAccountId: biaAccount.id,
      toBookId: book,
    });
    expect(wrongBook.status).toBe(404);
    // Both accounts of other books: 400 before anything.
    // Acting in Casa, both accounts named in her personal book: neither is of the open book.
    const neither = await asAna.post('/transfers', {
      ...body,
      fromAccountId: nubank.id,
      toAccountId: joint.id,
      fromBookId: ana.id,
      toBookId: ana.id,
    });
    expect(neither.status).toBe(400);
    expect(neither.body.error.message).toBe(CROSS_BOOK_MESSAGES.oneOpen);
    // Naming the open book is as leaving it out.
    expect(
      (
        await asAnaHome.post('/transfers', {
          ...body,
          fromAccountId: nubank.id,
          toAccountId: joint.id,
          fromBookId: ana.id,
          toBookId: ana.id,
        })
      ).status,
    ).toBe(404);

    expect(await balances(actingAs(ctx, caio))).toEqual({ Caixa: 300 });
    expect(await balances(asAnaHome)).toEqual({ Nubank: 1000 });
    expect((await balances(asAna)).Conjunta).toBe(0);
    expect((await page(asAna)).items).toEqual([]);
  });

  it('changes and deletes both legs together, only for whom writes in both books; Desfazer puts both back', async () => {
    const { ana, bia, book, asAna, asBia, asAnaHome, contribute } = await anaWithCasa();
    const { from, to } = await contribute();
    const edit = (as: As, leg: Transaction, amount: number) =>
      as.put('/transactions', {
        id: leg.id,
        date: '2026-11-07',
        description: leg.description,
        type: leg.type,
        amount,
        accountId: leg.contaId,
        updated_at: leg.updated_at,
      });

    // Bia writes in Casa only: the leg there is also in Ana's book.
    const refused = await edit(asBia, to, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(CROSS_BOOK_MESSAGES.locked('Pessoal de Ana'));
    const notDeleted = await asBia.delete('/transactions', { id: to.id });
    expect(notDeleted.status).toBe(403);
    expect((await balances(asBia)).Conjunta).toBe(500);

    // Ana changes it from her book: Casa's leg follows, and Casa's history says who.
    await succeeded(edit(asAnaHome, from, 450.5));
    expect(await balances(asAnaHome)).toEqual({ Nubank: 549.5 });
    expect((await balances(asBia)).Conjunta).toBe(450.5);
    expect((await page(asBia)).items.map((t) => [t.date, t.amount])).toEqual([['2026-11-07', 450.5]]);
    const history = await succeeded<TransactionHistory>(asBia.get('/transactions/history', { id: to.id }));
    expect(history.events[0]).toMatchObject({ by: 'Ana' });
    expect(history.events[0]!.changes).toContainEqual({ field: 'Valor', from: 'R$ 500,00', to: 'R$ 450,50' });

    // Ana deletes it from Casa: both legs go; Desfazer brings both back.
    const deleted = await succeeded<{ undo: string; deleted: number[] }>(
      asAna.delete('/transactions', { id: to.id }),
    );
    expect(await balances(asAnaHome)).toEqual({ Nubank: 1000 });
    expect((await balances(asAna)).Conjunta).toBe(0);
    await succeeded(asAna.post('/undo', { token: deleted.undo }));
    expect(await balances(asAnaHome)).toEqual({ Nubank: 549.5 });
    expect((await balances(asAna)).Conjunta).toBe(450.5);

    // Deleted again from her book, then Ana leaves Casa: her Desfazer would write in a book she left. Refused, and
    // nothing is put back in either book.
    const again = await succeeded<{ undo: string }>(asAnaHome.delete('/transactions', { id: from.id }));
    await succeeded(asAnaHome.put('/books/members', { bookId: book, userId: bia.id, role: 'dono' }));
    await succeeded(asAnaHome.delete('/books/members', { bookId: book, userId: ana.id }));
    const late = await asAnaHome.post('/undo', { token: again.undo });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(UNDO_OTHER_BOOK_MESSAGE);
    expect(await balances(asAnaHome)).toEqual({ Nubank: 1000 });
    expect((await balances(asBia)).Conjunta).toBe(0);
  });

  it('takes turns when both legs are changed at once from the two books: never an error, the legs always equal', async () => {
    const { asAna, asAnaHome, contribute } = await anaWithCasa();
    const { from, to } = await contribute();
    const edit = (as: As, leg: Transaction, amount: number) =>
      as.put('/transactions', {
        id: leg.id,
        date: leg.date,
        description: leg.description,
        type: leg.type,
        amount,
        accountId: leg.contaId,
      });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? edit(asAna, to, 100 + i) : edit(asAnaHome, from, 100 + i),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const home = (await balances(asAnaHome)).Nubank as number;
    const joint = (await balances(asAna)).Conjunta as number;
    expect(home + joint).toBe(1000);
    expect(joint).toBeGreaterThanOrEqual(100);
  });

  it("leaves the other book's leg standing when a book is deleted, and a backup keeps its own leg", async () => {
    const { ana, book, asAnaHome, contribute } = await anaWithCasa();
    const { from } = await contribute();
    const backup = (await actingAs(ctx, inBook(ana, book)).get('/export')).body as BackupDocument;
    const leg = backup.transactions.find((t) => t.description === 'Minha parte de novembro');
    expect(leg).toMatchObject({ type: 'RECEITA', amount: 500, otherBookId: ana.id });

    // Restored into a new book, the leg stands alone: its balance right, its other side 'outro livro'.
    const copy = await createSharedBook(ctx, ana, 'Casa (cópia)');
    const asCopy = actingAs(ctx, inBook(ana, copy));
    await succeeded(asCopy.post('/restore', backup));
    expect((await balances(asCopy)).Conjunta).toBe(500);
    expect((await page(asCopy)).items.map((t) => [t.description, t.type, t.transfer_book_name])).toEqual([
      ['Minha parte de novembro', 'RECEITA', OTHER_BOOK_LABEL],
    ]);

    await succeeded(asAnaHome.delete('/books', { id: book }));
    expect(await balances(asAnaHome)).toEqual({ Nubank: 500 });
    const [alone] = (await page(asAnaHome)).items;
    expect(alone).toMatchObject({ id: from.id, transfer_book_name: OTHER_BOOK_LABEL });
    // Alone, it changes and goes by itself.
    await succeeded(
      asAnaHome.put('/transactions', {
        id: from.id,
        date: from.date,
        description: from.description,
        type: from.type,
        amount: 400,
        accountId: from.contaId,
      }),
    );
    expect(await balances(asAnaHome)).toEqual({ Nubank: 600 });
    await succeeded(asAnaHome.delete('/transactions', { id: from.id }));
    expect(await balances(asAnaHome)).toEqual({ Nubank: 1000 });
  });
});
