import { afterEach, describe, expect, it } from 'vitest';
import { restoreBook } from '../../test/book-restore';
import { fakeClockAt, realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
} from '../../test/factories';
import { categoryId, family as familyOf, row } from '../../test/income-tax-family';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

/**
 * The declaration's result of the family of server/test/income-tax-family.ts (2025): salary rows of R$ 8.000,00 a
 * month from Acme (R$ 96.000,00, net), rent of R$ 10.500,00 by Carnê-Leão (its DARFs R$ 62,68 and R$ 39,76, worked
 * in income-tax.test.ts), one dependent, health R$ 4.700,00 (900 + 1.200 + 2.600), instrução R$ 5.000,00 of one
 * person, PGBL R$ 15.000,00, pensão R$ 1.000,00. The 2025 annual table: above R$ 55.976,16, 27,5% less R$ 10.853,78.
 * Every figure below is worked by hand in its comment.
 */
const family = () => familyOf(ctx);

/** Acme's informe: gross salary, INSS, IRRF, and the 13º with its own IRRF. */
const acme = {
  ano: 2025,
  payer_name: 'Acme Ltda',
  payer_document: '11.222.333/0001-81',
  taxable: 110000,
  official_pension: 10800,
  withheld: 14500,
  thirteenth: 9166.67,
  thirteenth_withheld: 1300,
};

