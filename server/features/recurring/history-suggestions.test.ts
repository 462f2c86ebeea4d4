import { afterEach, describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import {
  type FixedSuggestion,
  SUGGESTION_KEY_INVALID_MESSAGE,
  SUGGESTION_KEY_MISSING_MESSAGE,
} from '../../../common/contract/recurring';
import { addDays } from '../../../common/dates';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createCard,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';
import { SUGGESTION_NOT_FOUND } from './suggestions';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** The twelve months read on 27/11/2026: December 2025 to November 2026. */
const YEAR = ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];
/** The salary's 5th business day of each of those months (holidays skipped): from the 5th to the 9th. */
const FIFTH_BUSINESS_DAYS = [5, 8, 6, 6, 8, 8, 8, 7, 7, 8, 7, 9];

type Actor = ReturnType<typeof actingAs>;

const row =
  (as: Actor) =>
  (
    accountId: number,
    type: 'RECEITA' | 'DESPESA',
    date: string,
    amount: number,
    description: string,
    payeeName?: string,
  ) =>
    succeeded(as.post('/transactions', { accountId, type, amount, date, description, payeeName }));

/** A year of one person's life: the fixed items among the everyday rows. */
async function seedYear(as: Actor, checking: number, card: number) {
  const add = row(as);
  for (const [i, month] of YEAR.entries()) {
    const day = String(FIFTH_BUSINESS_DAYS[i]).padStart(2, '0');
    await add(checking, 'RECEITA', `${month}-${day}`, 6500, 'Salário', 'ACME Ltda');
    await add(checking, 'DESPESA', `${month}-10`, 2200, 'Aluguel', 'Imobiliária Lar');
    // Débito automático of energy: no payee, the bank's words, an amount that varies within 30%.
    await add(
      checking,
      'DESPESA',
      `${month}-1${i % 3}`,
      160 + (i % 4) * 10.1,
      `DEB AUTOMATICO ENEL SP ${month}`,
    );
  }
  // A streaming subscription on the card since June, another on the account since August.
  for (const month of YEAR.slice(6))
    await add(card, 'DESPESA', `${month}-15`, 55.9, 'NETFLIX.COM', 'Netflix');
  for (const month of YEAR.slice(8))
    await add(checking, 'DESPESA', `${month}-20`, 21.9, 'Spotify', 'Spotify');
  // The supermarket every week, never the same amount; two equal coffees on one day.
  for (let date = '2025-12-02', i = 0; date <= '2026-11-27'; date = addDays(date, 7), i++)
    await add(card, 'DESPESA', date, 280 + (i % 5) * 13.5, 'Compra supermercado', 'Pão de Açúcar');
  await add(checking, 'DESPESA', '2026-11-03', 8.5, 'Café', 'Café do Ponto');
  await add(checking, 'DESPESA', '2026-11-03', 8.5, 'Café', 'Café do Ponto');
}

async function payeeIds(as: Actor): Promise<Record<string, number>> {
  const payees = (await as.get('/payees')).body.data as Array<{ id: number; name: string }>;
  return Object.fromEntries(payees.map((p) => [p.name, p.id]));
}

