import { afterEach, describe, expect, it } from 'vitest';
import { STATEMENT_READING_MESSAGES } from '../../../common/contract/income-tax-statements';
import { INCOME_CONDITIONS } from '../../../common/income-tax-declaration';
import { headersOf, pixPdf } from '../../test/attachment-files';
import { realClock } from '../../test/clock';
import {
  actingAs,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { operatorHeavyPdf } from '../../test/hostile-files/pdf';
import { familyFunds, family as familyOf } from '../../test/income-tax-family';
import { multipart } from '../../test/multipart';
import { statementPdf } from '../../test/statement-pdf';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

async function readInforme(
  user: Pick<TestUser, 'token' | 'book'>,
  bytes: Buffer,
  contentType = 'application/pdf',
) {
  const body = multipart([{ name: 'file', filename: 'informe.pdf', contentType, data: bytes }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/income-tax/informes/leitura',
    headers: { ...headersOf(user), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The second salary of the family's year: Beta's informe, as its PDF prints it. */
const beta = {
  year: 2025,
  payer: { document: '07.976.147/0001-60', name: 'BETA SERVICOS LTDA' },
  taxable: '26.540,00',
  officialPension: '1.451,20',
  withheld: '658,63',
  exempt: { diarias: '1.200,00', indenizacoes: '3.657,20' },
  thirteenth: '2.211,67',
  thirteenthWithheld: '54,86',
};

describe('an informe read from its PDF', () => {
  it('reads the quadros for review; kept, it counts in the family’s year beside the typed salary, and the funds leave the result as it was', async () => {
    const { as, user, broker, itau } = await familyOf(ctx);
    const read = await readInforme(user, await statementPdf(beta));
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({
      draft: {
        ano: 2025,
        payer_name: 'BETA SERVICOS LTDA',
        payer_document: '07.976.147/0001-60',
        taxable: 26540,
        official_pension: 1451.2,
        withheld: 658.63,
        thirteenth: 2211.67,
        thirteenth_withheld: 54.86,
        plr: 0,
        plr_withheld: 0,
        // Quadro 4: diárias 1.200,00 + indenizações 3.657,20.
        exempt: 4857.2,
      },
      notes: [],
    });
    // Nothing was kept by reading.
    expect((await as.get('/income-tax', { ano: 2025 })).body.data.statements).toEqual([]);

    // Acme's informe typed, Beta's as read: the family's two salaries.
    const typed = await as.post('/income-tax/informes', {
      ano: 2025,
      payer_name: 'Acme Ltda',
      payer_document: '11.222.333/0001-81',
      taxable: 110000,
      official_pension: 10800,
      withheld: 14500,
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const kept = await as.post('/income-tax/informes', { ...read.body.data.draft, person: 1 });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const data = (await as.get('/income-tax', { ano: 2025 })).body.data;
    // Taxable: 110.000,00 + 26.540,00 + Carnê-Leão 10.500,00 = 147.040,00. Completo: INSS 10.800,00 + 1.451,20 +
    // dependent 2.275,08 + instrução 3.561,50 + health 4.700,00 + PGBL 15.000,00 (under 12%: 17.644,80) + pensão
    // 1.000,00 = 38.787,78; base 108.252,22 × 27,5% = 29.769,36 − 10.853,78 = 18.915,58. Paid: IRRF 14.500,00 +
    // 658,63 + DARFs 102,44 = 15.261,07; a pagar 3.654,51. Simplificado: 147.040,00 − 16.754,34 = 130.285,66 ×
    // 27,5% = 35.828,56 − 10.853,78 = 24.974,78. The completo, by 6.059,20.
    expect(data.result).toMatchObject({
      taxable: 147040,
      complete: { deductions: 38787.78, base: 108252.22, taxDue: 18915.58, paid: 15261.07, balance: 3654.51 },
      simplified: { taxDue: 24974.78 },
      better: 'completo',
      saving: 6059.2,
    });
    expect(data.income.exempt).toContainEqual({
      label: 'Rendimentos isentos informados pelas fontes pagadoras',
      total: 4857.2,
    });

    await familyFunds(as, broker.id, itau.id);
    const year = (await as.get('/income-tax', { ano: 2025 })).body.data;
    // Exempt, exclusive or taxed in their own DARFs, the funds leave the declaration's result as it was.
    expect(year.result).toEqual(data.result);
    expect(year.income.exempt).toContainEqual({
      label: 'Rendimentos de fundos imobiliários (FII)',
      total: 110,
      note: INCOME_CONDITIONS.fii,
    });
    // The FII's sale: 50 × (R$ 170,00 − R$ 160,00) = R$ 500,00 at 20% whatever the month's sales; the broker's 0,005%
    // of R$ 8.500,00 (R$ 0,43) is not withheld (R$ 1,00 or less): DARF R$ 100,00 by 29/08/2025.
    const july = year.variableIncome.months.find((m: { month: string }) => m.month === '2025-07');
    expect(july.regimes).toEqual([
      expect.objectContaining({ regime: 'fii', sales: 8500, gain: 500, tax: 100 }),
    ]);
    expect(july.darfs).toEqual([
      expect.objectContaining({ code: '6015', irrfOfMonth: 0, pay: 100, dueDate: '2025-08-29' }),
    ]);
    // The fundo's come-cotas (common/come-cotas.test.ts works them): R$ 150,00 in May, R$ 43,88 in November.
    expect(year.comeCotas).toEqual([
      expect.objectContaining({
        ticker: 'FUNDORF',
        rate: '15%',
        tax: 193.88,
        events: [
          expect.objectContaining({ date: '2025-05-30', gain: 1000, tax: 150 }),
          expect.objectContaining({ date: '2025-11-28', gain: 292.5, tax: 43.88 }),
        ],
      }),
    ]);
  });

  it('quadro 5’s "Outros" is read as PLR and said so', async () => {
    const user = await createUser(ctx);
    const read = await readInforme(user, await statementPdf({ ...beta, others: '5.000,00' }));
    expect(read.body.data.draft.plr).toBe(5000);
    expect(read.body.data.notes).toEqual([expect.stringContaining('participação nos lucros (PLR)')]);
  });

  it('refuses what is not an informe’s PDF, in Portuguese; a leitor cannot read one in', async () => {
    const user = await createUser(ctx);
    const notInforme = await readInforme(
      user,
      pixPdf('Comprovante de transferencia Pix para Fulano de Tal, valor R$ 45,90'),
    );
    expect(notInforme.status).toBe(400);
    expect(notInforme.body.error.message).toBe(STATEMENT_READING_MESSAGES.notStatement);
    const notPdf = await readInforme(user, Buffer.from('não sou um PDF'), 'text/plain');
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error.message).toBe(STATEMENT_READING_MESSAGES.notPdf);
    // A PDF built to hold its reader (tens of millions of drawing operators in 400 kB; issue 75's hostile files)
    // costs its sender a 400, as a receipt's does, and the same person is read right after.
    const hostile = await readInforme(user, operatorHeavyPdf());
    expect([hostile.status, hostile.body.error.message]).toEqual([
      400,
      STATEMENT_READING_MESSAGES.unreadable,
    ]);
    const broken = await readInforme(
      user,
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
    );
    expect([broken.status, broken.body.error.message]).toEqual([400, STATEMENT_READING_MESSAGES.unreadable]);
    expect((await readInforme(user, await statementPdf(beta))).status).toBe(200);

    const owner = await createUser(ctx);
    const reader = await createUser(ctx);
    const bookId = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, bookId, 'leitor');
    expect((await readInforme(inBook(reader, bookId), await statementPdf(beta))).status).toBe(403);
    expect((await actingAs(ctx, inBook(owner, bookId)).get('/income-tax', { ano: 2025 })).status).toBe(200);
  });
});