describe('the declaration’s result, 2025', () => {
  it('from the rows alone: both models, the better named, and what is left to pay', async () => {
    const { as } = await family();
    const data = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(data.statements).toEqual([]);
    // Taxable: 96.000,00 + 10.500,00 = 106.500,00.
    // Completo: dependents 2.275,08 + instrução 3.561,50 (the limit) + health 4.700,00 + PGBL 12.780,00 (12% of
    // 106.500,00; no informe says there is no INSS) + pensão 1.000,00 = 24.316,58; base 82.183,42 × 27,5% =
    // 22.600,44 − 10.853,78 = 11.746,66. Paid: the Carnê-Leão's DARFs 62,68 + 39,76 = 102,44; a pagar 11.644,22.
    // Simplificado: 20% is 21.300,00, capped at 16.754,34; base 89.745,66 × 27,5% = 24.680,06 − 10.853,78 =
    // 13.826,28; a pagar 13.723,84. The completo is better by 2.079,62.
    expect(data.result).toMatchObject({
      taxable: 106500,
      complete: {
        deductions: 24316.58,
        base: 82183.42,
        taxByTable: 11746.66,
        taxDue: 11746.66,
        paid: 102.44,
        balance: 11644.22,
        parts: {
          officialPension: 0,
          dependents: 2275.08,
          instruction: 3561.5,
          health: 4700,
          privatePension: 12780,
          alimony: 1000,
        },
      },
      simplified: { deductions: 16754.34, base: 89745.66, taxDue: 13826.28, paid: 102.44, balance: 13723.84 },
      better: 'completo',
      saving: 2079.62,
      inputs: {
        taxableFromStatements: 0,
        taxableFromRows: 96000,
        carneLeaoIncome: 10500,
        withheld: 0,
        carneLeaoPaid: 102.44,
        carneLeaoPaidTyped: false,
        dependents: 1,
        contributesToOfficialPension: true,
      },
    });
    expect(data.result.source).toContain('IRPF 2026');
    expect(data.income.taxable).toMatchObject([{ name: 'Acme Ltda', total: 96000, statementId: null }]);
    // Acme's informe not given is a pendência: the rows hold the money received net, not the gross, INSS and IRRF.
    expect(data.pending.withoutInforme).toEqual([data.income.taxable[0]]);
  });

  it('an informe replaces its source’s rows: a restituir by the completo, the 13º apart', async () => {
    const { as } = await family();
    const made = await as.post('/income-tax/informes', acme);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      year: 2025,
      person: 0,
      payerName: 'Acme Ltda',
      payerDocument: '11.222.333/0001-81',
      payerDocumentKind: 'cnpj',
      taxable: 110000,
      officialPension: 10800,
      withheld: 14500,
      thirteenth: 9166.67,
      thirteenthWithheld: 1300,
      plr: 0,
      exempt: 0,
      // The twelve salary rows of Acme's CNPJ: the same money, received net.
      rowsReplaced: 96000,
    });
    const data = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(data.statements).toEqual([made.body.data]);
    // The income's list is the informe's figure, not the rows' (the same money, received net), with one total.
    expect(data.income.taxable).toEqual([
      {
        payeeId: null,
        name: 'Acme Ltda',
        document: '11.222.333/0001-81',
        documentKind: 'cnpj',
        total: 110000,
        statementId: made.body.data.id,
      },
    ]);
    expect(data.income.taxableTotal).toBe(110000);
    // Given, it is no longer a pendência.
    expect(data.pending.withoutInforme).toEqual([]);
    expect(data.income.exclusive).toContainEqual({ label: '13º salário', total: 9166.67 });
    // Taxable: 110.000,00 (the informe, not the rows' 96.000,00) + 10.500,00 = 120.500,00.
    // Completo: INSS 10.800,00 + 2.275,08 + 3.561,50 + 4.700,00 + PGBL 14.460,00 (12% of 120.500,00) + 1.000,00 =
    // 36.796,58; base 83.703,42 × 27,5% = 23.018,44 − 10.853,78 = 12.164,66. Paid: IRRF 14.500,00 + 102,44 =
    // 14.602,44 (the 13º's IRRF is exclusive, not counted); 12.164,66 − 14.602,44: a restituir 2.437,78.
    // Simplificado: base 120.500,00 − 16.754,34 = 103.745,66 × 27,5% = 28.530,06 − 10.853,78 = 17.676,28; a pagar
    // 3.073,84. The completo is better by 5.511,62.
    expect(data.result).toMatchObject({
      taxable: 120500,
      complete: { deductions: 36796.58, base: 83703.42, taxDue: 12164.66, paid: 14602.44, balance: -2437.78 },
      simplified: { base: 103745.66, taxDue: 17676.28, balance: 3073.84 },
      better: 'completo',
      saving: 5511.62,
      inputs: { taxableFromStatements: 110000, taxableFromRows: 0, officialPension: 10800, withheld: 14500 },
    });
    // The PGBL's deductible on the payments is the result's: 12% of the same taxable income.
    const pgbl = data.payments.find((g: { code: string }) => g.code === '36');
    expect(pgbl.deductible).toBe(14460);

    // The Carnê-Leão paid, typed (one DARF of 50,00 only): 14.550,00 paid, a restituir 2.385,34; blank goes back.
    const typed = await as.put('/income-tax/years', { ano: 2025, dependents: 1, carne_leao_pago: 50 });
    expect(typed.body.data).toEqual({ ano: 2025, dependents: 1, carne_leao_pago: 50 });
    const after = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(after.carneLeaoPaid).toBe(50);
    expect(after.result.complete).toMatchObject({ paid: 14550, balance: -2385.34 });
    expect(after.result.inputs).toMatchObject({ carneLeaoPaid: 50, carneLeaoPaidTyped: true });
    // Changing the dependents alone keeps what was typed.
    expect((await as.put('/income-tax/years', { ano: 2025, dependents: 1 })).body.data.carne_leao_pago).toBe(
      50,
    );
    await as.put('/income-tax/years', { ano: 2025, dependents: 1, carne_leao_pago: null });
    expect((await as.get('/income-tax', { ano: 2025 })).body.data.result.complete.paid).toBe(14602.44);

    // An informe without INSS says there is no official regime: the PGBL no longer deducts (nor on the payments).
    const edited = await as.put('/income-tax/informes', {
      ...acme,
      id: made.body.data.id,
      official_pension: 0,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const noInss = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(noInss.result.complete.parts).toMatchObject({ officialPension: 0, privatePension: 0 });
    expect(noInss.result.inputs.contributesToOfficialPension).toBe(false);
    expect(noInss.payments.find((g: { code: string }) => g.code === '36').deductible).toBe(0);

    // Deleted, the rows count again.
    expect((await as.delete('/income-tax/informes', { id: made.body.data.id })).status).toBe(200);
    const back = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(back.statements).toEqual([]);
    expect(back.result.taxable).toBe(106500);
  });

  it('refuses bad informes in Portuguese, a second of the same source, and another book’s', async () => {
    const { as } = await family();
    const refused = async (body: Record<string, unknown>, status: number, message: RegExp) => {
      const res = await as.post('/income-tax/informes', body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.message).toMatch(message);
    };
    await refused({ ...acme, payer_document: '11.222.333/0001-00' }, 400, /CNPJ inválido/);
    await refused({ ...acme, payer_document: '' }, 400, /CPF \(11 números\) ou um CNPJ/);
    await refused({ ...acme, payer_name: ' ' }, 400, /nome da fonte pagadora/);
    await refused({ ...acme, withheld: 120000 }, 400, /imposto retido não pode ser maior/);
    await refused({ ...acme, official_pension: 200000 }, 400, /contribuição previdenciária/);
    await refused({ ...acme, taxable: -1 }, 400, /zero ou mais/);
    await refused(
      { ...acme, taxable: 0, official_pension: 0, withheld: 0, thirteenth: 0, thirteenth_withheld: 0 },
      400,
      /ao menos um valor/,
    );
    await refused({ ...acme, ano: 1990 }, 400, /ano-calendário/);
    await refused({ ...acme, person: 31 }, 400, /titular ou um dependente/);
    expect((await as.post('/income-tax/informes', acme)).status).toBe(201);
    await refused({ ...acme, payer_document: '11222333000181' }, 409, /Já há um informe desta fonte/);
    // The same source for a dependent is another informe.
    expect((await as.post('/income-tax/informes', { ...acme, person: 1 })).status).toBe(201);
    const mine = (await as.get('/income-tax', { ano: 2025 })).body.data.statements;
    expect(mine).toHaveLength(2);

    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.put('/income-tax/informes', { ...acme, id: mine[0].id })).status).toBe(404);
    expect((await stranger.delete('/income-tax/informes', { id: mine[0].id })).status).toBe(404);
    expect((await as.get('/income-tax', { ano: 2025 })).body.data.statements).toHaveLength(2);
  });

  it('a leitor reads the informes and the result and changes nothing', async () => {
    const owner = await createUser(ctx);
    const reader = await createUser(ctx);
    const bookId = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, bookId, 'leitor');
    const ownerAs = actingAs(ctx, inBook(owner, bookId));
    const made = await ownerAs.post('/income-tax/informes', { ...acme, payer_document: '529.982.247-25' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const readerAs = actingAs(ctx, inBook(reader, bookId));
    const seen = (await readerAs.get('/income-tax', { ano: 2025 })).body.data;
    // A CPF as every screen shows it; the result from the informe alone: 110.000,00 − INSS 10.800,00 = 99.200,00,
    // × 27,5% = 27.280,00 − 10.853,78 = 16.426,22 by the completo, against the simplificado's 93.245,66 ×
    // 27,5% = 25.642,56 − 10.853,78 = 14.788,78: the simplificado; IRRF 14.500,00, a pagar 288,78.
    expect(seen.statements).toMatchObject([{ payerDocument: '***.982.247-**', payerDocumentKind: 'cpf' }]);
    expect(seen.result).toMatchObject({
      better: 'simplificado',
      complete: { taxDue: 16426.22 },
      simplified: { taxDue: 14788.78, balance: 288.78 },
    });
    expect((await readerAs.post('/income-tax/informes', { ...acme, ano: 2024 })).status).toBe(403);
    expect((await readerAs.put('/income-tax/informes', { ...acme, id: made.body.data.id })).status).toBe(403);
    expect((await readerAs.delete('/income-tax/informes', { id: made.body.data.id })).status).toBe(403);
    expect((await ownerAs.get('/income-tax', { ano: 2025 })).body.data.statements).toHaveLength(1);
  });

  it('a backup holds the informes and the Carnê-Leão typed, and the restore gives the same result', async () => {
    await fakeClockAt(ctx, '2026-03-15T15:00:00Z');
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Itaú', type: 'checking' });
    const salario = await categoryId(as, 'Salário', 'receita');
    for (const date of ['2025-01-05', '2025-02-05'])
      await row(as, {
        accountId: account.id,
        type: 'RECEITA',
        amount: 8000,
        date,
        categoryId: salario,
        payeeName: 'Acme Ltda',
      });
    const acmeId = (await as.get('/payees', { q: 'Acme' })).body.data[0].id;
    await as.put('/payees', { id: acmeId, name: 'Acme Ltda', document: acme.payer_document });
    const informe = {
      ...acme,
      taxable: 20000,
      official_pension: 2000,
      withheld: 500,
      thirteenth: 0,
      thirteenth_withheld: 0,
    };
    expect((await as.post('/income-tax/informes', informe)).status).toBe(201);
    await as.put('/income-tax/years', { ano: 2025, dependents: 0, carne_leao_pago: 50 });
    const before = (await as.get('/income-tax', { ano: 2025 })).body.data;
    // 20.000,00 less INSS 2.000,00 is under the table's first bracket by either model: nothing due; paid 500,00 +
    // 50,00, a restituir 550,00.
    expect(before.result.complete).toMatchObject({ taxDue: 0, paid: 550, balance: -550 });
    expect(before.statements).toMatchObject([{ rowsReplaced: 16000 }]);

    const backup = await as.get('/export');
    expect(backup.status).toBe(200);
    expect(backup.body.incomeTaxStatements).toMatchObject([
      { payerDocument: '11222333000181', taxable: 20000 },
    ]);
    expect(backup.body.incomeTaxYears).toEqual([{ year: 2025, dependents: 0, carneLeaoPaid: 50 }]);
    const copy = await createUser(ctx, { starterCategories: true });
    const restored = await restoreBook(ctx, copy, JSON.stringify(backup.body));
    expect(restored.statusCode, restored.body).toBe(200);
    const after = (await actingAs(ctx, copy).get('/income-tax', { ano: 2025 })).body.data;
    expect(after.result).toEqual(before.result);
    expect(after.statements).toMatchObject([{ payerName: 'Acme Ltda', taxable: 20000, rowsReplaced: 16000 }]);
    expect(after.carneLeaoPaid).toBe(50);
  });
});
