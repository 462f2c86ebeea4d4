import { describe, expect, it } from 'vitest';
import type { Category } from '../../../common/contract/categories';
import { actingAs, createAccount, createTransaction, createUser, succeeded } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** An Itaú checking account's statement as its CSV export writes it: the first import. */
const itauStatement = [
  'data;lançamento;valor',
  '03/11/2026;UBER *TRIP HELP.UBER.COM;-23,50',
  '04/11/2026;IFD*IFOOD;-58,90',
  '05/11/2026;PAG*CARREFOUR;-312,45',
  '06/11/2026;DROGASIL 1234;-47,80',
  '07/11/2026;VIVO FIBRA SP;-119,99',
  '08/11/2026;PIX RECEBIDO UBER DO BRASIL;150,00',
  '09/11/2026;PADARIA IPE 77;-12,00',
].join('\n');

interface Listed {
  description: string;
  categoria_name: string | null;
}

/** A person as sign-up makes them (the starter categories), with an Itaú account and nothing else. */
async function newPerson() {
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const account = await createAccount(ctx, user, { name: 'Itaú' });
  const categories = (await as.get('/categories')).body.data as Category[];
  const category = (name: string) => categories.find((c) => c.name === name && c.type === 'despesa')!;
  const importStatement = async () => {
    const res = await uploadStatement(
      ctx,
      user,
      { content: itauStatement },
      { defaultAccountId: account.id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const categoryOf = async () => {
    const items = (await as.get('/transactions', { limit: 50 })).body.data.items as Listed[];
    return Object.fromEntries(items.map((r) => [r.description, r.categoria_name]));
  };
  const hints = async () => {
    const rows = itauStatement
      .split('\n')
      .slice(1)
      .map((line) => {
        const [date, description, value] = line.split(';') as [string, string, string];
        const amount = Number(value.replace(',', '.'));
        return {
          date: date.split('/').reverse().join('-'),
          description,
          type: amount < 0 ? 'DESPESA' : 'RECEITA',
          amount: Math.abs(amount),
        };
      });
    const res = await as.post('/transactions/import-hints', { accountId: account.id, rows });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as Array<{ category: { name: string; source: string } | null }>).map((h) =>
      h.category ? `${h.category.name} · ${h.category.source}` : null,
    );
  };
  return { user, as, account, category, importStatement, categoryOf, hints };
}

describe('the well-known merchants ("sugestão padrão")', () => {
  it("a new person's first Itaú import comes categorised, and the preview says it is the default", async () => {
    const person = await newPerson();
    expect(await person.hints()).toEqual([
      'Aplicativos de transporte · padrão',
      'Delivery · padrão',
      'Mercado · padrão',
      'Farmácia · padrão',
      'Contas da casa · padrão',
      // An income from a merchant and an unknown bakery stay without one.
      null,
      null,
    ]);
    expect(await person.importStatement()).toMatchObject({
      inserted: 7,
      ruled: 0,
      suggested: 0,
      standard: 5,
    });
    expect(await person.categoryOf()).toEqual({
      'UBER *TRIP HELP.UBER.COM': 'Aplicativos de transporte',
      'IFD*IFOOD': 'Delivery',
      'PAG*CARREFOUR': 'Mercado',
      'DROGASIL 1234': 'Farmácia',
      'VIVO FIBRA SP': 'Contas da casa',
      'PIX RECEBIDO UBER DO BRASIL': null,
      'PADARIA IPE 77': null,
    });
  });

  it("a newcomer's bills, rides, salary and interest land in the starter subcategories and incomes", async () => {
    const person = await newPerson();
    const statement = [
      'data;lançamento;valor',
      '01/11/2026;TED 237 0001 ACME COMERCIO LTDA SALARIO;5.200,00',
      '02/11/2026;PIX RECEBIDO FOLHA SALARIO NOV;300,00',
      '03/11/2026;RENDIMENTO POUPANCA;12,34',
      '04/11/2026;REND PAGO APLIC AUT MAIS;3,21',
      '05/11/2026;ENEL DISTRIBUICAO SP;-187,40',
      '06/11/2026;SABESP 0012345;-96,10',
      '07/11/2026;COMGAS;-54,00',
      '08/11/2026;99APP *99APP;-18,00',
      '09/11/2026;PAG*MCDONALDS;-39,90',
      '10/11/2026;PAGTO SALARIO DIARISTA;-400,00',
    ].join('\n');
    const res = await uploadStatement(
      ctx,
      person.user,
      { content: statement },
      { defaultAccountId: person.account.id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 10, standard: 9 });
    expect(await person.categoryOf()).toEqual({
      'TED 237 0001 ACME COMERCIO LTDA SALARIO': 'Salário',
      'PIX RECEBIDO FOLHA SALARIO NOV': 'Salário',
      'RENDIMENTO POUPANCA': 'Rendimentos',
      'REND PAGO APLIC AUT MAIS': 'Rendimentos',
      'ENEL DISTRIBUICAO SP': 'Energia',
      'SABESP 0012345': 'Água e esgoto',
      // Gas has no subcategory of its own: the parent.
      COMGAS: 'Contas da casa',
      '99APP *99APP': 'Aplicativos de transporte',
      // A restaurant is not a delivery.
      'PAG*MCDONALDS': 'Restaurantes',
      // A salary paid is an expense the incomes do not name.
      'PAGTO SALARIO DIARISTA': null,
    });
    const ask = async (query: Record<string, string>) =>
      (await person.as.get('/suggestions', query)).body.data;
    expect(await ask({ description: 'TED 001 ACME SALARIO', type: 'RECEITA' })).toMatchObject({
      basis: 'merchant',
      category: { name: 'Salário' },
    });
  });

  it("the person's rule wins over the default", async () => {
    const person = await newPerson();
    await succeeded(
      person.as.post('/rules', {
        name: 'Uber é trabalho',
        conditions: [{ field: 'description', operator: 'contains', value: 'UBER' }],
        actions: { category_id: person.category('Impostos e taxas').id },
      }),
    );
    expect((await person.hints())[0]).toBe('Impostos e taxas · regra');
    // The rule also matches the income from Uber; the other four expenses still get the default.
    expect(await person.importStatement()).toMatchObject({ ruled: 2, standard: 4 });
    expect((await person.categoryOf())['UBER *TRIP HELP.UBER.COM']).toBe('Impostos e taxas');
  });

  it("the person's history wins over the default", async () => {
    const person = await newPerson();
    await createTransaction(ctx, person.user, person.account.id, {
      description: 'UBER *TRIP 4321',
      categoryId: person.category('Viagens').id,
      date: '2026-10-20',
    });
    expect((await person.hints())[0]).toBe('Viagens · histórico');
    expect(await person.importStatement()).toMatchObject({ suggested: 1, standard: 4 });
    expect((await person.categoryOf())['UBER *TRIP HELP.UBER.COM']).toBe('Viagens');
  });

  it('a category the person deleted or renamed gets nothing; one they created is preferred', async () => {
    const person = await newPerson();
    await succeeded(person.as.delete('/categories', { id: person.category('Farmácia').id }));
    await succeeded(person.as.delete('/categories', { id: person.category('Saúde').id }));
    await succeeded(person.as.put('/categories', { id: person.category('Mercado').id, nome: 'Feira' }));
    await succeeded(person.as.post('/categories', { nome: 'Telefone e internet', tipo: 'despesa' }));
    expect(await person.importStatement()).toMatchObject({ standard: 3 });
    expect(await person.categoryOf()).toMatchObject({
      'PAG*CARREFOUR': null,
      'DROGASIL 1234': null,
      'VIVO FIBRA SP': 'Telefone e internet',
    });
  });

  it('turned off with the history suggestions', async () => {
    const person = await newPerson();
    const res = await uploadStatement(
      ctx,
      person.user,
      { content: itauStatement },
      { defaultAccountId: person.account.id, suggestCategories: false },
    );
    expect(res.body.data).toMatchObject({ inserted: 7, standard: 0 });
    expect(Object.values(await person.categoryOf()).every((name) => name === null)).toBe(true);
  });

  it('the new-transaction form is offered the default when history says nothing', async () => {
    const person = await newPerson();
    const ask = async (query: Record<string, string>) =>
      (await person.as.get('/suggestions', query)).body.data;
    expect(await ask({ description: 'UBER *TRIP HELP.UBER.COM', type: 'DESPESA' })).toEqual({
      basis: 'merchant',
      merchant: 'Uber',
      matches: 0,
      category: {
        id: person.category('Aplicativos de transporte').id,
        name: 'Aplicativos de transporte',
        count: 0,
      },
      payee: null,
      tags: [],
    });
    expect((await ask({ description: 'Netflix.com' })).category.name).toBe('Assinaturas');
    // Not for an income, not for a near miss, not for another person's categories.
    expect((await ask({ description: 'UBER', type: 'RECEITA' })).basis).toBeNull();
    expect((await ask({ description: 'CLAROS MOVEIS', type: 'DESPESA' })).basis).toBeNull();
    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.get('/suggestions', { description: 'UBER TRIP' })).body.data.basis).toBeNull();
    // Once the person has filed a ride, history speaks instead.
    await createTransaction(ctx, person.user, person.account.id, {
      description: 'UBER TRIP',
      categoryId: person.category('Viagens').id,
    });
    expect(await ask({ description: 'UBER TRIP 99', type: 'DESPESA' })).toMatchObject({
      basis: 'description',
      category: { name: 'Viagens' },
    });
  });
});
