import { afterEach, describe, expect, it } from 'vitest';
import { restoreBook } from '../../test/book-restore';
import { fakeClockAt, realClock } from '../../test/clock';
import {
  actingAs,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { categoryId, family as familyOf, mapCategory, row } from '../../test/income-tax-family';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

/** Every figure of this file is worked by hand from the rows the family writes; each comment says how. */
const family = () => familyOf(ctx);

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
        statementId: null,
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

    // Renda variável (server/test/income-tax-family.ts works the figures): March's DARF is 15% of R$ 18.000,00 less
    // the broker's R$ 1,20; June's day trade pays 20% of R$ 1.000,00 less its 1%.
    const monthOf = (month: string) =>
      data.variableIncome.months.find((m: { month: string }) => m.month === month);
    expect(monthOf('2025-03').darfs).toEqual([
      expect.objectContaining({
        code: '6015',
        taxOfMonth: 2700,
        irrfUsed: 1.2,
        pay: 2698.8,
        dueDate: '2025-04-30',
      }),
    ]);
    expect(monthOf('2025-06').regimes).toEqual([
      expect.objectContaining({ regime: 'daytrade', sales: 13000, gain: 1000, rateText: '20%', tax: 200 }),
    ]);
    expect(monthOf('2025-06').darfs).toEqual([
      expect.objectContaining({
        code: '6015',
        irrfOfMonth: 10,
        irrfUsed: 10,
        pay: 190,
        dueDate: '2025-07-31',
      }),
    ]);

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
      24000 -
      12000 +
      13000;
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
        // Under R$ 10,00: no DARF this month, the tax is added to April's.
        darf: 0,
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
        darf: 62.68,
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
        darf: 39.76,
        dueDate: '2025-06-30',
      },
    ]);
  });

  it('a year without the Receita’s figures says so; the default is the year that ended last', async () => {
    const { as } = await family();
    const now = (await as.get('/income-tax')).body.data;
    expect(now.year).toBe(2025);
    // 2026 by the law (Lei 15.191/2025's table for the whole year, Lei 15.270/2025's reduction); 2027 unknown.
    const later = (await as.get('/income-tax', { ano: 2026 })).body.data;
    expect(later.figures.source).toContain('Lei nº 15.270/2025');
    expect(later.payments.find((g: { code: string }) => g.code === '10')).toMatchObject({
      total: 300,
      deductible: 300,
    });
    const unknown = (await as.get('/income-tax', { ano: 2027 })).body.data;
    expect(unknown.figures).toBeNull();
    expect(unknown.result).toBeNull();
    const bad = await as.get('/income-tax', { ano: 'vinte' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o ano-calendário (ex.: 2025)');
  });
});

describe('the DARF’s due date', () => {
  it('November’s Carnê-Leão is due on 30/12, the banks giving no public service on 31/12', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = (await as.post('/accounts', { name: 'Itaú', type: 'checking' })).body.data;
    const aluguel = await categoryId(as, 'Aluguel recebido', 'receita');
    await mapCategory(as, aluguel, 'carne_leao');
    // R$ 5.000,00 of rent in November 2025: above the simplified discount, a DARF to pay.
    await row(as, {
      accountId: account.id,
      type: 'RECEITA',
      amount: 5000,
      date: '2025-11-10',
      categoryId: aluguel,
    });
    const { carneLeao } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    // 31/12/2025 is a Wednesday without bank business (Resolução CMN 4.880/2020, art. 3º): Tuesday 30/12.
    expect(carneLeao).toMatchObject([{ month: '2025-11', dueDate: '2025-12-30' }]);
    expect(carneLeao[0].darf).toBeGreaterThan(0);
  });
});

describe('bens e direitos: the money at the broker', () => {
  it('an investment account’s cash at 31/12 is a bem (06/01), beside its positions at cost', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const broker = (await as.post('/accounts', { name: 'Corretora XP', type: 'investment' })).body.data;
    const salario = await categoryId(as, 'Salário', 'receita');
    // Sales proceeds, dividends and JCP left in the account: R$ 1.000,00 in 2024, R$ 500,00 more in 2025.
    await row(as, {
      accountId: broker.id,
      type: 'RECEITA',
      amount: 1000,
      date: '2024-06-10',
      categoryId: salario,
    });
    await row(as, {
      accountId: broker.id,
      type: 'RECEITA',
      amount: 500,
      date: '2025-03-10',
      categoryId: salario,
    });
    const { assets } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(assets).toContainEqual(
      expect.objectContaining({ group: '06', code: '01', previous: 1000, current: 1500 }),
    );
    expect(assets.find((a: { group: string }) => a.group === '06').description).toContain('Corretora XP');
  });
});

