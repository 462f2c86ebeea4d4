import { afterEach, describe, expect, it } from 'vitest';
import { realClock } from '../../test/clock';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { categoryId } from '../../test/income-tax-family';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

const ACME = { payer_name: 'Acme Ltda', payer_document: '11.222.333/0001-81' };
const informe = { ano: 2025, ...ACME, taxable: 110000, official_pension: 10800, withheld: 14500 };

/**
 * A salary that arrives two ways — January and February by the bank's CSV (its "Favorecido" column naming Acme), March
 * typed — is replaced in the declaration by Acme's informe, whichever of the informe and the file comes first.
 */
async function person() {
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking' });
  const salario = await categoryId(as, 'Salário', 'receita');
  const importFile = async () => {
    const csv = [
      'Data;Descrição;Valor;Categoria;Favorecido',
      `05/01/2025;SALARIO ACME;8.000,00;${salario};Acme Ltda`,
      `05/02/2025;SALARIO ACME;8.000,00;${salario};Acme Ltda`,
    ].join('\r\n');
    const res = await uploadStatement(
      ctx,
      user,
      { content: csv },
      {
        delimiter: ';',
        dateFormat: 'DD/MM/YYYY',
        amountFormat: 'comma',
        defaultType: 'sign',
        defaultAccountId: itau.id,
        mapping: {
          date: 'Data',
          description: 'Descrição',
          amount: 'Valor',
          category: 'Categoria',
          payee: 'Favorecido',
        },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.inserted).toBe(2);
  };
  const typed = async () => {
    const res = await as.post('/transactions', {
      type: 'RECEITA',
      amount: 8000,
      date: '2025-03-05',
      accountId: itau.id,
      categoryId: salario,
      payeeName: 'Acme Ltda',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  const document = async () => {
    const [acme] = (await as.get('/payees', { q: 'Acme' })).body.data;
    expect(
      (await as.put('/payees', { id: acme.id, ...{ name: 'Acme Ltda', document: ACME.payer_document } }))
        .status,
    ).toBe(200);
  };
  return { as, importFile, typed, document };
}

describe('an informe against rows that arrived by a file and typed', () => {
  it.each([
    ['the file and the typed row first, then the informe', ['file', 'typed', 'document', 'informe']],
    ['the informe first, then the file and the typed row', ['informe', 'file', 'document', 'typed']],
  ])('%s: the rows are replaced by the informe, counted once', async (_, order) => {
    const { as, importFile, typed, document } = await person();
    const steps: Record<string, () => Promise<void>> = {
      file: importFile,
      typed,
      document,
      informe: async () => {
        const res = await as.post('/income-tax/informes', informe);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      },
    };
    for (const step of order) await steps[step]!();
    const data = (await as.get('/income-tax', { ano: 2025 })).body.data;
    // Three rows of R$ 8.000,00 — two from the file, one typed — replaced by the informe's R$ 110.000,00.
    expect(data.statements).toEqual([
      expect.objectContaining({ payerName: 'Acme Ltda', rowsReplaced: 24000 }),
    ]);
    expect(data.income.taxable).toEqual([expect.objectContaining({ name: 'Acme Ltda', total: 110000 })]);
    expect(data.result.taxable).toBe(110000);
    expect(data.pending.withoutInforme).toEqual([]);
  });
});
