import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import {
  CROSS_CURRENCY_MESSAGES,
  TO_TRANSFER_MESSAGES,
  type Transaction,
} from '../../../common/contract/transactions';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();
type As = ReturnType<typeof actingAs>;

/** Each account's balance, in its own currency, as the accounts page shows it. */
const balances = async (as: As) =>
  Object.fromEntries(
    ((await as.get('/accounts')).body.data as Array<{ name: string; balance: number }>).map((a) => [
      a.name,
      a.balance,
    ]),
  );

/** The list of November, every row, and its Despesas. */
async function november(as: As) {
  const data = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30', limit: 50 })).body
    .data as {
    items: Transaction[];
    totals: { despesas: number };
  };
  return data;
}

/** Maria with R$ 10.000,00 at Itaú and an empty dollar account at Nomad (and the starter categories). */
async function mariaAbroad(user?: TestUser) {
  const maria = user ?? (await createUser(ctx, { starterCategories: true }));
  const as = actingAs(ctx, maria);
  const itau = await createAccount(ctx, maria, { name: 'Itaú', opening_balance: 10000 });
  const nomad = await createAccount(ctx, maria, { name: 'Nomad', currency: 'USD' });
  const send = (body: Record<string, unknown> = {}) =>
    as.post('/transfers', {
      date: '2026-11-10',
      amount: 5500,
      destination_amount: 1000,
      iof: 60.5,
      description: 'Remessa para a Nomad',
      fromAccountId: itau.id,
      toAccountId: nomad.id,
      ...body,
    });
  return { maria, as, itau, nomad, send };
}

