import { afterEach, describe, expect, it, vi } from 'vitest';
import { pixPdf, uploadAttachment } from '../../test/attachment-files';
import { restoreBook } from '../../test/book-restore';
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

const ctx = setupTestApp();
afterEach(() => vi.useRealTimers());

type Api = ReturnType<typeof actingAs>;

/** Every figure of this file is worked by hand from the rows the test writes; each comment says how. */
async function categoryId(as: Api, name: string, type: 'receita' | 'despesa'): Promise<number> {
  const found = (await as.get('/categories')).body.data.find(
    (c: { name: string; type: string }) => c.name === name && c.type === type,
  );
  if (found) return found.id;
  const made = await as.post('/categories', { nome: name, tipo: type });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id;
}

async function mapCategory(as: Api, id: number, code: string | null) {
  const res = await as.put('/income-tax/categories', { category_id: id, code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function payee(as: Api, name: string, document?: string) {
  const res = await as.post('/payees', { name, ...(document ? { document } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

async function row(as: Api, body: Record<string, unknown>) {
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
async function family() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T15:00:00Z'));
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
  await row(as, { ...base, amount: 1000, date: '2025-03-05', categoryId: cat.pensao, description: 'Pensão' });
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
  await row(as, {
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
  await row(as, {
    ...base,
    amount: 89.9,
    date: '2025-05-02',
    categoryId: cat.farmacia,
    payeeName: 'Drogaria',
  });
  await row(as, {
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
  // 300 at R$ 80,00 in March (R$ 24.000,00: taxed, gain 24.000 − 6.000 = R$ 18.000,00, DARF 15% = R$ 2.700,00).
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
  return { user, as, itau, cat, cdbNet: net('CDB Banco Azul'), lciNet: net('LCI Banco Azul') };
}

describe('the declaration of 2025', () => {
  it('lays out every figure of a family’s year, each worked from its rows', async () => {
    const { as, cdbNet, lciNet } = await family();
    const res = await as.get('/income-tax', { ano: 2025 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.figures).toMatchObject({
      instructionLimit: 3561.5,
      pensionShare: 12,
      dependentDeduction: 2275.08,
    });
    expect(data.figures.source).toContain('IRPF 2026');
    expect(data.dependents).toBe(1);

    const group = (code: string) => data.payments.find((g: { code: string }) => g.code === code);
    expect(data.payments.map((g: { code: string }) => g.code)).toEqual(['01', '10', '11', '26', '33', '36']);
    // Health: every real of it, by payee with the document as shown (a CPF masked).
    expect(group('10')).toMatchObject({
      label: 'Médicos no Brasil',
      total: 900,
      deductible: 900,
      lines: [
        { name: 'Dra. Ana Souza', document: '***.456.789-**', documentKind: 'cpf', total: 900, count: 2 },
      ],
    });
    expect(group('11')).toMatchObject({
      total: 1200,
      deductible: 1200,
      lines: [{ name: 'Odonto Sorriso', document: null }],
    });
    expect(group('26')).toMatchObject({
      total: 2600,
      deductible: 2600,
      lines: [{ document: '12.ABC.345/01DE-35' }],
    });
    // Instrução: 5 × 1.000,00 = 5.000,00, deductible up to R$ 3.561,50.
    expect(group('01')).toMatchObject({
      total: 5000,
      deductible: 3561.5,
      lines: [{ document: '11.444.777/0001-61' }],
    });
    expect(group('33')).toMatchObject({ total: 1000, deductible: 1000 });
    // PGBL: 15.000,00 paid; 12% of the taxable income (96.000,00 + 10.500,00 = 106.500,00) is 12.780,00.
    expect(group('36')).toMatchObject({ total: 15000, deductible: 12780 });

    // Pending: every deductible row without a comprovante (the first consultation has one), the dentist's lacking
    // a document as well, the pensão lacking its payee.
    // 1 consultation + 1 dentist + 2 plan + 5 school + PGBL + pensão = 11.
    expect(data.pending.count).toBe(11);
    const dentist = data.pending.rows.find((r: { payee: string | null }) => r.payee === 'Odonto Sorriso');
    expect(dentist).toMatchObject({
      date: '2025-06-20',
      amount: 1200,
      code: '11',
      missing: ['documento', 'comprovante'],
    });
    expect(data.pending.rows.find((r: { code: string }) => r.code === '33').missing).toEqual([
      'favorecido',
      'comprovante',
    ]);
    expect(data.pending.rows.some((r: { description: string }) => r.description === 'Consulta')).toBe(false);

    expect(data.income.taxable).toEqual([
      {
        payeeId: expect.any(Number),
        name: 'Acme Ltda',
        document: '11.222.333/0001-81',
        documentKind: 'cnpj',
        total: 96000,
      },
    ]);
    expect(data.income.taxableTotal).toBe(96000);
    expect(data.income.carneLeao).toMatchObject([
      { name: 'João Inquilino', document: '***.982.247-**', total: 10500 },
    ]);
    // Exempt: the LCI's yield and the February sale's gain; exclusive: the CDB's net yield.
    expect(data.income.exempt).toEqual([
      {
        label: 'Rendimentos de poupança, LCI, LCA e debêntures incentivadas',
        total: Math.round((lciNet - 5000) * 100) / 100,
      },
      { label: 'Ganhos líquidos em vendas de ações de até R$ 20.000,00 no mês', total: 5000 },
    ]);
    expect(lciNet).toBeGreaterThan(5000);
    expect(data.income.exclusive).toEqual([
      {
        label: 'Rendimentos de aplicações financeiras (CDB, Tesouro e outros)',
        total: Math.round((cdbNet - 10000) * 100) / 100,
      },
    ]);

    // Renda variável: March's DARF is 15% of R$ 18.000,00.
    const march = data.variableIncome.months.find((m: { month: string }) => m.month === '2025-03');
    expect(JSON.stringify(march)).toContain('2700');

    // Bens: Itaú at 31/12 (opening 100.000,00 less what left it in 2024: the two applications and a consultation of 300,00; in 2025 the year's
    // money in and out), PETR4's 200 left at R$ 20,00, the car at cost; the loan owed whole at the end of 2025, nothing a year before.
    const itau = data.assets.find((a: { description: string }) => a.description === 'Itaú');
    expect(itau).toMatchObject({ group: '06', code: '01', previous: 84700 });
    const in2025 =
      96000 +
      10500 -
      1000 -
      900 -
      1200 -
      2600 -
      5000 -
      15000 -
      89.9 +
      cdbNet +
      lciNet -
      20000 +
      15000 +
      24000;
    expect(itau.current).toBeCloseTo(84700 + in2025, 2);
    expect(data.assets.find((a: { description: string }) => a.description.startsWith('PETR4'))).toMatchObject(
      {
        group: '03',
        code: '01',
        previous: 0,
        current: 4000,
      },
    );
    expect(data.assets.find((a: { description: string }) => a.description === 'Carro')).toMatchObject({
      group: '02',
      code: '01',
      previous: 90000,
      current: 90000,
    });
    expect(data.assets.filter((a: { description: string }) => a.description.includes('Banco Azul'))).toEqual([
      expect.objectContaining({ group: '04', code: '02', previous: 10000, current: 0 }),
      expect.objectContaining({ group: '04', code: '03', previous: 5000, current: 0 }),
    ]);
    expect(data.debts).toEqual([
      expect.objectContaining({
        code: '11',
        description: 'Financiamento do carro (Banco Azul)',
        previous: 0,
        current: 48000,
      }),
    ]);
  });

  it('the Carnê-Leão of March, April and May 2025, to the cent', async () => {
    const { as } = await family();
    const { carneLeao } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(carneLeao).toEqual([
      // March: legal deductions 189,59 (a dependent) + 1.000,00 (pensão) = 1.189,59, above the simplified 564,80;
      // base 2.310,41 × 7,5% − 169,44 = 3,84. Due on the last business day of April.
      {
        month: '2025-03',
        income: 3500,
        dependents: 189.59,
        pension: 1000,
        simplified: 0,
        base: 2310.41,
        tax: 3.84,
        dueDate: '2025-04-30',
      },
      // April: the simplified 564,80 beats 189,59: base 2.935,20 × 15% − 381,44 = 58,84.
      {
        month: '2025-04',
        income: 3500,
        dependents: 0,
        pension: 0,
        simplified: 564.8,
        base: 2935.2,
        tax: 58.84,
        dueDate: '2025-05-30',
      },
      // May, by the new table: simplified 607,20, base 2.892,80 × 15% − 394,16 = 39,76.
      {
        month: '2025-05',
        income: 3500,
        dependents: 0,
        pension: 0,
        simplified: 607.2,
        base: 2892.8,
        tax: 39.76,
        dueDate: '2025-06-30',
      },
    ]);
  });

  it('a year without the Receita’s figures says so; the default is the year that ended last', async () => {
    const { as } = await family();
    const now = (await as.get('/income-tax')).body.data;
    expect(now.year).toBe(2025);
    const later = (await as.get('/income-tax', { ano: 2026 })).body.data;
    expect(later.figures).toBeNull();
    expect(later.payments.find((g: { code: string }) => g.code === '10')).toMatchObject({
      total: 300,
      deductible: 300,
    });
    const bad = await as.get('/income-tax', { ano: 'vinte' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o ano-calendário (ex.: 2025)');
  });
});

describe('what a category is in the declaration', () => {
  it('refuses a code of the other type, another book’s category, an unknown code; null leaves it out', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const salario = await categoryId(as, 'Salário', 'receita');
    const wrong = await as.put('/income-tax/categories', { category_id: salario, code: '10' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Este código não serve a uma categoria deste tipo');
    const unknown = await as.put('/income-tax/categories', { category_id: salario, code: '99' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Código da declaração inválido');
    const other = actingAs(ctx, await createUser(ctx));
    expect((await other.put('/income-tax/categories', { category_id: salario, code: 'isento' })).status).toBe(
      404,
    );
    const dependents = await as.put('/income-tax/years', { ano: 2025, dependents: 31 });
    expect(dependents.body.error.message).toBe('Informe de 0 a 30 dependentes');

    const { categories } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(categories.find((c: { id: number }) => c.id === salario).code).toBe('tributavel_pj');
    await mapCategory(as, salario, null);
    const after = (await as.get('/income-tax', { ano: 2025 })).body.data.categories;
    expect(after.find((c: { id: number }) => c.id === salario).code).toBeNull();
  });

  it('a leitor of a shared book reads its figures and changes nothing', async () => {
    const owner = await createUser(ctx);
    const reader: TestUser = await createUser(ctx);
    const bookId = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, bookId, 'leitor');
    const asOwner = actingAs(ctx, inBook(owner, bookId));
    const account = (await asOwner.post('/accounts', { name: 'Conta da casa', type: 'checking' })).body.data;
    const saude = await categoryId(asOwner, 'Saúde', 'despesa');
    await row(asOwner, {
      accountId: account.id,
      amount: 250,
      date: '2025-07-01',
      categoryId: saude,
      payeeName: 'Dr. Pedro',
    });

    const asReader = actingAs(ctx, inBook(reader, bookId));
    const read = await asReader.get('/income-tax', { ano: 2025 });
    expect(read.status).toBe(200);
    expect(read.body.data.payments[0]).toMatchObject({ code: '10', total: 250 });
    const write = await asReader.put('/income-tax/categories', { category_id: saude, code: null });
    expect(write.status).toBe(403);
    expect((await asReader.put('/income-tax/years', { ano: 2025, dependents: 2 })).status).toBe(403);
    expect((await asOwner.get('/income-tax', { ano: 2025 })).body.data.payments[0].total).toBe(250);
  });
});

describe('the declaration’s settings in a backup', () => {
  it('a restore keeps each category’s code and the years’ dependents; an older backup maps the starter set', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const aluguel = await categoryId(as, 'Aluguel recebido', 'receita');
    await mapCategory(as, aluguel, 'carne_leao');
    await mapCategory(as, await categoryId(as, 'Saúde', 'despesa'), null);
    await as.put('/income-tax/years', { ano: 2025, dependents: 2 });
    const backup = await as.get('/export');
    expect(backup.status).toBe(200);

    const copy = await createUser(ctx, { starterCategories: true });
    const restored = await restoreBook(ctx, copy, JSON.stringify(backup.body));
    expect(restored.statusCode, restored.body).toBe(200);
    const codes = async (person: TestUser) => {
      const data = (await actingAs(ctx, person).get('/income-tax', { ano: 2025 })).body.data;
      return {
        dependents: data.dependents,
        mapped: data.categories
          .filter((c: { code: string | null }) => c.code !== null)
          .map((c: { name: string; code: string }) => `${c.name}: ${c.code}`),
      };
    };
    expect(await codes(copy)).toEqual({
      dependents: 2,
      mapped: ['Aluguel recebido: carne_leao', 'Salário: tributavel_pj', 'Educação: 01'],
    });

    // A backup written before the declaration existed: the starter categories come mapped, as in a new book.
    const older = structuredClone(backup.body);
    for (const c of older.categories) delete c.taxCode;
    delete older.incomeTaxYears;
    const fromOlder = await createUser(ctx, { starterCategories: true });
    expect((await restoreBook(ctx, fromOlder, JSON.stringify(older))).statusCode).toBe(200);
    expect((await codes(fromOlder)).mapped).toEqual(['Salário: tributavel_pj', 'Educação: 01', 'Saúde: 10']);

    // A code that does not fit its category's type is refused, nothing written.
    const tampered = structuredClone(backup.body);
    tampered.categories.find((c: { name: string }) => c.name === 'Salário').taxCode = '10';
    const refused = await restoreBook(ctx, await createUser(ctx), JSON.stringify(tampered));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Código da declaração que não serve ao tipo da categoria');
  });
});
