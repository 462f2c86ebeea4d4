// Who reads a payee's CPF in full (server/features/shared/full-documents.ts): the Imposto de Renda's files, the
// backup and the payees' search, asked by a dono, an editor, a leitor and the dono's tokens.
import { describe, expect, it } from 'vitest';
import { download } from '../../test/attachment-files';
import {
  actingAs,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { categoryId, payee, row } from '../../test/income-tax-family';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const CPF = '529.982.247-25';
const MASKED = '***.982.247-**';
const CNPJ = '11.444.777/0001-61';

type Asker = Pick<TestUser, 'token' | 'book'>;

/** A shared book whose doctor has a CPF and whose school a CNPJ, each paid in 2025; its dono, editor and leitor. */
async function bookWithCpf() {
  const owner = await createUser(ctx);
  const editor = await createUser(ctx);
  const reader = await createUser(ctx);
  const bookId = await createSharedBook(ctx, owner);
  await joinBook(ctx, owner, editor, bookId, 'editor');
  await joinBook(ctx, owner, reader, bookId, 'leitor');
  const as = actingAs(ctx, inBook(owner, bookId));
  const account = (await as.post('/accounts', { name: 'Conta da casa', type: 'checking' })).body.data;
  await payee(as, 'Dra. Ana Souza', CPF);
  await payee(as, 'Escola Nova', CNPJ);
  const saude = await categoryId(as, 'Saúde', 'despesa');
  const educacao = await categoryId(as, 'Educação', 'despesa');
  await row(as, {
    accountId: account.id,
    amount: 450,
    date: '2025-04-02',
    categoryId: saude,
    payeeName: 'Dra. Ana Souza',
  });
  await row(as, {
    accountId: account.id,
    amount: 900,
    date: '2025-05-02',
    categoryId: educacao,
    payeeName: 'Escola Nova',
  });
  return {
    owner,
    bookId,
    dono: inBook(owner, bookId),
    editor: inBook(editor, bookId),
    leitor: inBook(reader, bookId),
  };
}

/** The dono's personal access token for the book, reading only or writing too. */
async function tokenOf(owner: TestUser, bookId: number, scope: 'leitura' | 'escrita'): Promise<Asker> {
  const res = await actingAs(ctx, owner).post('/me/tokens', {
    name: `Planilha ${scope}`,
    scope,
    bookIds: [bookId],
    expiresInDays: 30,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.data.secret as string, book: bookId };
}

async function paymentsCsv(asker: Asker): Promise<string> {
  const res = await download(ctx, asker, '/api/v1/income-tax/csv?ano=2025&grupo=pagamentos');
  expect(res.status, res.bytes.toString()).toBe(200);
  return res.bytes.toString('utf8');
}

async function backupPayees(asker: Asker): Promise<Record<string, string | null>> {
  const res = await download(ctx, asker, '/api/v1/export');
  expect(res.status, res.bytes.toString()).toBe(200);
  const doc = JSON.parse(res.bytes.toString('utf8')) as {
    payees: Array<{ name: string; document: string | null }>;
  };
  return Object.fromEntries(doc.payees.map((p) => [p.name, p.document]));
}

async function payeesFound(asker: Asker, q: string): Promise<string[]> {
  const res = await actingAs(ctx, asker).get('/payees', { q });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Array<{ name: string }>).map((p) => p.name);
}

describe('issue 75: "a leitor or read-only token gets full CPFs from the IR CSV and the backup though the API masks them, and a search by a guessed full CPF confirms it"', () => {
  it('the dono, an editor and a writing token get the CPF in full; a leitor and a read-only token get it masked, in the CSV and the PDF', async () => {
    const { owner, bookId, dono, editor, leitor } = await bookWithCpf();
    const writing = await tokenOf(owner, bookId, 'escrita');
    const reading = await tokenOf(owner, bookId, 'leitura');
    for (const [who, asker] of [
      ['dono', dono],
      ['editor', editor],
      ['escrita', writing],
    ] as const) {
      const csv = await paymentsCsv(asker);
      expect(csv, who).toContain(`Dra. Ana Souza;${CPF}`);
      expect(csv, who).toContain(`Escola Nova;${CNPJ}`);
    }
    for (const [who, asker] of [
      ['leitor', leitor],
      ['leitura', reading],
    ] as const) {
      const csv = await paymentsCsv(asker);
      expect(csv, who).toContain(`Dra. Ana Souza;${MASKED}`);
      expect(csv, who).not.toContain(CPF);
      // A CNPJ is public: whole for everyone.
      expect(csv, who).toContain(`Escola Nova;${CNPJ}`);
      const pdf = await download(ctx, asker, '/api/v1/income-tax/pdf?ano=2025');
      expect(pdf.status, who).toBe(200);
    }
    // The page masks it for everyone, as before.
    const page = await actingAs(ctx, dono).get('/income-tax', { ano: 2025 });
    expect(JSON.stringify(page.body)).toContain(MASKED);
    expect(JSON.stringify(page.body)).not.toContain(CPF);
  });

  it("a leitor's and a read-only token's backup leave the CPF out and keep the CNPJ; the dono's keeps both", async () => {
    const { owner, bookId, dono, leitor } = await bookWithCpf();
    const reading = await tokenOf(owner, bookId, 'leitura');
    expect(await backupPayees(dono)).toMatchObject({
      'Dra. Ana Souza': '52998224725',
      'Escola Nova': '11444777000161',
    });
    for (const asker of [leitor, reading]) {
      const payees = await backupPayees(asker);
      expect(payees).toMatchObject({ 'Dra. Ana Souza': null, 'Escola Nova': '11444777000161' });
      expect(JSON.stringify(payees)).not.toContain('52998224725');
    }
  });

  it('a guessed full CPF finds the payee for the dono only; a leitor and a read-only token find it by the digits they see', async () => {
    const { owner, bookId, dono, editor, leitor } = await bookWithCpf();
    const reading = await tokenOf(owner, bookId, 'leitura');
    for (const asker of [dono, editor]) {
      expect(await payeesFound(asker, CPF)).toEqual(['Dra. Ana Souza']);
      expect(await payeesFound(asker, '529982')).toEqual(['Dra. Ana Souza']);
    }
    for (const asker of [leitor, reading]) {
      expect(await payeesFound(asker, CPF)).toEqual([]);
      expect(await payeesFound(asker, '52998224725')).toEqual([]);
      // The hidden first and last digits confirm nothing either.
      expect(await payeesFound(asker, '529982')).toEqual([]);
      expect(await payeesFound(asker, '24725')).toEqual([]);
      // What the mask shows, and a CNPJ, still find it; names as before.
      expect(await payeesFound(asker, '982.247')).toEqual(['Dra. Ana Souza']);
      expect(await payeesFound(asker, '11444777')).toEqual(['Escola Nova']);
      expect(await payeesFound(asker, 'Souza')).toEqual(['Dra. Ana Souza']);
    }
  });
});
