import { describe, expect, it } from 'vitest';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

// Documents made for tests with valid check digits (123.456.789-09 is the Receita's own example of a CPF).
describe('payees with a CPF or CNPJ', () => {
  it('keeps a CPF shown masked and a CNPJ in full; refuses a wrong one in Portuguese before writing', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const doctor = await as.post('/payees', { name: 'Dra. Ana Souza', document: '123.456.789-09' });
    expect(doctor.status, JSON.stringify(doctor.body)).toBe(201);
    expect(doctor.body.data).toMatchObject({
      name: 'Dra. Ana Souza',
      document: '***.456.789-**',
      document_kind: 'cpf',
    });
    const clinic = await as.post('/payees', { name: 'Clínica Boa Saúde', document: '11222333000181' });
    expect(clinic.body.data).toMatchObject({ document: '11.222.333/0001-81', document_kind: 'cnpj' });
    const school = await as.post('/payees', { name: 'Escola Nova', document: '12.abc.345/01de-35' });
    expect(school.body.data).toMatchObject({ document: '12.ABC.345/01DE-35', document_kind: 'cnpj' });

    const wrong = await as.post('/payees', { name: 'Dentista', document: '123.456.789-00' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('CPF ou CNPJ inválido: confira os números.');
    const short = await as.post('/payees', { name: 'Dentista', document: '1234' });
    expect(JSON.stringify(short.body)).toContain('Informe um CPF (11 números) ou um CNPJ (14 caracteres).');
    const names = ((await as.get('/payees')).body.data as Array<{ name: string }>).map((p) => p.name);
    expect(names).toEqual(['Clínica Boa Saúde', 'Dra. Ana Souza', 'Escola Nova']);
  });

  it('a rename keeps the document; a new one replaces it; empty clears it; another book’s payee is absent', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { id } = (await as.post('/payees', { name: 'Psicóloga', document: '12345678909' })).body.data;
    expect((await as.put('/payees', { id, name: 'Psicóloga Maria' })).body.data).toMatchObject({
      name: 'Psicóloga Maria',
      document: '***.456.789-**',
    });
    expect(
      (await as.put('/payees', { id, name: 'Psicóloga Maria', document: '11.222.333/0001-81' })).body.data,
    ).toMatchObject({ document: '11.222.333/0001-81' });
    expect((await as.put('/payees', { id, name: 'Psicóloga Maria', document: '' })).body.data).toMatchObject({
      document: null,
      document_kind: null,
    });
    await as.post('/payees', { name: 'Dentista' });
    const taken = await as.put('/payees', { id, name: 'dentista' });
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain('Já existe um favorecido com este nome');
    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.put('/payees', { id, name: 'Outro', document: '12345678909' })).status).toBe(404);
    expect((await as.get('/payees')).body.data[1]).toMatchObject({ name: 'Psicóloga Maria', document: null });
  });

  it('is found by a part of its name (accents aside) or of its document', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    await as.post('/payees', { name: 'Clínica Boa Saúde', document: '11.222.333/0001-81' });
    await as.post('/payees', { name: 'Dra. Ana Souza', document: '123.456.789-09' });
    await as.post('/payees', { name: 'Padaria 100%' });
    const found = async (q: string) =>
      ((await as.get('/payees', { q })).body.data as Array<{ name: string }>).map((p) => p.name);
    expect(await found('clinica')).toEqual(['Clínica Boa Saúde']);
    expect(await found('11.222.333')).toEqual(['Clínica Boa Saúde']);
    expect(await found('456789')).toEqual(['Dra. Ana Souza']);
    expect(await found('100%')).toEqual(['Padaria 100%']);
    expect(await found('%')).toEqual(['Padaria 100%']);
  });

  it("a receipt's CNPJ sent with a new row is kept on its payee, never replacing one; a wrong one writes nothing", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const row = { accountId: account.id, type: 'DESPESA', amount: 250, date: '2026-11-20' };
    const first = await as.post('/transactions', {
      ...row,
      payeeName: 'Clínica Boa Saúde',
      payee_document: '11.222.333/0001-81',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await as.post('/transactions', {
      ...row,
      payeeName: 'Clínica Boa Saúde',
      payee_document: '12.ABC.345/01DE-35',
    });
    expect(again.status).toBe(201);
    const wrong = await as.post('/transactions', {
      ...row,
      payeeName: 'Outra',
      payee_document: '11222333000180',
    });
    expect(wrong.status).toBe(400);
    expect((await as.get('/payees')).body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Clínica Boa Saúde',
        document: '11.222.333/0001-81',
        document_kind: 'cnpj',
      },
    ]);
    expect((await as.get('/transactions')).body.data.items).toHaveLength(2);
  });

  it('travels in the book backup: restored, the documents are there', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    await as.post('/payees', { name: 'Clínica Boa Saúde', document: '11.222.333/0001-81' });
    await as.post('/payees', { name: 'Sem documento' });
    const backup = await as.get('/export');
    expect(backup.status).toBe(200);
    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(backup.body));
    expect(restored.statusCode, restored.body).toBe(200);
    const payees = (await actingAs(ctx, copy).get('/payees')).body.data;
    expect(payees.map((p: { name: string; document: string | null }) => [p.name, p.document])).toEqual([
      ['Clínica Boa Saúde', '11.222.333/0001-81'],
      ['Sem documento', null],
    ]);
    // A file whose document fails its check digits is refused, nothing written.
    const tampered = structuredClone(backup.body);
    tampered.payees[0].document = '11222333000180';
    const refused = await restoreBook(ctx, await createUser(ctx), JSON.stringify(tampered));
    expect(refused.statusCode).toBe(400);
  });
});
