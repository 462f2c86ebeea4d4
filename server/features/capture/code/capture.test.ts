import { formatBoleto } from '@brazilian-utils/brazilian-utils';
import { codBarras2LinhaDigitavel } from '@mrmgomes/boleto-utils';
import { createStaticPix, hasError } from 'pix-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTURE_CODE_MESSAGES } from '../../../../common/contract/capture';
import { MAX_AMOUNT_BELOW_MESSAGE, MAX_AMOUNT_ONLY_PIX_MESSAGE } from '../../../../common/contract/recurring';
import { MONEY_TOO_LARGE_MESSAGE } from '../../../../common/contract/shared';
import { bankBarCode, rewrittenBrCode } from '../../../../common/test/payment-codes-examples';
import { restoreBook } from '../../../test/book-restore';
import { moveClockTo, personAt, realClock } from '../../../test/clock';
import {
  actingAs,
  createAccount,
  createCategory,
  createTransaction,
  createUser,
} from '../../../test/factories';
import { padariaPixCode } from '../../../test/pix-code';
import { uploadStatement } from '../../../test/statement-upload';
import { setupTestApp } from '../../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

const pixCode = padariaPixCode;
// Itaú's boleto of R$ 350,00 due 10/12/2026 (fator 1656: 1000 = 22/02/2025).
const boletoBar = bankBarCode('341', '1656', 35_000, '1090000012345678901234560');
const boletoLine = codBarras2LinhaDigitavel(boletoBar, false);