const suggestionsOf = async (as: Actor): Promise<FixedSuggestion[]> => {
  const res = await as.get('/recurring/suggestions');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** What "Criar gasto fixo" / "Criar receita fixa" sends: the suggestion made a fixed item in one step. */
const itemOf = (s: FixedSuggestion) => ({
  type: s.type,
  account_id: s.accountId,
  amount: s.amount,
  description: s.description,
  category_id: s.categoryId,
  payee_id: s.payeeId,
  due_day: s.dueDay,
  variable_amount: s.variableAmount,
  ...(s.seenThisMonth ? { paid_this_month: true, record_payment: false } : {}),
});

describe('fixed items found in the history', () => {
  let user: TestUser;
  let as: Actor;
  let checking: { id: number };
  let card: { id: number };
  let ids: Record<string, number>;

  it('a year: the salary, the rent, two subscriptions and the energy, not the supermarket nor the coffees', async () => {
    ({ user, as } = await personAt(ctx, '2026-11-27T15:00:00Z'));
    checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10000 });
    card = await createCard(ctx, user, { name: 'Nubank' });
    await seedYear(as, checking.id, card.id);
    ids = await payeeIds(as);

    const found = await suggestionsOf(as);
    expect(found.map((s) => [s.type, s.description, s.amount, s.dueDay, s.yearlyCost])).toEqual([
      ['DESPESA', 'Aluguel', 2200, 10, 26400],
      ['DESPESA', 'DEB AUTOMATICO ENEL SP 2026-11', 190.3, 11, 2283.6],
      ['DESPESA', 'NETFLIX.COM', 55.9, 15, 670.8],
      ['DESPESA', 'Spotify', 21.9, 20, 262.8],
      ['RECEITA', 'Salário', 6500, 7, 78000],
    ]);
    expect(found[0]).toEqual({
      key: `DESPESA:p${ids['Imobiliária Lar']}`,
      type: 'DESPESA',
      description: 'Aluguel',
      accountId: checking.id,
      amount: 2200,
      categoryId: null,
      payeeId: ids['Imobiliária Lar'],
      payeeName: 'Imobiliária Lar',
      dueDay: 10,
      months: YEAR,
      variableAmount: false,
      yearlyCost: 26400,
      seenThisMonth: true,
    });
    expect(found[1]).toMatchObject({ key: 'DESPESA:denel', payeeId: null, variableAmount: true });
    expect(found[2]).toMatchObject({ accountId: card.id, payeeName: 'Netflix', months: YEAR.slice(6) });
    expect(found[3]!.months).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    expect(found[4]).toMatchObject({ key: `RECEITA:p${ids['ACME Ltda']}`, variableAmount: false });
  });

  // Each test after the first goes on with the same person, the clock faked again (afterEach makes it real).
  it('accepted, the rent is a fixed item: no longer suggested, and in the forecast on its next day', async () => {
    as = await moveClockTo(ctx, '2026-11-27T15:00:00Z', user);
    const rent = (await suggestionsOf(as)).find((s) => s.description === 'Aluguel')!;
    const item = await succeeded<{ id: number; next_run: string; due_day: number }>(
      as.post('/recurring', itemOf(rent)),
    );
    // November's was paid on the 10th (already in the account): counted paid, not recorded again.
    expect(item).toMatchObject({ due_day: 10, next_run: '2026-12-10', payment_status: 'pago' });
    const november = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(november.items.filter((t: { description: string }) => t.description === 'Aluguel')).toHaveLength(
      1,
    );
    expect((await suggestionsOf(as)).map((s) => s.description)).not.toContain('Aluguel');

    const forecast = (await as.get('/forecast', { days: 30, accounts: String(checking.id) })).body.data;
    expect(forecast.items).toContainEqual({
      date: '2026-12-10',
      kind: 'fixo',
      description: 'Aluguel',
      amount: -2200,
      account_id: checking.id,
    });
  });

  it('"Não é fixo" keeps it out for good, also when new rows arrive; twice is the same answer', async () => {
    as = await moveClockTo(ctx, '2026-11-27T15:00:00Z', user);
    const key = `DESPESA:p${ids.Spotify}`;
    const dismissed = await as.post('/recurring/suggestions/dismiss', { key });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body.data).toEqual({ key });
    expect((await as.post('/recurring/suggestions/dismiss', { key })).status).toBe(200);
    expect((await suggestionsOf(as)).map((s) => s.description)).not.toContain('Spotify');

    const december = await moveClockTo(ctx, '2026-12-21T15:00:00Z', user);
    await row(december)(checking.id, 'DESPESA', '2026-12-20', 21.9, 'Spotify', 'Spotify');
    const later = await suggestionsOf(december);
    expect(later.map((s) => s.description)).toEqual([
      'DEB AUTOMATICO ENEL SP 2026-11',
      'NETFLIX.COM',
      'Salário',
    ]);
  });

  it('refuses a bad key in Portuguese, and a key not offered (another book’s payee) as absent, writing nothing', async () => {
    as = await moveClockTo(ctx, '2026-12-21T15:00:00Z', user);
    const before = await tableCounts(ctx);
    const refused = async (body: unknown, message: string) => {
      const res = await as.post('/recurring/suggestions/dismiss', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    };
    await refused({}, SUGGESTION_KEY_MISSING_MESSAGE);
    await refused({ key: 12 }, SUGGESTION_KEY_INVALID_MESSAGE);
    await refused({ key: 'Spotify' }, SUGGESTION_KEY_INVALID_MESSAGE);
    await refused({ key: 'DESPESA:p0' }, SUGGESTION_KEY_INVALID_MESSAGE);
    await refused({ key: `DESPESA:d${'a'.repeat(300)}` }, SUGGESTION_KEY_INVALID_MESSAGE);

    const stranger = await createUser(ctx);
    const theirs = actingAs(ctx, stranger);
    const account = await createAccount(ctx, stranger);
    for (const month of ['2026-10', '2026-11', '2026-12'])
      await row(theirs)(account.id, 'DESPESA', `${month}-05`, 99.9, 'Academia', 'Smart Fit');
    const [gym] = await suggestionsOf(theirs);
    expect(gym).toMatchObject({ description: 'Academia', amount: 99.9, dueDay: 5 });
    expect((await suggestionsOf(as)).map((s) => s.description)).not.toContain('Academia');
    expect((await suggestionsOf(theirs)).map((s) => s.description)).toEqual(['Academia']);

    const foreign = await as.post('/recurring/suggestions/dismiss', { key: gym!.key });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(SUGGESTION_NOT_FOUND);
    const after = await tableCounts(ctx);
    expect(after.recurring_dismissals).toBe(before.recurring_dismissals);
    expect((await suggestionsOf(theirs)).map((s) => s.description)).toEqual(['Academia']);
  });
});

