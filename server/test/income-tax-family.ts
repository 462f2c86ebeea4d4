// The Imposto de Renda tests' book, written through the API: income-tax.test.ts works every figure of it by hand;
// exports.test.ts reads them back from the PDF, the spreadsheets and the .zip of comprovantes.
import { expect } from 'vitest';
import { pixPdf, uploadAttachment } from './attachment-files';
import { fakeClockAt } from './clock';
import { actingAs, createAccount, createUser } from './factories';
import type { TestContext } from './test-app';

export type Api = ReturnType<typeof actingAs>;

export async function categoryId(as: Api, name: string, type: 'receita' | 'despesa'): Promise<number> {
  const found = (await as.get('/categories')).body.data.find(
    (c: { name: string; type: string }) => c.name === name && c.type === type,
  );
  if (found) return found.id;
  const made = await as.post('/categories', { nome: name, tipo: type });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id;
}

export async function mapCategory(as: Api, id: number, code: string | null) {
  const res = await as.put('/income-tax/categories', { category_id: id, code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function payee(as: Api, name: string, document?: string) {
  const res = await as.post('/payees', { name, ...(document ? { document } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

export async function row(as: Api, body: Record<string, unknown>) {
  const res = await as.post('/transactions', { type: 'DESPESA', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

const months = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `2025-${String(from + i).padStart(2, '0')}-10`);

/**
 * A family's 2025: a salary of R$ 8.000,00 a month from an employer with a CNPJ; rent of R$ 3.500,00 received from
 * an individual in March, April and May (Carnê-Leão), with a pensão of R$ 1.000,00 paid in March and one dependent;
 * a doctor (CPF), a dentist without a document, a health plan (CNPJ); a school over the instrução limit; PGBL over
 * 12%; a CDB and an LCI redeemed; PETR4 bought, sold under R$ 20.000,00 in February and over it in March; a car and
 * its financing.
 */
export async function family(ctx: TestContext) {
  await fakeClockAt(ctx, '2026-03-15T15:00:00Z');
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 100000 });
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  const cat = {
    salario: await categoryId(as, 'Salário', 'receita'),
    saude: await categoryId(as, 'Saúde', 'despesa'),
    educacao: await categoryId(as, 'Educação', 'despesa'),
    farmacia: await categoryId(as, 'Farmácia', 'despesa'),
    aluguel: await categoryId(as, 'Aluguel recebido', 'receita'),
    dentista: await categoryId(as, 'Dentista', 'despesa'),
    plano: await categoryId(as, 'Plano de saúde', 'despesa'),
    pgbl: await categoryId(as, 'Previdência PGBL', 'despesa'),
    pensao: await categoryId(as, 'Pensão alimentícia', 'despesa'),
  };
  // Salário, Saúde and Educação come mapped (the starter set); the others are mapped by the person.
  await mapCategory(as, cat.aluguel, 'carne_leao');
  await mapCategory(as, cat.dentista, '11');
  await mapCategory(as, cat.plano, '26');
  await mapCategory(as, cat.pgbl, '36');
  await mapCategory(as, cat.pensao, '33');
  expect((await as.put('/income-tax/years', { ano: 2025, dependents: 1 })).status).toBe(200);

  const base = { accountId: itau.id };
  for (const date of months(1, 12)) {
    await row(as, {
      ...base,
      type: 'RECEITA',
      amount: 8000,
      date,
      categoryId: cat.salario,
      payeeName: 'Acme Ltda',
    });
  }
  await as.put('/payees', {
    id: (await as.get('/payees', { q: 'Acme' })).body.data[0].id,
    name: 'Acme Ltda',
    document: '11.222.333/0001-81',
  });
  await payee(as, 'João Inquilino', '529.982.247-25');
  for (const date of months(3, 3)) {
    await row(as, {
      ...base,
      type: 'RECEITA',
      amount: 3500,
      date,
      categoryId: cat.aluguel,
      payeeName: 'João Inquilino',
    });
  }
  const pensao = await row(as, {
    ...base,
    amount: 1000,
    date: '2025-03-05',
    categoryId: cat.pensao,
    description: 'Pensão',
  });
  await payee(as, 'Dra. Ana Souza', '123.456.789-09');
  const consulta = await row(as, {
    ...base,
    amount: 450,
    date: '2025-04-02',
    categoryId: cat.saude,
    payeeName: 'Dra. Ana Souza',
    description: 'Consulta',
  });
  await row(as, {
    ...base,
    amount: 450,
    date: '2025-08-02',
    categoryId: cat.saude,
    payeeName: 'Dra. Ana Souza',
  });
  // Outside the year, or not deductible: left out.
  const lastYear = await row(as, {
    ...base,
    amount: 300,
    date: '2024-12-30',
    categoryId: cat.saude,
    payeeName: 'Dra. Ana Souza',
  });
  await row(as, {
    ...base,
    amount: 300,
    date: '2026-01-02',
    categoryId: cat.saude,
    payeeName: 'Dra. Ana Souza',
  });
  const farmacia = await row(as, {
    ...base,
    amount: 89.9,
    date: '2025-05-02',
    categoryId: cat.farmacia,
    payeeName: 'Drogaria',
  });
  const dentista = await row(as, {
    ...base,
    amount: 1200,
    date: '2025-06-20',
    categoryId: cat.dentista,
    payeeName: 'Odonto Sorriso',
  });
  await payee(as, 'Unimed', '12.ABC.345/01DE-35');
  for (const date of ['2025-01-15', '2025-02-15']) {
    await row(as, { ...base, amount: 1300, date, categoryId: cat.plano, payeeName: 'Unimed' });
  }
  await payee(as, 'Escola Nova', '11.444.777/0001-61');
  for (const date of months(2, 5)) {
    await row(as, { ...base, amount: 1000, date, categoryId: cat.educacao, payeeName: 'Escola Nova' });
  }
  await row(as, {
    ...base,
    amount: 15000,
    date: '2025-12-20',
    categoryId: cat.pgbl,
    payeeName: 'Brasilprev',
  });
  const attached = await uploadAttachment(
    ctx,
    user,
    consulta,
    pixPdf('Recibo de consulta R$ 450,00'),
    'recibo.pdf',
    'application/pdf',
  );
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);

  // Renda fixa: both prefixados, applied in 2024 and redeemed in 2025 (their nets are the investments' own figures).
  const cdb = await as.post('/investments', {
    accountId: broker.id,
    sourceAccountId: itau.id,
    name: 'CDB Banco Azul',
    product: 'cdb',
    indexing: 'prefixado',
    rate: 12,
    amount: 10000,
    date: '2024-06-03',
  });
  expect(cdb.status, JSON.stringify(cdb.body)).toBe(201);
  const lci = await as.post('/investments', {
    accountId: broker.id,
    sourceAccountId: itau.id,
    name: 'LCI Banco Azul',
    product: 'lci',
    indexing: 'prefixado',
    rate: 10,
    amount: 5000,
    date: '2024-06-03',
  });
  expect(lci.status, JSON.stringify(lci.body)).toBe(201);
  for (const id of [cdb.body.data.id, lci.body.data.id]) {
    const res = await as.post('/investments/redeem', { id, date: '2025-06-02', accountId: itau.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  // PETR4: 1.000 at R$ 20,00 in January; 500 sold at R$ 30,00 in February (R$ 15.000,00: exempt, gain R$ 5.000,00);
  // 300 at R$ 80,00 in March (R$ 24.000,00: taxed, gain 24.000 − 6.000 = R$ 18.000,00, 15% = R$ 2.700,00, less the
  // broker's 0,005% of R$ 24.000,00, R$ 1,20: DARF R$ 2.698,80).
  const stock = { accountId: broker.id, ticker: 'petr4', cashAccountId: itau.id };
  for (const trade of [
    {
      ...stock,
      kind: 'acao',
      name: 'Petrobras PN',
      side: 'compra',
      date: '2025-01-10',
      quantity: 1000,
      price: 20,
    },
    { ...stock, side: 'venda', date: '2025-02-10', quantity: 500, price: 30 },
    { ...stock, side: 'venda', date: '2025-03-10', quantity: 300, price: 80 },
    // VALE3, a day trade on 16/06/2025: 200 bought at R$ 60,00 and sold at R$ 65,00 the same day through the same
    // broker: a gain of R$ 1.000,00 at 20% = R$ 200,00, less the broker's 1% of it (R$ 10,00): DARF R$ 190,00, due
    // 31/07/2025. Itaú paid R$ 12.000,00 and got R$ 13.000,00 back.
    { ...stock, ticker: 'vale3', kind: 'acao', side: 'compra', date: '2025-06-16', quantity: 200, price: 60 },
    { ...stock, ticker: 'vale3', side: 'venda', date: '2025-06-16', quantity: 200, price: 65 },
  ]) {
    const res = await as.post('/variable-income/trades', trade);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  // A car of R$ 90.000,00 bought in 2024, and a loan of R$ 48.000,00 taken in 2025 at 0% in 48 SAC instalments of
  // R$ 1.000,00 from 01/03/2025, none recorded as paid (still owed, overdue ones included).
  expect(
    (await as.post('/assets', { name: 'Carro', kind: 'veiculo', acquiredOn: '2024-05-10', acquired: 90000 }))
      .status,
  ).toBe(201);
  const debt = await as.post('/debts', {
    name: 'Financiamento do carro',
    kind: 'financiamento_veiculo',
    lender: 'Banco Azul',
    principal: 48000,
    rate: '0',
    ratePeriod: 'mes',
    installments: 48,
    system: 'SAC',
    contractDate: '2025-02-01',
    firstDueDate: '2025-03-01',
  });
  expect(debt.status, JSON.stringify(debt.body)).toBe(201);
  const positions = (await as.get('/investments')).body.data.positions as Array<{
    name: string;
    redeemedNet: number;
  }>;
  const net = (name: string) => positions.find((p) => p.name === name)?.redeemedNet as number;
  return {
    user,
    as,
    itau,
    broker,
    cat,
    cdbNet: net('CDB Banco Azul'),
    lciNet: net('LCI Banco Azul'),
    rows: { consulta, dentista, pensao, farmacia, lastYear },
  };
}

/**
 * The family's funds in 2025: HGLG11 (an FII) bought on 15/01, 100 cotas at R$ 160,00, R$ 110,00 of rendimentos on
 * 14/02 and 50 sold at R$ 170,00 on 10/07; FUNDORF, a fundo of long term, as come-cotas.test.ts holds it: 5.000
 * cotas at R$ 1,00 on 03/01, its cota R$ 1,20 on 30/05 and R$ 1,26 on 28/11.
 */
export async function familyFunds(as: Api, brokerId: number, itauId: number) {
  const trade = async (body: Record<string, unknown>) => {
    const res = await as.post('/variable-income/trades', {
      accountId: brokerId,
      cashAccountId: itauId,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { holdingId: number };
  };
  const fii = { ticker: 'HGLG11', kind: 'fii', name: 'CSHG Logística' };
  const { holdingId } = await trade({
    ...fii,
    side: 'compra',
    date: '2025-01-15',
    quantity: 100,
    price: 160,
  });
  const income = { holdingId, kind: 'rendimento', date: '2025-02-14', amount: 110, accountId: itauId };
  expect((await as.post('/variable-income/incomes', income)).status).toBe(201);
  await trade({ ...fii, side: 'venda', date: '2025-07-10', quantity: 50, price: 170 });
  const fund = await trade({
    ticker: 'FUNDORF',
    kind: 'fundo',
    name: 'Fundo Renda Fixa LP',
    side: 'compra',
    date: '2025-01-03',
    quantity: 5000,
    price: 1,
  });
  expect(
    (await as.put('/variable-income/holdings', { id: fund.holdingId, fund_class: 'longo_prazo' })).status,
  ).toBe(200);
  for (const [date, price] of [
    ['2025-05-30', '1,20'],
    ['2025-11-28', '1,26'],
  ]) {
    const res = await as.post('/variable-income/prices', { holdingId: fund.holdingId, date, price });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}
