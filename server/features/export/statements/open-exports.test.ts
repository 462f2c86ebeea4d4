import { parse as parseOfxJs } from 'ofx-js';
import { deserializeQif } from 'qif-ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_EXPORT_MESSAGES } from '../../../../common/contract/open-exports';
import type { Transaction } from '../../../../common/contract/transactions';
import { decodeWindows1252, parseCsvRecords } from '../../../../common/csv';
import { readOfx } from '../../../../common/ofx/read-ofx';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createTransaction,
  createUser,
  succeeded,
  type TestUser,
} from '../../../test/factories';
import { uploadStatement } from '../../../test/statement-upload';
import { setupTestApp } from '../../../test/test-app';

const ctx = setupTestApp();

let owner: TestUser;
let checking: { id: number; name: string };
let card: { id: number; name: string };

/** A download as the browser gets it: status, headers and the text. */
async function download(user: TestUser, path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/export/${path}${qs ? `?${qs}` : ''}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: res.rawPayload,
    text: res.rawPayload.toString('utf8'),
    res,
  };
}

/** An OFX download as its header says it is written: Windows-1252 bytes. */
async function downloadOfx(user: TestUser, query: Record<string, string | number>) {
  const file = await download(user, 'transactions.ofx', query);
  return { ...file, text: decodeWindows1252(file.bytes) };
}

/** The bytes OFX 1.02's SGML header opens with: ASCII markup, the text in code page 1252. */
const OFX_1252_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
  '<OFX>',
].join('\r\n');

const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The five bytes Windows-1252 leaves undefined: a file holding one is not valid 1252. */
const UNDEFINED_1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

