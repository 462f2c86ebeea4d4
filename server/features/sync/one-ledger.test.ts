import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs, createUser } from '../../test/factories';
import { pluggyTransaction } from '../../test/fake-pluggy';
import { type ConnectedBank, setupTestAppWithPluggy } from '../../test/pluggy-app';
import { uploadStatement } from '../../test/statement-upload';

/**
 * One ledger whichever way the bank's lines arrive: a statement file and bank sync tell the same transactions, each
 * with its own ids and words; neither order doubles a row, and each way finds its own lines again.
 */
const { ctx, pluggy, connectedBank, syncedOk } = setupTestAppWithPluggy();

const today = () => todayIn(DEFAULT_TIME_ZONE);
const dayAgo = (n: number) => addDays(today(), -n);

/** One bank transaction as the statement file and as the aggregator tell it. */
interface Movement {
  daysAgo: number;
  cents: number;
  /** The OFX's MEMO. */
  file: string;
  /** Pluggy's description of the same transaction. */
  bank: string;
}

/** The month of the walk: salary, rent, the bills, a Pix, the card bill and two equal coffees on one day. */
const MONTH: Movement[] = [
  { daysAgo: 25, cents: 543_210, file: 'SISPAG SALARIO ACME', bank: 'SALARIO ACME LTDA' },
  { daysAgo: 24, cents: -210_000, file: 'PIX TRANSF IMOB LAR', bank: 'Pix enviado Imobiliaria Lar' },
  { daysAgo: 20, cents: -18_743, file: 'DA ENEL SP 0349', bank: 'DEB AUTOMATICO ENEL' },
  { daysAgo: 19, cents: -9_620, file: 'DA SABESP 1122', bank: 'DEB AUTOMATICO SABESP' },
  { daysAgo: 15, cents: -8_000, file: 'PIX TRANSF JOAO S', bank: 'Pix enviado Joao Silva' },
  { daysAgo: 12, cents: -123_456, file: 'PAGTO FATURA CARTAO', bank: 'PAGAMENTO FATURA CARTAO' },
  { daysAgo: 8, cents: -750, file: 'COMPRA CARTAO DEB CAFE BOM', bank: 'CAFE BOM' },
  { daysAgo: 8, cents: -750, file: 'COMPRA CARTAO DEB CAFE BOM', bank: 'CAFE BOM' },
];
const sum = (list: Movement[]) => list.reduce((s, m) => s + m.cents, 0);

/** An Itaú OFX of the movements, each with its FITID. */
function ofxOf(list: Movement[], prefix = 'F'): string {
  const lines = list.map(
    (m, i) =>
      `<STMTTRN><TRNTYPE>${m.cents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${dayAgo(m.daysAgo).replaceAll('-', '')}` +
      `<TRNAMT>${(m.cents / 100).toFixed(2)}<FITID>${prefix}${i + 1}<MEMO>${m.file}</STMTTRN>`,
  );
  return (
    'OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>' +
    lines.join('') +
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>'
  );
}

type Book = ConnectedBank;

/** The bank starts listing the movements (its own ids and words). */
function bankLists(book: Book, list: Movement[]) {
  pluggy().state.transactions.push(
    ...list.map((m) =>
      pluggyTransaction({
        accountId: book.bankAccountId,
        date: `${dayAgo(m.daysAgo)}T00:00:00.000Z`,
        description: m.bank,
        type: m.cents < 0 ? 'DEBIT' : 'CREDIT',
        amount: m.cents / 100,
      }),
    ),
  );
}

