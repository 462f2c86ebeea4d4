import { describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import { HOUSEHOLD_MESSAGES, type Settlement } from '../../../common/contract/household';
import { actingAs, createCard, createUser, inBook, succeeded, type TestUser } from '../../test/factories';
import { casaOfAnaAndBia } from '../../test/fixtures/casa';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

interface Row {
  id: number;
  paid_by: number | null;
  share_mode: string | null;
  shares: Array<{ userId: number; name: string; amount: number }>;
}

const november = { from: '2026-11-01', to: '2026-11-30' };
type As = ReturnType<typeof actingAs>;

async function rows(as: As): Promise<Row[]> {
  return (await as.get('/transactions', { ...november, limit: 50 })).body.data.items as Row[];
}

const people = (row: Pick<Row, 'paid_by' | 'share_mode' | 'shares'>) => ({
  paid_by: row.paid_by,
  share_mode: row.share_mode,
  shares: row.shares,
});

describe("POST /transactions' share: an expense of a shared book divided as it is recorded", () => {
  it('gives, in each mode, the parts that recording it and then PUT /transactions/share give', async () => {
    const { ana, bia, book, asAna, asBia, joint } = await casaOfAnaAndBia(ctx);
    await succeeded(
      actingAs(ctx, ana).put('/books/members/income', { bookId: book, userId: ana.id, income: 6000 }),
    );
    await succeeded(
      actingAs(ctx, bia).put('/books/members/income', { bookId: book, userId: bia.id, income: 4000 }),
    );
    const expense = { date: '2026-11-10', type: 'DESPESA', accountId: joint.id };
    const cases = [
      [100.01, { payerId: ana.id, mode: 'equal' }],
      [100.01, { payerId: bia.id, mode: 'equal', userIds: [ana.id, bia.id] }],
      [
        80,
        {
          payerId: bia.id,
          mode: 'parts',
          parts: [
            { userId: bia.id, amount: 50 },
            { userId: ana.id, amount: 30 },
          ],
        },
      ],
      [2500.01, { payerId: ana.id, mode: 'income' }],
      [42, { payerId: bia.id, mode: null }],
    ] as const;
    for (const [amount, share] of cases) {
      const atOnce = await succeeded<Row>(
        asBia.post('/transactions', { ...expense, amount, description: 'De uma vez', share }),
      );
      const later = await succeeded<Row>(
        asBia.post('/transactions', { ...expense, amount, description: 'Depois' }),
      );
      const shared = await succeeded<Row>(asAna.put('/transactions/share', { id: later.id, ...share }));
      expect(people(atOnce), JSON.stringify(share)).toEqual(people(shared));
      const listed = (await rows(asAna)).find((r) => r.id === atOnce.id)!;
      expect(people(listed)).toEqual(people(shared));
    }
    const first = (await rows(asAna)).filter((r) => r.share_mode === 'equal' && r.paid_by === ana.id);
    expect(first[0]!.shares.map((s) => [s.name, s.amount])).toEqual([
      ['Ana', 50.01],
      ['Bia', 50],
    ]);
    // The acerto counts each pair alike: per pair Ana is owed 50,00 - 50,01 - 30,00 + 1.000,00 (the income's odd cent
    // is hers: 60% of 2.500,01 is 1.500,006).
    const settlement = await succeeded<Settlement>(asAna.get('/settlement', november));
    expect(settlement.members.map((m) => [m.name, m.balance])).toEqual([
      ['Ana', 1939.98],
      ['Bia', -1939.98],
    ]);
  });

  it('refuses a division that cannot be, in Portuguese, before writing anything', async () => {
    const { ana, bia, book, asAna, joint } = await casaOfAnaAndBia(ctx);
    const outsider = await createUser(ctx, { name: 'Caio' });
    const card = await createCard(ctx, inBook(ana, book));
    const expense = {
      amount: 80,
      date: '2026-11-10',
      type: 'DESPESA',
      accountId: joint.id,
      description: 'Luz',
      payeeName: 'Companhia de Luz',
      tagNames: ['casa'],
    };
    const refused = [
      [
        {
          ...expense,
          share: {
            payerId: bia.id,
            mode: 'parts',
            parts: [
              { userId: ana.id, amount: 30 },
              { userId: bia.id, amount: 49 },
            ],
          },
        },
        400,
        'As partes somam R$ 79,00, mas a despesa é de R$ 80,00.',
      ],
      [
        { ...expense, share: { payerId: ana.id, mode: 'equal', userIds: [ana.id, outsider.id] } },
        404,
        BOOK_MESSAGES.memberNotFound,
      ],
      [
        {
          ...expense,
          share: {
            payerId: ana.id,
            mode: 'parts',
            parts: [
              { userId: ana.id, amount: 40 },
              { userId: outsider.id, amount: 40 },
            ],
          },
        },
        404,
        BOOK_MESSAGES.memberNotFound,
      ],
      [{ ...expense, share: { payerId: outsider.id, mode: null } }, 404, BOOK_MESSAGES.memberNotFound],
      [
        { ...expense, share: { payerId: ana.id, mode: 'income' } },
        400,
        'Informe a renda de Ana e Bia no livro para dividir pela renda.',
      ],
      [
        { ...expense, type: 'RECEITA', share: { payerId: ana.id, mode: 'equal' } },
        400,
        HOUSEHOLD_MESSAGES.notAnExpense,
      ],
      [
        { ...expense, accountId: card.id, installments: 3, share: { payerId: ana.id, mode: 'equal' } },
        400,
        HOUSEHOLD_MESSAGES.installmentsNotShared,
      ],
      [
        { ...expense, share: { payerId: ana.id, mode: 'de cabeça' } },
        400,
        'Escolha como dividir: em partes iguais, por valores ou pela renda',
      ],
    ] as const;
    for (const [body, status, message] of refused) {
      const res = await asAna.post('/transactions', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body.share)).toEqual([status, message]);
    }
    expect(await rows(asAna)).toEqual([]);
    expect((await asAna.get('/payees')).body.data).toEqual([]);
    expect((await asAna.get('/tags')).body.data).toEqual([]);

    // In a personal book there is no one to divide with: nothing is written there either.
    const own = actingAs(ctx, ana as TestUser);
    const mine = await succeeded(own.post('/accounts', { name: 'Minha', type: 'checking' }));
    const personal = await own.post('/transactions', {
      ...expense,
      accountId: mine.id,
      share: { payerId: ana.id, mode: 'equal' },
    });
    expect([personal.status, personal.body.error?.message]).toEqual([400, HOUSEHOLD_MESSAGES.sharedOnly]);
    expect(await rows(own)).toEqual([]);
    expect((await own.get('/payees')).body.data).toEqual([]);
  });
});
