import { afterEach, describe, expect, it } from 'vitest';
import { MINIMUM_TAX_TEXT } from '../../../common/income-tax-minimum';
import { download } from '../../test/attachment-files';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

/**
 * An investor's 2026, nothing taxable in the declaration: PETR4 dividends of R$ 400.000,00 in January and
 * R$ 300.000,00 in June (one company above R$ 50.000,00 in a month: 10% withheld, R$ 70.000,00), a JCP of
 * R$ 100.000,00 with R$ 15.000,00 withheld, and 5.000 PETR4 bought at R$ 10,00 sold at R$ 14,00 in March
 * (R$ 70.000,00 of sales: R$ 20.000,00 of gain at 15%, R$ 3.000,00).
 */
async function investor() {
  await fakeClockAt(ctx, '2027-03-15T15:00:00Z');
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 200000 });
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  const trade = async (body: Record<string, unknown>) => {
    const res = await as.post('/variable-income/trades', {
      accountId: broker.id,
      cashAccountId: itau.id,
      ticker: 'PETR4',
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { holdingId: number };
  };
  const { holdingId } = await trade({
    kind: 'acao',
    side: 'compra',
    date: '2026-01-02',
    quantity: 10000,
    price: 10,
  });
  await trade({ side: 'venda', date: '2026-03-10', quantity: 5000, price: 14 });
  for (const income of [
    { kind: 'dividendo', date: '2026-01-20', amount: 400000 },
    { kind: 'dividendo', date: '2026-06-20', amount: 300000 },
    { kind: 'jcp', date: '2026-08-20', amount: 100000, withheld: 15000 },
  ]) {
    const res = await as.post('/variable-income/incomes', { holdingId, ...income });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return { user, as };
}

describe('the minimum tax on high incomes, a preview (Lei 15.270/2025)', () => {
  it('sums the year’s incomes, applies the law’s rate, deducts the tax paid and then what the dividends had withheld', async () => {
    const { as, user } = await investor();
    const data = (await as.get('/income-tax', { ano: 2026 })).body.data;
    // 700.000 + 100.000 + 20.000 = R$ 820.000,00: 820.000 ÷ 60.000 − 10 = 3,67%; 820.000 × 220.000 ÷ 6.000.000 =
    // R$ 30.066,67. Less the JCP's R$ 15.000,00 and the sale's R$ 3.000,00: R$ 12.066,67 owed, less the
    // R$ 70.000,00 the dividends had withheld: R$ 57.933,33 given back.
    expect(data.minimumTax).toEqual({
      incomes: [
        { label: 'Lucros e dividendos', total: 700000 },
        { label: 'Juros sobre capital próprio (bruto)', total: 100000 },
        { label: 'Ganhos em bolsa (ações, ETFs, BDRs, day trade e FIIs)', total: 20000 },
      ],
      income: 820000,
      applies: true,
      rate: '3,67%',
      gross: 30066.67,
      deductions: [
        { label: 'IR retido sobre JCP', total: 15000 },
        { label: 'Imposto de renda variável (DARFs)', total: 3000 },
      ],
      due: 12066.67,
      dividendWithheld: 70000,
      balance: -57933.33,
      notes: MINIMUM_TAX_TEXT.notes,
      source: MINIMUM_TAX_TEXT.source,
    });
    const pdf = await download(ctx, user, '/api/v1/income-tax/pdf?ano=2026');
    const text = (await readPdfText(pdf.bytes)).flat;
    expect(text).toContain('Imposto mínimo (altas rendas)');
    expect(text).toContain('Base R$ 820.000,00 × 3,67% R$ 30.066,67');
    expect(text).toContain('A restituir dos dividendos R$ 57.933,33');
    // Before 2026 there is no minimum tax.
    expect((await as.get('/income-tax', { ano: 2025 })).body.data.minimumTax).toBeNull();
  });

  it('below R$ 600.000,00 says so with the year’s income', async () => {
    await fakeClockAt(ctx, '2027-03-15T15:00:00Z');
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking' });
    const salario = (await as.get('/categories')).body.data.find(
      (c: { name: string }) => c.name === 'Salário',
    );
    const made = await as.post('/transactions', {
      type: 'RECEITA',
      amount: 9000,
      date: '2026-05-05',
      accountId: itau.id,
      categoryId: salario.id,
    });
    expect(made.status).toBe(201);
    const minimum = (await as.get('/income-tax', { ano: 2026 })).body.data.minimumTax;
    expect(minimum).toMatchObject({
      incomes: [{ label: 'Rendimentos tributáveis', total: 9000 }],
      income: 9000,
      applies: false,
      rate: null,
      gross: 0,
      due: 0,
      balance: 0,
    });
  });
});