async function importFile(book: Book, content: string) {
  const res = await uploadStatement(
    ctx,
    book.user,
    { content, filename: 'itau.ofx' },
    { defaultAccountId: book.accountId },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { inserted: number; duplicates: number; matched: number; importId: string | null };
}

/** The account's rows (count) and its balance in cents, as Contas shows it. */
async function ledgerOf(book: Book) {
  const as = actingAs(ctx, book.user);
  const list = await as.get('/transactions', { accountId: book.accountId, limit: 100 });
  expect(list.status).toBe(200);
  const account = (await as.get('/accounts')).body.data.find((a: { id: number }) => a.id === book.accountId);
  return {
    count: list.body.data.items.length as number,
    balanceCents: Math.round(account.balance * 100),
    descriptions: (list.body.data.items as Array<{ description: string }>).map((r) => r.description).sort(),
  };
}

describe('a statement file and bank sync: one ledger', () => {
  it('import last month, then connect the bank: every line the file brought is matched, none doubled', async () => {
    const book = await connectedBank();
    const as = actingAs(ctx, book.user);
    // The Pix to João was typed by hand the day it was sent.
    const typed = await as.post('/transactions', {
      type: 'DESPESA',
      amount: 80,
      date: dayAgo(15),
      description: 'Pix João (aluguel da vaga)',
      accountId: book.accountId,
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);

    const imported = await importFile(book, ofxOf(MONTH));
    expect(imported).toMatchObject({ inserted: 7, matched: 1 });
    expect(await ledgerOf(book)).toMatchObject({ count: 8, balanceCents: sum(MONTH) });

    // The bank lists the month and two newer lines.
    const newer: Movement[] = [
      { daysAgo: 3, cents: -4_590, file: '', bank: 'UBER TRIP' },
      { daysAgo: 2, cents: 15_000, file: '', bank: 'Pix recebido Maria' },
    ];
    bankLists(book, [...MONTH, ...newer]);
    const run = await syncedOk(book);
    expect(run).toMatchObject({ fetched: 10, inserted: 2, matched: 8 });
    const after = await ledgerOf(book);
    expect(after.count).toBe(10);
    expect(after.balanceCents).toBe(sum(MONTH) + sum(newer));
    // The typed Pix holds the file's line and the bank's: still the person's words.
    expect(after.descriptions).toContain('Pix João (aluguel da vaga)');

    // Each way finds its own lines again: the next run and the same file once more add nothing.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0, updated: 0 });
    expect(await importFile(book, ofxOf(MONTH))).toMatchObject({ inserted: 0, duplicates: 8 });
    expect(await ledgerOf(book)).toMatchObject({ count: 10, balanceCents: sum(MONTH) + sum(newer) });
  });

  it('connect the bank, then import last month: the file finds the synced rows', async () => {
    const book = await connectedBank();
    bankLists(book, MONTH);
    expect(await syncedOk(book)).toMatchObject({ fetched: 8, inserted: 8, matched: 0 });

    const imported = await importFile(book, ofxOf(MONTH));
    expect(imported.inserted).toBe(0);
    expect(imported.matched + imported.duplicates).toBe(8);
    expect(await ledgerOf(book)).toMatchObject({ count: 8, balanceCents: sum(MONTH) });
    // And both ways again: nothing new.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importFile(book, ofxOf(MONTH))).toMatchObject({ inserted: 0, duplicates: 8 });
    expect((await ledgerOf(book)).count).toBe(8);
  });

  it('genuinely equal lines stay apart: a third coffee the file never had is written', async () => {
    const book = await connectedBank();
    const coffees = MONTH.filter((m) => m.bank === 'CAFE BOM');
    await importFile(book, ofxOf(coffees));
    bankLists(book, [...coffees, coffees[0]!]);
    expect(await syncedOk(book)).toMatchObject({ fetched: 3, inserted: 1, matched: 2 });
    expect(await ledgerOf(book)).toMatchObject({ count: 3, balanceCents: -2_250 });
  });

  it("'Desfazer combinações' of a run: the bank's lines become rows of their own, and matching them again undoes that", async () => {
    const book = await connectedBank();
    const as = actingAs(ctx, book.user);
    const part = MONTH.slice(0, 3);
    await importFile(book, ofxOf(part));
    bankLists(book, part);
    const run = await syncedOk(book);
    expect(run).toMatchObject({ inserted: 0, matched: 3 });
    expect(run.import_ids).toHaveLength(1);

    const matches = await as.get(`/transactions/imports/${run.import_ids[0]}/matches`);
    expect(matches.status).toBe(200);
    expect(
      (matches.body.data as Array<{ description: string; bank_line: { text: string } }>)
        .map((m) => [m.description, m.bank_line.text])
        .sort(),
    ).toEqual(part.map((m) => [m.file, m.bank]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)));

    const undone = await as.post(`/transactions/imports/${run.import_ids[0]}/unmatch`);
    expect(undone.status).toBe(200);
    expect(undone.body.data.unmatched).toBe(3);
    // Two rows for each: what the person asked for, the balance counting both.
    expect(await ledgerOf(book)).toMatchObject({ count: 6, balanceCents: 2 * sum(part) });
    // The sync's rows are its own again: the next run finds them by their ids, adds nothing.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect((await ledgerOf(book)).count).toBe(6);
  });

  it("one row's 'Desfazer combinação' splits the line that came second", async () => {
    const book = await connectedBank();
    const as = actingAs(ctx, book.user);
    const rent = [MONTH[1]!];
    bankLists(book, rent);
    await syncedOk(book);
    await importFile(book, ofxOf(rent));
    const [row] = (await as.get('/transactions', { accountId: book.accountId })).body.data.items;
    expect(row.description).toBe('Pix enviado Imobiliaria Lar');
    const split = await as.post(`/transactions/${row.id}/unmatch`);
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const after = await ledgerOf(book);
    expect(after.count).toBe(2);
    expect(after.balanceCents).toBe(2 * rent[0]!.cents);
    expect(after.descriptions).toEqual(['PIX TRANSF IMOB LAR', 'Pix enviado Imobiliaria Lar'].sort());
  });

  it('a doubled pair found later is merged from the row, and split again by Separar', async () => {
    const book = await connectedBank();
    const as = actingAs(ctx, book.user);
    // Two Pix of R$ 50,00 on one day in the file; the bank's line names nobody: the matcher cannot choose.
    const pix: Movement[] = [
      { daysAgo: 6, cents: -5_000, file: 'PIX TRANSF MARIA', bank: 'PIX ENVIADO' },
      { daysAgo: 6, cents: -5_000, file: 'PIX TRANSF JOAO', bank: 'PIX ENVIADO' },
    ];
    await importFile(book, ofxOf(pix));
    bankLists(book, [pix[0]!]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 1, matched: 0 });
    const items = (await as.get('/transactions', { accountId: book.accountId })).body.data.items as Array<{
      id: number;
      description: string;
      origin: string;
    }>;
    const synced = items.find((r) => r.origin === 'sync')!;
    const maria = items.find(
      (r) => r.origin === 'import' && r.description !== synced.description && /maria/i.test(r.description),
    )!;

    const offered = await as.get(`/transactions/${synced.id}/duplicates`);
    expect(offered.status).toBe(200);
    expect(offered.body.data).toHaveLength(2);
    expect(offered.body.data.map((d: { amount: number }) => d.amount)).toEqual([50, 50]);

    const merged = await as.post(`/transactions/${synced.id}/merge`, { transactionId: maria.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data).toEqual({ id: maria.id, merged: synced.id });
    expect(await ledgerOf(book)).toMatchObject({ count: 2, balanceCents: -10_000 });
    // The merged line is the sync's own again: the next run finds it on Maria's row.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect((await ledgerOf(book)).count).toBe(2);

    // Not one transaction (another amount), or another person's row: refused, nothing changed.
    const other = await createUser(ctx);
    const stranger = await actingAs(ctx, other).post(`/transactions/${maria.id}/merge`, {
      transactionId: synced.id,
    });
    expect(stranger.status).toBe(404);
    const joao = items.find((r) => r.id !== maria.id && r.id !== synced.id)!;
    const twice = await as.post(`/transactions/${maria.id}/merge`, { transactionId: joao.id });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/não podem ser combinados/);

    const split = await as.post(`/transactions/${maria.id}/unmatch`);
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(await ledgerOf(book)).toMatchObject({ count: 3, balanceCents: -15_000 });
  });
});