describe('a shared book', () => {
  it('a leitor reads its suggestions but cannot dismiss them; an editor can', async () => {
    const { user: owner, as } = await personAt(ctx, '2026-11-27T15:00:00Z');
    const book = await createSharedBook(ctx, owner);
    const reader = await createUser(ctx);
    const editor = await createUser(ctx);
    await joinBook(ctx, owner, reader, book, 'leitor');
    await joinBook(ctx, owner, editor, book, 'editor');
    const inCasa = actingAs(ctx, inBook(owner, book));
    const account = await succeeded(inCasa.post('/accounts', { name: 'Conta da casa', type: 'checking' }));
    for (const month of ['2026-09', '2026-10', '2026-11'])
      await row(inCasa)(account.id, 'DESPESA', `${month}-08`, 129.9, 'Internet', 'Vivo Fibra');
    // The owner's personal book has nothing of the house's.
    expect(await suggestionsOf(as)).toEqual([]);

    const asReader = actingAs(ctx, inBook(reader, book));
    const [internet] = await suggestionsOf(asReader);
    expect(internet).toMatchObject({ description: 'Internet', amount: 129.9, dueDay: 8, yearlyCost: 1558.8 });
    const refused = await asReader.post('/recurring/suggestions/dismiss', { key: internet!.key });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(BOOK_MESSAGES.readOnly);
    expect(await suggestionsOf(asReader)).toHaveLength(1);

    const asEditor = actingAs(ctx, inBook(editor, book));
    expect((await asEditor.post('/recurring/suggestions/dismiss', { key: internet!.key })).status).toBe(200);
    expect(await suggestionsOf(asReader)).toEqual([]);
  });
});