describe('dividends from 2026 (Lei 15.270/2025)', () => {
  it('say the 10% a company withholds in a month above R$ 50.000,00, its tickers together', async () => {
    // March 2026: Petrobras pays R$ 30.000,00 on PETR4 and R$ 25.000,00 on PETR3, each with its 10% withheld as the
    // broker's statement shows: R$ 55.000,00 > R$ 50.000,00, so 10% of all of it, R$ 5.500,00. Itaúsa pays exactly
    // R$ 50.000,00: nothing withheld. Net received: R$ 27.000,00 + R$ 22.500,00 + R$ 50.000,00 = R$ 99.500,00.
    await fakeClockAt(ctx, '2026-11-05T15:00:00Z');
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const broker = (await as.post('/accounts', { name: 'Corretora XP', type: 'investment' })).body.data;
    const bought = async (ticker: string) => {
      const res = await as.post('/variable-income/trades', {
        accountId: broker.id,
        ticker,
        kind: 'acao',
        side: 'compra',
        date: '2025-01-06',
        quantity: 100,
        price: 10,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.holdingId as number;
    };
    for (const [ticker, amount, withheld, date] of [
      ['PETR4', 30000, 3000, '2026-03-16'],
      ['PETR3', 25000, 2500, '2026-03-16'],
      ['ITSA4', 50000, 0, '2026-03-16'],
      // 2025: R$ 60.000,00 in a month, before the law: nothing withheld.
      ['VALE3', 60000, 0, '2025-08-15'],
    ] as const) {
      const res = await as.post('/variable-income/incomes', {
        holdingId: await bought(ticker),
        kind: 'dividendo',
        date,
        amount,
        withheld,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const { income } = (await as.get('/income-tax', { ano: 2026 })).body.data;
    const dividends = income.exempt.find(
      (i: { label: string }) => i.label === 'Lucros e dividendos recebidos',
    );
    expect(dividends.total).toBe(99500);
    expect(dividends.note).toContain('PETR em 03/2026: R$ 5.500,00 de R$ 55.000,00.');
    expect(dividends.note).not.toContain('ITSA');
    // 2025 had no withholding: its R$ 60.000,00 without a note.
    const before = (await as.get('/income-tax', { ano: 2025 })).body.data.income.exempt;
    expect(before.find((i: { label: string }) => i.label === 'Lucros e dividendos recebidos')).toEqual({
      label: 'Lucros e dividendos recebidos',
      total: 60000,
    });
  });
});

describe('instrução, per person', () => {
  it('each person deducts up to the limit: the titular’s school and a dependent’s, set by payee; kept by a backup', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = (await as.post('/accounts', { name: 'Itaú', type: 'checking' })).body.data;
    const educacao = await categoryId(as, 'Educação', 'despesa');
    await as.put('/income-tax/years', { ano: 2025, dependents: 1 });
    // The titular's course: 3 × 1.500,00 = 4.500,00; the child's school: 2 × 1.000,00 = 2.000,00.
    for (const date of ['2025-02-10', '2025-03-10', '2025-04-10']) {
      await row(as, {
        accountId: account.id,
        amount: 1500,
        date,
        categoryId: educacao,
        payeeName: 'Faculdade Alfa',
      });
    }
    for (const date of ['2025-02-05', '2025-03-05']) {
      await row(as, {
        accountId: account.id,
        amount: 1000,
        date,
        categoryId: educacao,
        payeeName: 'Escola Beta',
      });
    }
    const group = async (person: TestUser = user) =>
      (await actingAs(ctx, person).get('/income-tax', { ano: 2025 })).body.data.payments.find(
        (g: { code: string }) => g.code === '01',
      );
    // All the titular's by default: 6.500,00 paid, one limit of 3.561,50.
    expect(await group()).toMatchObject({ total: 6500, deductible: 3561.5 });

    const escola = (await as.get('/payees', { q: 'Escola Beta' })).body.data[0].id;
    const set = await as.put('/income-tax/beneficiaries', { payee_id: escola, person: 1 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // The titular's 4.500,00 up to 3.561,50, and the dependent's 2.000,00 whole: 5.561,50.
    const after = await group();
    expect(after).toMatchObject({ total: 6500, deductible: 5561.5 });
    expect(after.lines.map((l: { name: string; person: number }) => [l.name, l.person])).toEqual([
      ['Faculdade Alfa', 0],
      ['Escola Beta', 1],
    ]);

    const wrong = await as.put('/income-tax/beneficiaries', { payee_id: escola, person: 31 });
    expect(wrong.body.error.message).toBe('Escolha o titular ou um dependente (1 a 30)');
    const other = actingAs(ctx, await createUser(ctx));
    expect((await other.put('/income-tax/beneficiaries', { payee_id: escola, person: 1 })).status).toBe(404);

    const backup = await as.get('/export');
    const copy = await createUser(ctx, { starterCategories: true });
    expect((await restoreBook(ctx, copy, JSON.stringify(backup.body))).statusCode).toBe(200);
    expect(await group(copy)).toMatchObject({ deductible: 5561.5 });

    // Back to the titular: one limit again.
    await as.put('/income-tax/beneficiaries', { payee_id: escola, person: 0 });
    expect(await group()).toMatchObject({ deductible: 3561.5 });
  });
});

describe('rows however they arrive', () => {
  /** A statement as a bank's CSV (date dd/mm/yyyy; text; signed amount). */
  const statement = (lines: Array<[string, string, string]>) =>
    ['Data;Descrição;Valor', ...lines.map((l) => l.join(';'))].join('\n');

  it('a consultation typed then its bank line, a statement line then the same file again, a fixed item paid: each counted once', async () => {
    await fakeClockAt(ctx, '2025-06-15T15:00:00Z');
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = (await as.post('/accounts', { name: 'Itaú', type: 'checking' })).body.data;
    const saude = await categoryId(as, 'Saúde', 'despesa');
    const educacao = await categoryId(as, 'Educação', 'despesa');
    const rule = await as.post('/rules', {
      name: 'Laboratório',
      conditions: [{ field: 'description', operator: 'contains', value: 'laboratorio' }],
      actions: { category_id: saude },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);

    // Typed first, then the bank's line of it: matched, not a second row.
    await row(as, {
      accountId: account.id,
      amount: 450,
      date: '2025-04-02',
      categoryId: saude,
      payeeName: 'Dra. Ana Souza',
    });
    const settings = { defaultAccountId: account.id };
    const first = await uploadStatement(
      ctx,
      user,
      {
        content: statement([
          ['03/04/2025', 'PIX ANA SOUZA', '-450,00'],
          ['10/04/2025', 'LABORATORIO VIDA', '-120,00'],
        ]),
      },
      settings,
    );
    expect(first.body.data).toMatchObject({ inserted: 1, matched: 1 });
    // The statement's laboratory line came by the rule; the same file again writes nothing.
    const again = await uploadStatement(
      ctx,
      user,
      {
        content: statement([
          ['03/04/2025', 'PIX ANA SOUZA', '-450,00'],
          ['10/04/2025', 'LABORATORIO VIDA', '-120,00'],
        ]),
      },
      settings,
    );
    expect(again.body.data).toMatchObject({ inserted: 0, matched: 0, duplicates: 2 });

    // A fixed school fee, paid with 'Pagar' in June.
    const fee = await as.post('/recurring', {
      account_id: account.id,
      amount: 1200,
      description: 'Mensalidade escola',
      due_day: 10,
      category_id: educacao,
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    expect((await as.post('/fixed-expenses/confirm', { id: fee.body.data.id })).status).toBe(200);

    const { payments } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    const group = (code: string) => payments.find((g: { code: string }) => g.code === code);
    // 450,00 typed (its bank line kept on it) + 120,00 from the statement, once each.
    expect(group('10')).toMatchObject({ total: 570 });
    expect(group('10').lines.map((l: { name: string | null; count: number }) => [l.name, l.count])).toEqual([
      ['Dra. Ana Souza', 1],
      [null, 1],
    ]);
    expect(group('01')).toMatchObject({ total: 1200, deductible: 1200 });
  });
});

describe('pendências of incomes', () => {
  it('a salary whose employer has no CNPJ and a rent with no payee are listed; no comprovante is asked of them', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = (await as.post('/accounts', { name: 'Itaú', type: 'checking' })).body.data;
    const salario = await categoryId(as, 'Salário', 'receita');
    const aluguel = await categoryId(as, 'Aluguel recebido', 'receita');
    await mapCategory(as, aluguel, 'carne_leao');
    await row(as, {
      accountId: account.id,
      type: 'RECEITA',
      amount: 7500,
      date: '2025-03-05',
      categoryId: salario,
      payeeName: 'Tech Soluções',
      description: 'Salário março',
    });
    await row(as, {
      accountId: account.id,
      type: 'RECEITA',
      amount: 2800,
      date: '2025-03-10',
      categoryId: aluguel,
      description: 'Aluguel março',
    });
    const { pending } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(pending.count).toBe(2);
    expect(
      pending.rows.map((r: { description: string; code: string; missing: string[] }) => [
        r.description,
        r.code,
        r.missing,
      ]),
    ).toEqual([
      ['Salário março', 'tributavel_pj', ['documento']],
      ['Aluguel março', 'carne_leao', ['favorecido']],
    ]);
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