/** '-450.30' → -45030, read digit by digit so that no float rounds a cent. */
function cents(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

interface Line {
  id: string;
  date: string;
  cents: number;
}

/** The account's rows as the API lists them: Grana's id, the day and the signed cents. */
async function apiLines(user: TestUser, accountId: number): Promise<Line[]> {
  const rows = (await actingAs(ctx, user).get('/transactions', { accountId, limit: 200 })).body.data
    .items as Transaction[];
  return rows
    .map((r) => ({
      id: String(r.id),
      date: r.date,
      cents: Math.round(r.amount * 100) * (r.type === 'DESPESA' ? -1 : 1),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || Number(a.id) - Number(b.id));
}

async function balanceOf(user: TestUser, accountId: number): Promise<number> {
  const accounts = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    id: number;
    balance: number;
  }>;
  return Math.round((accounts.find((a) => a.id === accountId)?.balance ?? Number.NaN) * 100);
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const ofxDay = (text: string) => `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;

beforeAll(async () => {
  owner = await createUser(ctx);
  checking = await createAccount(ctx, owner, { name: 'Conta Corrente Itaú', opening_balance: 1000 });
  const savings = await createAccount(ctx, owner, { name: 'Poupança', type: 'savings' });
  card = await createCard(ctx, owner, { name: 'Cartão Roxo' });
  const market = await createCategory(ctx, owner, { nome: 'Mercado' });
  const as = actingAs(ctx, owner);
  await createTransaction(ctx, owner, checking.id, {
    type: 'RECEITA',
    amount: 5000,
    date: '2026-10-01',
    description: 'Salário outubro',
  });
  await createTransaction(ctx, owner, checking.id, {
    amount: 450.3,
    date: '2026-10-05',
    description: 'Supermercado',
    categoryId: market.id,
    payeeName: 'Pão de Açúcar',
  });
  await createTransaction(ctx, owner, checking.id, {
    amount: 45.9,
    date: '2026-10-12',
    description: 'Farmácia & Cia <24h>',
  });
  await succeeded(
    as.post('/transfers', {
      date: '2026-10-08',
      amount: 300,
      fromAccountId: checking.id,
      toAccountId: savings.id,
    }),
  );
  await createTransaction(ctx, owner, card.id, {
    amount: 899.99,
    date: '2026-10-20',
    description: 'Geladeira',
    installments: 3,
  });
  await createTransaction(ctx, owner, card.id, { amount: 32.5, date: '2026-10-21', description: 'Padaria' });
});

describe('GET /export/transactions.ofx', () => {
  it('is an OFX 1.02 bank statement that ofx-js and Grana read alike, row for row and cent for cent', async () => {
    const file = await downloadOfx(owner, { accountId: checking.id });
    expect(file.status, file.text).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="grana-conta-corrente-itau-\d{4}-\d{2}-\d{2}\.ofx"$/,
    );
    expect(file.text.startsWith(OFX_1252_HEADER), file.text.slice(0, 200)).toBe(true);

    const expected = await apiLines(owner, checking.id);
    expect(expected).toHaveLength(4);

    const theirs = await parseOfxJs(file.text);
    const statement = theirs.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    const byOfxJs = asList<Record<string, string>>(statement.BANKTRANLIST.STMTTRN).map((t) => ({
      id: t.FITID ?? '',
      date: ofxDay(t.DTPOSTED ?? ''),
      cents: cents(t.TRNAMT ?? ''),
    }));
    expect(byOfxJs).toEqual(expected);
    const types = asList<Record<string, string>>(statement.BANKTRANLIST.STMTTRN).map((t) => t.TRNTYPE);
    expect(types).toEqual(['CREDIT', 'DEBIT', 'XFER', 'DEBIT']);
    const supermarket = asList<Record<string, string>>(statement.BANKTRANLIST.STMTTRN)[1];
    expect(supermarket?.NAME).toBe('Pão de Açúcar');
    expect(supermarket?.MEMO).toBe('Supermercado - Categoria: Mercado');

    const ours = readOfx(file.text);
    expect(ours.errors).toEqual([]);
    expect(
      ours.rows.map((r) => ({
        id: r.fitid,
        date: r.date,
        cents: r.type === 'DESPESA' ? -r.amountCents : r.amountCents,
      })),
    ).toEqual(expected);
    expect(ours.rows.map((r) => r.description)).toContain('Farmácia & Cia <24h>');

    // The ledger balance is the balance Contas shows, as both readers see it.
    const balance = await balanceOf(owner, checking.id);
    expect(balance).toBe(100000 + 500000 - 45030 - 4590 - 30000);
    expect(cents(statement.LEDGERBAL.BALAMT)).toBe(balance);
    expect(ours.balance?.amountCents).toBe(balance);
  });

  it('writes a card as a credit-card statement, its installments each a row, the debt as a negative balance', async () => {
    const file = await downloadOfx(owner, { accountId: card.id });
    expect(file.status).toBe(200);
    const statement = (await parseOfxJs(file.text)).OFX.CREDITCARDMSGSRSV1.CCSTMTTRNRS.CCSTMTRS;
    const expected = await apiLines(owner, card.id);
    expect(expected).toHaveLength(4);
    const rows = asList<Record<string, string>>(statement.BANKTRANLIST.STMTTRN);
    expect(
      rows.map((t) => ({ id: t.FITID, date: ofxDay(t.DTPOSTED ?? ''), cents: cents(t.TRNAMT ?? '') })),
    ).toEqual(expected);
    // 899,99 in three: the cents of every installment add up to the purchase.
    expect(
      rows.filter((t) => t.NAME?.startsWith('Geladeira')).reduce((sum, t) => sum + cents(t.TRNAMT ?? ''), 0),
    ).toBe(-89999);
    const balance = await balanceOf(owner, card.id);
    expect(balance).toBe(-89999 - 3250);
    expect(cents(statement.LEDGERBAL.BALAMT)).toBe(balance);
    expect(readOfx(file.text).account?.kind).toBe('creditCard');
  });

  it('keeps to a period, its ledger balance the balance at the period’s end', async () => {
    const file = await downloadOfx(owner, {
      accountId: checking.id,
      from: '2026-10-02',
      to: '2026-10-08',
    });
    const ours = readOfx(file.text);
    expect(ours.rows.map((r) => r.date)).toEqual(['2026-10-05', '2026-10-08']);
    expect(ours.balance).toEqual({ date: '2026-10-08', amountCents: 100000 + 500000 - 45030 - 30000 });
  });

  it('is imported into a new book with the same balance, and known by its FITIDs when imported again', async () => {
    const file = await downloadOfx(owner, { accountId: checking.id });
    const other = await createUser(ctx);
    const target = await createAccount(ctx, other, { name: 'Itaú', opening_balance: 1000 });
    const first = await uploadStatement(
      ctx,
      other,
      { content: file.bytes, filename: 'itau.ofx' },
      {
        defaultAccountId: target.id,
      },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ inserted: 4 });
    expect(await balanceOf(other, target.id)).toBe(await balanceOf(owner, checking.id));
    const again = await uploadStatement(
      ctx,
      other,
      { content: file.bytes, filename: 'itau.ofx' },
      {
        defaultAccountId: target.id,
      },
    );
    expect(again.body.data).toMatchObject({ inserted: 0, skipped: 4 });
  });
});

describe('the OFX export’s bytes and the bank’s identifiers', () => {
  it('is Windows-1252 as its header says, accents intact, a character outside the code page transliterated', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Conta Viagem' });
    await createTransaction(ctx, user, account.id, {
      amount: 120,
      date: '2026-10-03',
      description: 'Jantar em Łódź 🍕 – “ótimo”',
      payeeName: 'José Conceição',
    });
    const file = await downloadOfx(user, { accountId: account.id });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/x-ofx; charset=windows-1252');
    expect(file.text.startsWith(OFX_1252_HEADER)).toBe(true);
    // One byte a character, none of them undefined in the code page, so not UTF-8.
    expect(isUtf8(file.bytes)).toBe(false);
    expect(UNDEFINED_1252.filter((b) => file.bytes.includes(b))).toEqual([]);
    expect(file.bytes.includes(Buffer.from('<NAME>Jos\xe9 Concei\xe7\xe3o\r\n', 'latin1'))).toBe(true);
    const [row] = readOfx(file.text).rows;
    expect(row?.description).toBe('José Conceição - Jantar em Lódz ? – “ótimo”');
  });

  it('names the bank’s account and the bank’s FITIDs of an imported statement, Grana’s id for a typed row', async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const statement = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'ENCODING:USASCII',
      'CHARSET:1252',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL',
      '<BANKACCTFROM><BANKID>0341<BRANCHID>0001<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>',
      '<BANKTRANLIST><DTSTART>20261001<DTEND>20261031',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261004<TRNAMT>-45.90<FITID>20261004001<NAME>PADARIA SÃO JOÃO</STMTTRN>',
      '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261005<TRNAMT>3000.00<FITID>20261005002<NAME>TED SALARIO</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\r\n');
    const imported = await uploadStatement(
      ctx,
      user,
      { content: Buffer.from(statement, 'latin1'), filename: 'itau.ofx' },
      { defaultAccountId: itau.id },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ inserted: 2 });
    const typed = await createTransaction(ctx, user, itau.id, { amount: 10, date: '2026-10-06' });

    const ours = readOfx((await downloadOfx(user, { accountId: itau.id })).text);
    expect(ours.account).toMatchObject({ kind: 'bank', bankId: '0341', id: '12345-6' });
    expect(ours.rows.map((r) => [r.fitid, r.description])).toEqual([
      ['20261004001', 'PADARIA SÃO JOÃO'],
      ['20261005002', 'TED SALARIO'],
      [String(typed.id), expect.any(String)],
    ]);

    // An account no bank has named is written with the neutral identifiers.
    const own = await createAccount(ctx, user, { name: 'Dinheiro', type: 'cash' });
    const neutral = readOfx((await downloadOfx(user, { accountId: own.id })).text);
    expect(neutral.account).toMatchObject({ kind: 'bank', bankId: '0000', id: `GRANA-${own.id}` });
  });
});

describe('GET /export/transactions.qif', () => {
  it('is read by qif-ts: the same rows, dates dd/mm/aaaa, categories and the transfer’s account', async () => {
    const file = await download(owner, 'transactions.qif', { accountId: checking.id });
    expect(file.status).toBe(200);
    // QIF names no encoding: it is UTF-8 bytes, as its type says, which Quicken 2007+, GnuCash and qif-ts read.
    expect(file.headers['content-type']).toBe('application/qif; charset=utf-8');
    expect(isUtf8(file.bytes)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(
      /filename="grana-conta-corrente-itau-\d{4}-\d{2}-\d{2}\.qif"/,
    );
    const qif = deserializeQif(file.text);
    expect(qif.type).toBe('!Type:Bank');
    const expected = await apiLines(owner, checking.id);
    expect(
      qif.transactions.map((t) => ({
        date: (t.date ?? '').split('/').reverse().join('-'),
        cents: Math.round((t.amount ?? Number.NaN) * 100),
      })),
    ).toEqual(expected.map(({ date, cents }) => ({ date, cents })));
    expect(qif.transactions[1]).toMatchObject({
      payee: 'Pão de Açúcar',
      memo: 'Supermercado',
      category: 'Mercado',
    });
    expect(qif.transactions[2]?.category).toBe('[Poupança]');
    expect(
      deserializeQif((await download(owner, 'transactions.qif', { accountId: card.id })).text).type,
    ).toBe('!Type:CCard');
  });
});

describe('GET /export/transactions.csv with Transações’ filters', () => {
  const rowsOf = (text: string) =>
    parseCsvRecords(text.replace(/^\uFEFF/, ''), { delimiter: ';' }).rows.slice(1);

  it('has exactly the rows the list shows: an account, a period, a text', async () => {
    const period = { accountId: checking.id, from: '2026-10-01', to: '2026-10-10' };
    const byPeriod = rowsOf((await download(owner, 'transactions.csv', period)).text);
    expect(byPeriod.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['01/10/2026', 'Salário outubro', '5.000,00'],
      ['05/10/2026', 'Supermercado', '-450,30'],
      ['08/10/2026', 'Transferência', '-300,00'],
    ]);
    const searched = rowsOf((await download(owner, 'transactions.csv', { ...period, q: 'mercado' })).text);
    expect(searched.map((r) => [r[1], r[6]])).toEqual([['Supermercado', 'Mercado']]);
    const listed = (await actingAs(ctx, owner).get('/transactions', { ...period, q: 'mercado' })).body.data
      .items;
    expect(listed).toHaveLength(searched.length);
    // Without filters, every row of the book, a transfer once.
    expect(rowsOf((await download(owner, 'transactions.csv')).text)).toHaveLength(4 + 4);
  });
});

describe('refusals', () => {
  it('answers 404 for another book’s account and 400 in Portuguese for a bad query', async () => {
    const stranger = await createUser(ctx);
    for (const format of ['ofx', 'qif']) {
      const foreign = await download(stranger, `transactions.${format}`, { accountId: checking.id });
      expect(foreign.status).toBe(404);
      expect(foreign.res.json().error.message).toBe('Conta não encontrada');
    }
    const missing = await download(owner, 'transactions.ofx');
    expect(missing.status).toBe(400);
    expect(missing.res.json().error.message).toContain(OPEN_EXPORT_MESSAGES.accountMissing);
    const reversed = await download(owner, 'transactions.qif', {
      accountId: checking.id,
      from: '2026-10-10',
      to: '2026-10-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.res.json().error.message).toContain(OPEN_EXPORT_MESSAGES.periodReversed);
    const badType = await download(owner, 'transactions.csv', { type: 'outro' });
    expect(badType.status).toBe(400);
    expect(badType.res.json().error.message).toContain('Tipo inválido');
  });
});
