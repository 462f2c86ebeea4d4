import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES } from '../../../common/currencies';
import { actingAs, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

type As = ReturnType<typeof actingAs>;

async function ptaxSell(currency: string, date: string, sell: string) {
  await ctx.database.db.execute(
    sql`insert into exchange_rates (currency, date, buy, sell) values (${currency}, ${date}, ${sell}, ${sell})
        on conflict do nothing`,
  );
}

async function personWithCard() {
  // The starter categories: the IOF line is filed under 'Impostos e taxas'.
  const as = actingAs(ctx, await createUser(ctx, { starterCategories: true }));
  const card = (
    await as.post('/accounts', {
      name: 'Nubank',
      type: 'credit_card',
      closing_day: 3,
      due_day: 10,
      credit_limit: 5000,
    })
  ).body.data;
  return { as, card };
}

const rowsOf = async (as: As): Promise<Array<Record<string, unknown>>> =>
  (await as.get('/transactions', { limit: 50 })).body.data.items;

describe('a purchase abroad on a card in reais', () => {
  it('is estimated at the PTAX sell of the last business day, with the IOF of its day as its own line', async () => {
    // Friday 13/11/2026's PTAX sell; the purchase is on Saturday 14/11.
    await ptaxSell('USD', '2026-11-13', '5.8123');
    const { as, card } = await personWithCard();
    const created = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      date: '2026-11-14',
      description: 'Amazon.com',
      foreign: { amount: 100, currency: 'USD' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // US$ 100,00 × 5,8123 = R$ 581,23, an estimate until the bill says.
    expect(created.body.data).toMatchObject({
      amount: 581.23,
      currency: 'BRL',
      foreign: { amount: 100, currency: 'USD', estimated: true, rate: '5.8123' },
    });
    // The bill that closes on 03/12 shows the purchase and, apart, its IOF: 3,5% (Decreto 12.499/2025) of
    // R$ 581,23 = R$ 20,34305 → R$ 20,34, filed as a bank's charge.
    const bill = (await as.get('/cards/bills', { account_id: card.id, month: '2026-12' })).body.data;
    expect(bill.items.map((i: { description: string; amount: number }) => [i.description, i.amount])).toEqual(
      expect.arrayContaining([
        ['Amazon.com', 581.23],
        ['IOF compra no exterior: Amazon.com', 20.34],
      ]),
    );
    expect(bill.total).toBe(601.57);
    expect(bill.items.find((i: { description: string }) => i.description === 'Amazon.com').foreign).toEqual({
      amount: 100,
      currency: 'USD',
      estimated: true,
      rate: '5.8123',
    });
    const iof = (await rowsOf(as)).find((r) => String(r.description).startsWith('IOF'));
    // Worked on an estimate, the IOF is one too, until the bill's IOF line (or the person) gives its figure.
    expect(iof).toMatchObject({
      categoria_name: 'Impostos e taxas',
      foreign: null,
      amount: 20.34,
      estimated: true,
    });
    expect(bill.items.find((i: { description: string }) => i.description.startsWith('IOF'))).toMatchObject({
      foreign: null,
      estimated: true,
    });

    // The bill's own figures replace the estimate: R$ 587,40 for the US$ 100,00, a rate of 5,874.
    const updated = await as.put('/transactions', {
      id: created.body.data.id,
      date: '2026-11-14',
      description: 'Amazon.com',
      type: 'DESPESA',
      amount: 587.4,
      accountId: card.id,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.foreign).toEqual({
      amount: 100,
      currency: 'USD',
      estimated: false,
      rate: '5.874',
    });
    // The IOF the bill printed, typed over Grana's: no longer an estimate. Its description changed alone keeps it one.
    const renamed = await as.put('/transactions', {
      id: iof?.id,
      date: '2026-11-14',
      description: 'IOF da Amazon',
      type: 'DESPESA',
      amount: 20.34,
      accountId: card.id,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ amount: 20.34, estimated: true });
    const typedIof = await as.put('/transactions', {
      id: iof?.id,
      date: '2026-11-14',
      description: 'IOF da Amazon',
      type: 'DESPESA',
      amount: 20.56,
      accountId: card.id,
    });
    expect(typedIof.body.data).toMatchObject({ amount: 20.56, foreign: null, estimated: false });
  });

  it("takes the bill's reais and IOF when the person has them; a date of 2024 has that year's IOF", async () => {
    const { as, card } = await personWithCard();
    const given = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      date: '2026-11-20',
      description: 'Hotel em Buenos Aires',
      amount: 1230.5,
      foreign: { amount: 220000, currency: 'ARS', iof: 43.07 },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    // 1.230,50 ÷ 220.000,00 = 0,005593181… → 0,005593.
    expect(given.body.data.foreign).toEqual({
      amount: 220000,
      currency: 'ARS',
      estimated: false,
      rate: '0.005593',
    });
    const old = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      date: '2024-07-10',
      description: 'Steam',
      amount: 100,
      foreign: { amount: 18, currency: 'USD' },
    });
    expect(old.status).toBe(201);
    const rows = await rowsOf(as);
    // 4,38% in 2024 (Decreto 10.997/2022) of R$ 100,00: R$ 4,38. The person's R$ 43,07 for the hotel.
    expect(
      rows
        .filter((r) => String(r.description).startsWith('IOF'))
        .map((r) => r.amount)
        .sort(),
    ).toEqual([4.38, 43.07]);
    // The person's IOF is the bill's; the one Grana worked on the bill's reais still waits for the bill's line.
    expect(
      rows
        .filter((r) => String(r.description).startsWith('IOF'))
        .map((r) => [r.amount, r.estimated])
        .sort(),
    ).toEqual([
      [4.38, true],
      [43.07, false],
    ]);
  });

  it('refuses before writing: no rate, a foreign amount on a dollar account, installments, reais, an unknown code', async () => {
    const { as, card } = await personWithCard();
    const dollars = (await as.post('/accounts', { name: 'Nomad', currency: 'USD' })).body.data;
    const base = { type: 'DESPESA', date: '2026-11-14', description: 'Loja' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { ...base, accountId: card.id, foreign: { amount: 10, currency: 'CHF' } },
        'Sem cotação de CHF até 14/11/2026: informe o valor em reais cobrado na fatura.',
      ],
      [
        { ...base, accountId: dollars.id, amount: 10, foreign: { amount: 10, currency: 'EUR' } },
        'Um valor em outra moeda vai numa conta em reais (um cartão usado no exterior). Numa conta em outra moeda, lance o valor na moeda dela.',
      ],
      [
        {
          ...base,
          accountId: card.id,
          amount: 100,
          installments: 3,
          foreign: { amount: 20, currency: 'USD' },
        },
        'Uma compra no exterior vem inteira na fatura: não pode ser parcelada aqui.',
      ],
      [
        { ...base, accountId: card.id, amount: 10, foreign: { amount: 10, currency: 'BRL' } },
        'A moeda estrangeira não pode ser o real: lance o valor em reais.',
      ],
      [
        { ...base, accountId: card.id, amount: 10, foreign: { amount: 10, currency: 'XYZ' } },
        CURRENCY_MESSAGES.unknown,
      ],
      [
        { ...base, accountId: card.id, amount: 10, foreign: { amount: 10.5, currency: 'JPY' } },
        'Iene não tem centavos: informe um valor inteiro.',
      ],
      [{ ...base, accountId: card.id }, 'Informe um valor'],
    ];
    for (const [body, message] of cases) {
      const res = await as.post('/transactions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await rowsOf(as)).toEqual([]);
  });
});