describe('a transfer between accounts of two currencies', () => {
  it('R$ 5.500,00 from Itaú reach Nomad as US$ 1.000,00, with R$ 60,50 of IOF as its own expense', async () => {
    const { maria, as, send } = await mariaAbroad();
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.from).toMatchObject({ conta_name: 'Itaú', amount: 5500 });
    expect(res.body.data.to).toMatchObject({ conta_name: 'Nomad', amount: 1000 });

    // Itaú falls by 5.500,00 + 60,50; Nomad rises by US$ 1.000,00.
    expect(await balances(as)).toEqual({ Itaú: 4439.5, Nomad: 1000 });
    const { items, totals } = await november(as);
    expect(totals.despesas).toBe(60.5);
    const transfer = items.find((t) => t.transfer_id !== null);
    expect(transfer).toMatchObject({
      conta_name: 'Itaú',
      amount: 5500,
      transfer_account_name: 'Nomad',
      transfer_amount: 1000,
      transfer_currency: 'USD',
      transfer_rate: '5.5',
    });
    const iof = items.find((t) => t.transfer_id === null);
    expect(iof).toMatchObject({
      conta_name: 'Itaú',
      type: 'DESPESA',
      amount: 60.5,
      date: '2026-11-10',
      description: 'IOF de Remessa para a Nomad',
      categoria_name: 'Impostos e taxas',
      transfer_amount: null,
    });
    expect(items).toHaveLength(2);

    // Nomad's own list shows its leg with the reais that left Itaú, at the same rate.
    const nomadLeg = (await as.get('/transactions', { accountId: res.body.data.to.contaId })).body.data
      .items[0];
    expect(nomadLeg).toMatchObject({
      amount: 1000,
      transfer_amount: 5500,
      transfer_currency: 'BRL',
      transfer_rate: '5.5',
    });
    await expectLedgerConsistent(ctx, [maria]);
  });

  it("with a trip's tag: both legs and the IOF carry it, and the tag's report counts the IOF", async () => {
    const { maria, as, send } = await mariaAbroad();
    const res = await send({ tagNames: ['Buenos Aires 2026'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The list shows the transfer once (its source leg) beside the IOF; Nomad's own list, the leg that arrived.
    const { items } = await november(as);
    expect(items.map((t) => [t.description, t.conta_name, t.tags.map((tag) => tag.name)]).sort()).toEqual([
      ['IOF de Remessa para a Nomad', 'Itaú', ['Buenos Aires 2026']],
      ['Remessa para a Nomad', 'Itaú', ['Buenos Aires 2026']],
    ]);
    const arrived = (await as.get('/transactions', { accountId: res.body.data.to.contaId })).body.data.items;
    expect(arrived.map((t: Transaction) => t.tags.map((tag) => tag.name))).toEqual([['Buenos Aires 2026']]);
    // The trip's spending by tag: the IOF, an expense; the transfer moves money, spends none.
    const byTag = (await as.get('/reports/by-tag', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(byTag).toEqual([
      expect.objectContaining({ name: 'Buenos Aires 2026', type: 'despesa', total: 60.5 }),
    ]);
    // Too many tags: refused, nothing written.
    const many = await send({ tagNames: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(many.status).toBe(400);
    expect(many.body.error.message).toContain('Use no máximo 20 tags');
    expect((await november(as)).items).toHaveLength(2);
    await expectLedgerConsistent(ctx, [maria]);
  });

  it('without IOF, and with no category for it when the book has none: only the two legs', async () => {
    const { as, send } = await mariaAbroad(await createUser(ctx));
    const res = await send({
      iof: undefined,
      description: undefined,
      amount: 541.2,
      destination_amount: 100,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await balances(as)).toEqual({ Itaú: 9458.8, Nomad: 100 });
    const { items } = await november(as);
    expect(items.map((t) => [t.description, t.transfer_rate])).toEqual([['Transferência', '5.412']]);
  });

  it('refused with nothing written: no amount received between currencies, one between two reais accounts', async () => {
    const { as, itau, send } = await mariaAbroad();
    const missing = await send({ destination_amount: undefined });
    expect([missing.status, missing.body.error.message]).toEqual([
      400,
      'Informe o valor recebido na conta de destino, em US$.',
    ]);
    const zero = await send({ destination_amount: 0 });
    expect([zero.status, zero.body.error.message]).toEqual([
      400,
      CROSS_CURRENCY_MESSAGES.destinationNotPositive,
    ]);
    const nubank = (await as.post('/accounts', { name: 'Nubank', type: 'checking' })).body.data;
    const inReais = await send({ toAccountId: nubank.id, iof: undefined });
    expect([inReais.status, inReais.body.error.message]).toEqual([
      400,
      CROSS_CURRENCY_MESSAGES.destinationSameCurrency,
    ]);
    const iofInReais = await send({ toAccountId: nubank.id, destination_amount: undefined });
    expect([iofInReais.status, iofInReais.body.error.message]).toEqual([
      400,
      CROSS_CURRENCY_MESSAGES.iofSameCurrency,
    ]);
    expect((await november(as)).items).toEqual([]);
    expect((await balances(as)).Itaú).toBe(10000);
    expect(itau.id).toBeGreaterThan(0);
  });

  it('from dollars back to reais: no IOF taken from a dollar account; the rate is still reais per dollar', async () => {
    const { as, itau, nomad } = await mariaAbroad();
    const back = {
      date: '2026-11-12',
      amount: 200,
      destination_amount: 1070.4,
      fromAccountId: nomad.id,
      toAccountId: itau.id,
    };
    const withIof = await as.post('/transfers', { ...back, iof: 4 });
    expect([withIof.status, withIof.body.error.message]).toEqual([
      400,
      CROSS_CURRENCY_MESSAGES.iofNotFromReais,
    ]);
    const res = await as.post('/transfers', back);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await balances(as)).toEqual({ Itaú: 11070.4, Nomad: -200 });
    const leg = (await november(as)).items[0];
    expect(leg).toMatchObject({
      conta_name: 'Nomad',
      amount: 200,
      transfer_amount: 1070.4,
      transfer_rate: '5.352',
    });
  });

  it("editing the reais leaves the dollars; the dollars change when sent; in one currency they can't be sent", async () => {
    const { as, send } = await mariaAbroad();
    const created = (await send()).body.data;
    const edit = (body: Record<string, unknown>) =>
      as.put('/transactions', {
        id: created.from.id,
        date: '2026-11-10',
        type: 'DESPESA',
        amount: 5400,
        accountId: created.from.contaId,
        description: 'Remessa para a Nomad',
        ...body,
      });
    const res = await edit({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 4539.5, Nomad: 1000 });
    expect(res.body.data).toMatchObject({ amount: 5400, transfer_amount: 1000, transfer_rate: '5.4' });

    const both = await edit({ transfer_amount: 990.25 });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 4539.5, Nomad: 990.25 });

    // The other leg, edited from Nomad, keeps the reais.
    const fromNomad = await as.put('/transactions', {
      id: created.to.id,
      date: '2026-11-11',
      type: 'RECEITA',
      amount: 995,
      accountId: created.to.contaId,
      description: 'Remessa para a Nomad',
    });
    expect(fromNomad.status, JSON.stringify(fromNomad.body)).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 4539.5, Nomad: 995 });

    const nubank = (await as.post('/accounts', { name: 'Nubank', type: 'checking' })).body.data;
    const itau = created.from.contaId;
    const plain = (
      await as.post('/transfers', {
        date: '2026-11-10',
        amount: 50,
        fromAccountId: itau,
        toAccountId: nubank.id,
      })
    ).body.data;
    const refused = await as.put('/transactions', {
      id: plain.from.id,
      date: '2026-11-10',
      type: 'DESPESA',
      amount: 60,
      accountId: itau,
      transfer_amount: 70,
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      400,
      CROSS_CURRENCY_MESSAGES.otherSameCurrency,
    ]);
    // In one currency both legs still move together.
    const same = await as.put('/transactions', {
      id: plain.from.id,
      date: '2026-11-10',
      type: 'DESPESA',
      amount: 60,
      accountId: itau,
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await balances(as)).Nubank).toBe(60);
  });

  it('deleting the transfer takes its IOF with it; Desfazer brings the three rows back', async () => {
    const { maria, as, send } = await mariaAbroad();
    const created = (await send()).body.data;
    const before = await november(as);
    const removed = await as.delete('/transactions', { id: created.to.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.deleted).toHaveLength(3);
    expect(await balances(as)).toEqual({ Itaú: 10000, Nomad: 0 });
    expect((await november(as)).items).toEqual([]);

    const undone = await as.post('/undo', { token: removed.body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 4439.5, Nomad: 1000 });
    expect(await november(as)).toEqual(before);

    // The IOF alone is an ordinary expense: deleting it leaves the transfer.
    const iof = before.items.find((t) => t.transfer_id === null) as Transaction;
    expect((await as.delete('/transactions', { id: iof.id })).status).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 4500, Nomad: 1000 });
    await expectLedgerConsistent(ctx, [maria]);
  });

  it("a leitor of the shared book cannot make it; another person's account is absent (404)", async () => {
    const owner = await createUser(ctx);
    const reader = await createUser(ctx);
    const book = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, book, 'leitor');
    const itau = await createAccount(ctx, inBook(owner, book), { name: 'Itaú', opening_balance: 10000 });
    const nomad = await createAccount(ctx, inBook(owner, book), { name: 'Nomad', currency: 'USD' });
    const body = {
      date: '2026-11-10',
      amount: 5500,
      destination_amount: 1000,
      fromAccountId: itau.id,
      toAccountId: nomad.id,
    };
    const byReader = await actingAs(ctx, inBook(reader, book)).post('/transfers', body);
    expect(byReader.status).toBe(403);
    expect(await balances(actingAs(ctx, inBook(owner, book)))).toEqual({ Itaú: 10000, Nomad: 0 });

    const stranger = await createUser(ctx);
    const theirs = await createAccount(ctx, stranger, { name: 'Wise', currency: 'EUR' });
    const intoTheirs = await actingAs(ctx, inBook(owner, book)).post('/transfers', {
      ...body,
      toAccountId: theirs.id,
    });
    expect([intoTheirs.status, intoTheirs.body.error.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
    // Even with the amount received left out: the account is unknown before any amount is judged.
    const unjudged = await actingAs(ctx, inBook(owner, book)).post('/transfers', {
      ...body,
      destination_amount: undefined,
      toAccountId: theirs.id,
    });
    expect(unjudged.status).toBe(404);
  });

  it("'Transformar em transferência' into an account of another currency is refused: it would copy the reais", async () => {
    const { as, itau, nomad } = await mariaAbroad();
    const pix = await as.post('/transactions', {
      accountId: itau.id,
      type: 'DESPESA',
      amount: 5500,
      date: '2026-11-10',
      description: 'PIX ENVIADO NOMAD',
    });
    const res = await as.post(`/transactions/${pix.body.data.id}/transfer`, { accountId: nomad.id });
    expect([res.status, res.body.error.message]).toEqual([400, TO_TRANSFER_MESSAGES.otherCurrency]);
    expect(await balances(as)).toEqual({ Itaú: 4500, Nomad: 0 });
    expect((await november(as)).items.map((t) => t.transfer_id)).toEqual([null]);
  });
});