describe('POST /capture/code', () => {
  it('reads a Pix: the code, the payee in title case, a category learnt from the history, nothing before', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Padaria' });
    await createTransaction(ctx, user, account.id, { description: 'Padaria Sao Jose', categoryId: food.id });
    await createTransaction(ctx, user, account.id, {
      description: 'Padaria Sao Jose pão',
      categoryId: food.id,
    });
    const res = await as.post('/capture/code', { code: ` ${pixCode()} ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      code: {
        kind: 'pix',
        pix_type: 'estatico',
        payee_name: 'PADARIA SAO JOSE',
        city: 'SAO PAULO',
        key: 'padaria@example.com',
        key_type: 'email',
        amount: 42.5,
        txid: 'PED77',
        message: null,
      },
      code_key: pixCode(),
      suggestion: {
        description: 'Padaria Sao Jose',
        payee_name: 'Padaria Sao Jose',
        category_id: food.id,
        category_name: 'Padaria',
      },
      before: null,
      similar: null,
    });
  });

  it("names the book's own payee, accents and all; a new name keeps 'da' and 'de' in lower case", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    expect((await as.post('/payees', { name: 'Padaria São José' })).status).toBe(201);
    const known = (await as.post('/capture/code', { code: pixCode() })).body.data.suggestion;
    expect(known).toMatchObject({ description: 'Padaria São José', payee_name: 'Padaria São José' });
    const fair = createStaticPix({
      merchantName: 'Hortifruti da Feira',
      merchantCity: 'Sao Paulo',
      pixKey: '+5511987654321',
      txid: '',
      transactionAmount: 47.8,
    });
    if (hasError(fair)) throw new Error('fixture');
    const fresh = (await as.post('/capture/code', { code: fair.toBRCode() })).body.data.suggestion;
    expect(fresh).toMatchObject({ description: 'Hortifruti da Feira', payee_name: 'Hortifruti da Feira' });
  });

  it('reads a boleto pasted as printed: amount, due date, bank; the bar code gives the same key', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const printed = codBarras2LinhaDigitavel(boletoBar, true);
    const res = await as.post('/capture/code', { code: printed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      code: {
        kind: 'boleto',
        boleto_type: 'bancario',
        amount: 350,
        due_date: '2026-12-10',
        bank_code: '341',
      },
      code_key: boletoLine,
      suggestion: { category_id: null },
      before: null,
    });
    expect(res.body.data.suggestion.description).toMatch(/^Boleto /);
    expect((await as.post('/capture/code', { code: boletoBar })).body.data.code_key).toBe(boletoLine);
  });

  it('answers 400 in Portuguese for a bad code and never a 5xx for junk', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const wrong = `${boletoLine.slice(0, 20)}${(Number(boletoLine[20]) + 1) % 10}${boletoLine.slice(21)}`;
    const cases: Array<[unknown, string]> = [
      [wrong, CAPTURE_CODE_MESSAGES.boletoDigits],
      ['12345', CAPTURE_CODE_MESSAGES.boletoLength],
      [`${pixCode().slice(0, -4)}0000`, CAPTURE_CODE_MESSAGES.pixCrc],
      // A well-formed BR Code whose merchant account template names another GUI: another scheme's, not a Pix.
      [
        rewrittenBrCode(pixCode(), (b) => b.replace('br.gov.bcb.pix', 'br.gov.bcb.pox')),
        CAPTURE_CODE_MESSAGES.notPix,
      ],
      ['bom dia', CAPTURE_CODE_MESSAGES.unknown],
      ['   ', CAPTURE_CODE_MESSAGES.empty],
      ['9'.repeat(600), CAPTURE_CODE_MESSAGES.tooLong],
    ];
    for (const [code, message] of cases) {
      const res = await as.post('/capture/code', { code });
      expect(res.status, String(code)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    for (const code of [null, 12, {}, [], '000201', '8'.repeat(44), '\u0000', '0002012636']) {
      expect((await as.post('/capture/code', { code })).status, JSON.stringify(code)).toBeLessThan(500);
    }
  });

  it('a Pix code with a valid checksum and an amount of 1e300, 99999999999999 or Infinity, -5.00 or 0.001 is an invalid code (400); R$ 1 trilhão and over is refused as every amount', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    // The same code with its ID 54 (the amount, '540542.50') rewritten and its CRC computed again.
    const withAmount = (amount: string) =>
      rewrittenBrCode(pixCode(), (body) =>
        body.replace('540542.50', `54${String(amount.length).padStart(2, '0')}${amount}`),
      );
    for (const amount of ['1e300', '99999999999999', 'Infinity', '-5.00', '0.001', '1.5e3', '12,50']) {
      const res = await as.post('/capture/code', { code: withAmount(amount) });
      expect([res.status, res.body.error?.message], amount).toEqual([400, CAPTURE_CODE_MESSAGES.pixInvalid]);
    }
    const trillion = await as.post('/capture/code', { code: withAmount('1000000000000') });
    expect([trillion.status, trillion.body.error?.message]).toEqual([400, MONEY_TOO_LARGE_MESSAGE]);
    const fair = await as.post('/capture/code', { code: withAmount('999999999.99') });
    expect(fair.status, JSON.stringify(fair.body)).toBe(200);
    expect(fair.body.data.code.amount).toBe(999_999_999.99);
  });

  it('recognises a code made before: as a transaction, and as a conta a pagar (latest); not in another book', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const paid = await createTransaction(ctx, user, account.id, {
      description: 'Padaria',
      amount: 42.5,
      date: '2026-11-10',
      captured_code: pixCode(),
    });
    expect((await as.post('/capture/code', { code: pixCode() })).body.data.before).toEqual({
      kind: 'transacao',
      id: paid.id,
      description: 'Padaria',
      amount: 42.5,
      date: '2026-11-10',
      paid: null,
    });
    const bill = await as.post('/recurring', {
      account_id: account.id,
      kind: 'conta',
      amount: 350,
      description: 'Boleto Itaú',
      next_run: '2026-12-10',
      captured_code: boletoLine,
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body.data).toMatchObject({ kind: 'conta', captured: true, done: false, max_amount: null });
    expect((await as.post('/capture/code', { code: boletoBar })).body.data.before).toEqual({
      kind: 'conta',
      id: bill.body.data.id,
      description: 'Boleto Itaú',
      amount: 350,
      date: '2026-12-10',
      paid: false,
    });
    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.post('/capture/code', { code: boletoBar })).body.data.before).toBeNull();
    expect((await stranger.post('/capture/code', { code: pixCode() })).body.data.before).toBeNull();
  });

  it('names a row of tens of millions made from the code (cents past a 32-bit integer)', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    await createTransaction(ctx, user, account.id, {
      description: 'Apartamento',
      amount: 30_000_000,
      date: '2026-11-10',
      captured_code: pixCode(),
    });
    const res = await as.post('/capture/code', { code: pixCode() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.before).toMatchObject({ kind: 'transacao', amount: 30_000_000 });
  });

  it("forgets a deleted row's code, and knows it again when the deletion is undone", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const paid = await createTransaction(ctx, user, account.id, {
      description: 'Padaria',
      amount: 42.5,
      date: '2026-11-10',
      captured_code: pixCode(),
    });
    const deleted = await as.delete('/transactions', { id: paid.id });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await as.post('/capture/code', { code: pixCode() })).body.data.before).toBeNull();
    expect((await as.post('/undo', { token: deleted.body.data.undo })).status).toBe(200);
    expect((await as.post('/capture/code', { code: pixCode() })).body.data.before).toMatchObject({
      kind: 'transacao',
      id: paid.id,
    });
  });
});

describe('a code saved with a row or an item is checked and kept as the capture keys it', () => {
  const wrongLine = `${boletoLine.slice(0, 20)}${(Number(boletoLine[20]) + 1) % 10}${boletoLine.slice(21)}`;
  // The linha as the boleto prints it: dots and spaces between its blocks.
  const printed = formatBoleto(boletoLine);

  it('POST /transactions: a linha with a wrong digit is a 400 and nothing is written; one as printed is recognised', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const body = {
      type: 'DESPESA',
      amount: 350,
      date: '2026-11-10',
      description: 'Boleto',
      accountId: account.id,
    };
    const bad = await as.post('/transactions', { ...body, captured_code: wrongLine });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(CAPTURE_CODE_MESSAGES.boletoDigits);
    expect((await as.get('/transactions')).body.data.items).toHaveLength(0);

    expect(printed).toMatch(/\d{5}\.\d{5} /);
    const saved = await as.post('/transactions', { ...body, captured_code: ` ${printed} ` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    // Pasted again, as its bar code: the row made from it is named.
    expect((await as.post('/capture/code', { code: boletoBar })).body.data.before).toMatchObject({
      kind: 'transacao',
      id: saved.body.data.id,
    });
  });

  it('POST /recurring: the same for a conta a pagar; a Pix above R$ 1 trilhão is refused as any amount is', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const body = {
      account_id: account.id,
      kind: 'conta',
      amount: 350,
      description: 'Boleto',
      next_run: '2026-12-10',
    };
    const bad = await as.post('/recurring', { ...body, captured_code: wrongLine });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(CAPTURE_CODE_MESSAGES.boletoDigits);
    const junk = await as.post('/recurring', { ...body, captured_code: 'qualquer coisa' });
    expect(junk.status).toBe(400);
    expect(JSON.stringify(junk.body)).toContain(CAPTURE_CODE_MESSAGES.unknown);
    expect((await as.get('/recurring')).body.data).toEqual([]);

    const saved = await as.post('/recurring', { ...body, captured_code: printed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await as.post('/capture/code', { code: boletoLine })).body.data.before).toMatchObject({
      kind: 'conta',
      id: saved.body.data.id,
    });

    const huge = rewrittenBrCode(pixCode(), (b) => b.replace('540542.50', '54139999999999999'));
    expect(huge).toContain('54139999999999999'); // R$ 9.999.999.999.999: 13 characters, ID 54's most
    for (const res of [
      await as.post('/capture/code', { code: huge }),
      await as.post('/recurring', { ...body, kind: 'fixo', captured_code: huge }),
    ]) {
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(MONEY_TOO_LARGE_MESSAGE);
    }
  });
});

describe('contas a pagar', () => {
  it('a future conta is in the forecast on its date and due in the bell; paid by hand it is done and gone', async () => {
    const { user, as } = await personAt(ctx, '2026-11-28T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const bill = (
      await as.post('/recurring', {
        account_id: account.id,
        kind: 'conta',
        amount: 350,
        description: 'Condomínio',
        next_run: '2026-12-02',
        notify_days: 5,
        captured_code: boletoLine,
      })
    ).body.data;
    const forecastItems = async () =>
      (await as.get('/forecast', { days: 60, accounts: String(account.id) })).body.data.items.filter(
        (i: { description?: string }) => i.description === 'Condomínio',
      );
    expect((await forecastItems()).map((i: { date: string; amount: number }) => [i.date, i.amount])).toEqual([
      ['2026-12-02', -350],
    ]);
    expect((await as.get('/recurring/upcoming', { days: 7 })).body.data).toEqual({ count: 1 });

    const pay = await as.post('/fixed-expenses/confirm', { id: bill.id });
    expect(pay.status, JSON.stringify(pay.body)).toBeLessThan(300);
    const item = (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === bill.id);
    // Paid, it still shows when it was due.
    expect(item).toMatchObject({ done: true, payment_status: 'pago', next_run: '2026-12-02' });
    expect(await forecastItems()).toEqual([]);
    expect((await as.get('/recurring/upcoming', { days: 60 })).body.data).toEqual({ count: 0 });
    // Pasted again, the boleto is the paid conta.
    expect((await as.post('/capture/code', { code: boletoLine })).body.data.before).toMatchObject({
      kind: 'conta',
      id: bill.id,
      date: '2026-12-02',
      paid: true,
    });
  });

  it('in débito automático it is recorded once on its due date, however many runs come after', async () => {
    const { user, as } = await personAt(ctx, '2026-11-28T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const bill = (
      await as.post('/recurring', {
        account_id: account.id,
        kind: 'conta',
        mode: 'automatic',
        amount: 99.9,
        description: 'Seguro',
        next_run: '2026-10-15',
      })
    ).body.data;
    expect(bill.done).toBe(false);
    for (let run = 0; run < 2; run++) expect((await as.post('/recurring/run')).status).toBeLessThan(300);
    const rows = (await as.get('/transactions', { limit: 50, from: '2026-01-01', to: '2026-12-31' })).body
      .data.items as Array<{ date: string; amount: number; type: string }>;
    expect(rows.map((r) => [r.date, r.amount, r.type])).toEqual([['2026-10-15', 99.9, 'DESPESA']]);
    const item = (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === bill.id);
    expect(item).toMatchObject({ done: true, next_run: '2026-10-15' });
  });

  it('a bank line near the due date with the amount pays it once: done, not recorded twice', async () => {
    const { user, as } = await personAt(ctx, '2026-11-28T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const bill = (
      await as.post('/recurring', {
        account_id: account.id,
        kind: 'conta',
        amount: 189.9,
        description: 'Internet',
        next_run: '2026-11-26',
      })
    ).body.data;
    expect(bill.payment_status).toBe('atrasado');
    const csv = ['Data;Descrição;Valor', '27/11/2026;PAGTO BOLETO INTERNET;-189,90'].join('\n');
    const res = await uploadStatement(ctx, user, { content: csv }, { defaultAccountId: account.id });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(res.body.data).toMatchObject({ recurringPaid: 1, inserted: 1 });
    const item = (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === bill.id);
    expect(item).toMatchObject({ done: true, payment_status: 'pago', next_run: '2026-11-26' });
    const rows = (await as.get('/transactions', { limit: 50 })).body.data.items;
    expect(rows).toHaveLength(1);
    // The same line imported again pays nothing more.
    const again = await uploadStatement(ctx, user, { content: csv }, { defaultAccountId: account.id });
    expect(again.body.data).toMatchObject({ recurringPaid: 0 });
    expect((await as.get('/transactions', { limit: 50 })).body.data.items).toHaveLength(1);
    // The match undone from the first import: the conta is owed again, as before the line.
    const undo = await as.post(`/transactions/imports/${res.body.data.importId}/unmatch`);
    expect(undo.status, JSON.stringify(undo.body)).toBeLessThan(300);
    const owed = (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === bill.id);
    expect(owed).toMatchObject({ done: false, payment_status: 'atrasado', next_run: '2026-11-26' });
  });
});

describe('Pix Automático', () => {
  it('keeps its maximum; a charge above it is flagged, one below is not; the maximum is edited and checked', async () => {
    const { user, as: first } = await personAt(ctx, '2026-11-28T15:00:00Z');
    let as = first;
    const account = await createAccount(ctx, user);
    const create = await as.post('/recurring', {
      account_id: account.id,
      kind: 'pix_automatico',
      amount: 60,
      max_amount: 80,
      description: 'Academia',
      due_day: 5,
      paid_this_month: true,
      record_payment: false,
    });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    const id = create.body.data.id;
    expect(create.body.data).toMatchObject({ kind: 'pix_automatico', max_amount: 80, over_max: null });
    // December's charge of 75: below the maximum.
    as = await moveClockTo(ctx, '2026-12-06T15:00:00Z', user);
    const itemOf = async () =>
      (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === id);
    expect((await as.post('/fixed-expenses/confirm', { id, amount: 75 })).status).toBeLessThan(300);
    expect((await itemOf()).over_max).toBeNull();
    as = await moveClockTo(ctx, '2027-01-06T15:00:00Z', user);
    expect((await as.post('/fixed-expenses/confirm', { id, amount: 95.5 })).status).toBeLessThan(300);
    expect((await itemOf()).over_max).toEqual({ amount: 95.5, date: '2027-01-06' });

    expect((await as.put('/recurring', { id, max_amount: 100 })).body.data).toMatchObject({
      max_amount: 100,
    });
    expect((await itemOf()).over_max).toBeNull();
    const below = await as.put('/recurring', { id, max_amount: 50 });
    expect(below.status).toBe(400);
    expect(JSON.stringify(below.body)).toContain(MAX_AMOUNT_BELOW_MESSAGE);
    const fixed = await as.post('/recurring', { account_id: account.id, amount: 10, due_day: 3 });
    const onFixed = await as.put('/recurring', { id: fixed.body.data.id, max_amount: 50 });
    expect(onFixed.status).toBe(400);
    expect(JSON.stringify(onFixed.body)).toContain(MAX_AMOUNT_ONLY_PIX_MESSAGE);
    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.put('/recurring', { id, max_amount: 120 })).status).toBe(404);
  });
});

describe('Pix Automático paid by a bank line', () => {
  it('a charge the statement shows above the maximum is flagged; it pays the month once', async () => {
    const { user, as } = await personAt(ctx, '2026-11-28T15:00:00Z');
    const account = await createAccount(ctx, user);
    const item = (
      await as.post('/recurring', {
        account_id: account.id,
        kind: 'pix_automatico',
        amount: 70,
        max_amount: 80,
        description: 'Streaming',
        payee_name: 'Streaming',
        next_run: '2026-11-27',
      })
    ).body.data;
    const csv = ['Data;Descrição;Valor', '27/11/2026;PIX AUTOMATICO STREAMING;-85,00'].join('\n');
    const res = await uploadStatement(ctx, user, { content: csv }, { defaultAccountId: account.id });
    expect(res.body.data, JSON.stringify(res.body)).toMatchObject({ recurringPaid: 1 });
    const after = (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === item.id);
    expect(after).toMatchObject({ over_max: { amount: 85, date: '2026-11-27' }, payment_status: 'pago' });
  });
});

describe('the book backup', () => {
  it('carries the kinds, the maximum and the codes: restored, a pasted code is still recognised', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    await createTransaction(ctx, user, account.id, { description: 'Padaria', captured_code: pixCode() });
    const bill = { account_id: account.id, kind: 'conta', amount: 350, next_run: '2026-12-10' };
    await as.post('/recurring', { ...bill, description: 'Boleto Itaú', captured_code: boletoLine });
    await as.post('/recurring', {
      account_id: account.id,
      kind: 'pix_automatico',
      amount: 60,
      max_amount: 80,
      description: 'Academia',
      due_day: 5,
    });
    const backup = await as.get('/export');
    expect(backup.status).toBe(200);
    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(backup.body));
    expect(restored.statusCode, restored.body).toBe(200);
    const again = actingAs(ctx, copy);
    const items = (await again.get('/recurring')).body.data as Array<Record<string, unknown>>;
    expect(items.map((i) => [i.description, i.kind, i.max_amount, i.captured])).toEqual(
      expect.arrayContaining([
        ['Boleto Itaú', 'conta', null, true],
        ['Academia', 'pix_automatico', 80, false],
      ]),
    );
    expect((await again.post('/capture/code', { code: pixCode() })).body.data.before).toMatchObject({
      kind: 'transacao',
      description: 'Padaria',
    });
    expect((await again.post('/capture/code', { code: boletoBar })).body.data.before).toMatchObject({
      kind: 'conta',
      description: 'Boleto Itaú',
    });
  });

  it('a backup written before codes were checked: a linha as printed is kept as its digits, a wrong one dropped', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    await createTransaction(ctx, user, account.id, { description: 'Boleto Itaú', captured_code: boletoLine });
    await createTransaction(ctx, user, account.id, { description: 'Padaria', captured_code: pixCode() });
    const backup = (await as.get('/export')).body as {
      transactions: Array<{ description: string; capturedCode?: string | null }>;
    };
    // As an older Grana stored them, unchecked: the linha with its dots and spaces, the Pix with a wrong CRC.
    for (const row of backup.transactions) {
      if (row.description === 'Boleto Itaú') row.capturedCode = formatBoleto(boletoLine);
      if (row.description === 'Padaria') row.capturedCode = `${pixCode().slice(0, -4)}FFFF`;
    }
    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(backup));
    expect(restored.statusCode, restored.body).toBe(200);
    const again = actingAs(ctx, copy);
    expect((await again.post('/capture/code', { code: boletoBar })).body.data.before).toMatchObject({
      kind: 'transacao',
      description: 'Boleto Itaú',
    });
    expect((await again.post('/capture/code', { code: pixCode() })).body.data.before).toBeNull();
    const rows = (await again.get('/transactions')).body.data.items as Array<{ description: string }>;
    expect(rows.map((r) => r.description).sort()).toEqual(['Boleto Itaú', 'Padaria']);
  });
});

describe('the statement came first', () => {
  it('a pasted Pix finds the bank line of its amount, keeps the code there, and is then recognised, not doubled', async () => {
    const { user, as } = await personAt(ctx, '2026-11-28T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    const csv = [
      'Data;Descrição;Valor',
      '27/11/2026;PIX ENVIADO PADARIA SAO JOSE;-42,50',
      '27/11/2026;MERCADO;-42,60',
    ];
    const imported = await uploadStatement(
      ctx,
      user,
      { content: csv.join('\n') },
      { defaultAccountId: account.id },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const line = (await as.get('/transactions', { q: 'PADARIA' })).body.data.items[0];

    const read = (await as.post('/capture/code', { code: pixCode() })).body.data;
    expect(read.before).toBeNull();
    expect(read.similar).toEqual({
      id: line.id,
      description: 'PIX ENVIADO PADARIA SAO JOSE',
      amount: 42.5,
      date: '2026-11-27',
      account_name: 'Nubank',
      from_bank: true,
    });
    // Another person, or another book, sees nothing of it and cannot write to it.
    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.post('/capture/code', { code: pixCode() })).body.data.similar).toBeNull();
    const foreign = await stranger.post('/capture/code/link', { code: pixCode(), transaction_id: line.id });
    expect(foreign.status).toBe(404);

    const link = await as.post('/capture/code/link', { code: pixCode(), transaction_id: line.id });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect((await as.post('/capture/code/link', { code: pixCode(), transaction_id: line.id })).status).toBe(
      200,
    );
    const again = (await as.post('/capture/code', { code: pixCode() })).body.data;
    expect(again.before).toMatchObject({ kind: 'transacao', id: line.id, date: '2026-11-27', amount: 42.5 });
    expect(again.similar).toBeNull();
    const rows = (await as.get('/transactions')).body.data.items as Array<{
      id: number;
      payee_name: string | null;
    }>;
    expect(rows).toHaveLength(2);
    // The line had no payee: the Pix's recebedor became it.
    expect(rows.find((r) => r.id === line.id)?.payee_name).toBe('Padaria Sao Jose');

    // The row keeps one code: another is refused in Portuguese; junk is a 400.
    const other = await as.post('/capture/code/link', { code: boletoLine, transaction_id: line.id });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('Este lançamento já guarda outro código Pix ou boleto.');
    const junk = await as.post('/capture/code/link', { code: '123', transaction_id: line.id });
    expect(junk.status).toBe(400);
  });

  it('a past boleto looks around its due date; a typed row counts too; out of the window or another amount, nothing', async () => {
    const { user, as } = await personAt(ctx, '2026-11-28T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    // Itaú's boleto of R$ 350,00 due 20/11/2026 (fator 1636).
    const pastBoleto = bankBarCode('341', '1636', 35_000, '1090000012345678901234560');
    const typed = await createTransaction(ctx, user, account.id, {
      description: 'Condomínio',
      amount: 350,
      date: '2026-11-12',
    });
    await createTransaction(ctx, user, account.id, { description: 'Antes', amount: 350, date: '2026-11-09' });
    await createTransaction(ctx, user, account.id, {
      description: 'Outro valor',
      amount: 350.01,
      date: '2026-11-20',
    });
    const read = (await as.post('/capture/code', { code: pastBoleto })).body.data;
    expect(read.similar).toMatchObject({ id: typed.id, date: '2026-11-12', from_bank: false });
    // A Pix pasted today looks back ten days from today: 12/11 is too far.
    const pix = createStaticPix({
      merchantName: 'Sindico',
      merchantCity: 'Sao Paulo',
      pixKey: 'sindico@example.com',
      txid: '',
      transactionAmount: 350,
    });
    if (hasError(pix)) throw new Error('fixture');
    expect((await as.post('/capture/code', { code: pix.toBRCode() })).body.data.similar).toBeNull();
  });
});
