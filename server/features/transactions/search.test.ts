/**
 * Text search answers exactly what its definition says, whatever plan the database picks (the trigram index, the
 * date index, a scan): a row matches when its folded description and bank text, or its payee's folded name,
 * contain the folded words, or the search text names an amount ('45,90', '45.90', 'R$ 45,90') and the row has it,
 * of either type. The fixture is written straight into the tables (thousands of rows, bank texts that
 * only an import would write) and every answer, every page and the totals, is compared with that definition
 * computed here from the fixture.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centsToInputText, centsToReais } from '../../../common/money';
import { foldForSearch, searchAmount } from '../../../common/search';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createUser, type TestUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { transactionsRepository } from './repository';

const ctx = setupTestApp();

const WORDS = [
  'Supermercado',
  'Mercado Bom Preço',
  'Farmácia São João',
  'FARMACIA popular',
  'Açaí na praia',
  'Cinema',
  'Pet Shop Aurora',
  'Padaria',
  'Posto Ipiranga',
  'Pix enviado',
  'Desconto 50% à vista',
  'conta_luz',
  'Ótica',
];
const PAYEES = ['Ótica Aurora', 'Mercado Central', 'Pet Shop Ipê', 'Padaria São João', 'Livraria Cultura'];
const BANK_TEXTS = [null, null, null, 'PIX QRS MERCADO CENTRAL LTDA', 'COMPRA CARTAO CINEMARK', 'TED JOÃO'];

interface FixtureRow {
  id: number;
  date: string;
  amount: number;
  type: 'RECEITA' | 'DESPESA';
  description: string;
  bank_text: string | null;
  payee: string | null;
  transfer_id: string | null;
}

/** A deterministic spread of words, payees, bank texts, dates and types: the same fixture every run. */
async function writeFixture(user: TestUser, count: number, seed: number): Promise<FixtureRow[]> {
  const db = ctx.database.db;
  const account = await createAccount(ctx, user, { name: 'Itaú' });
  const savings = await createAccount(ctx, user, { name: 'Poupança' });
  const payeeIds = await queryRows<{ id: number; name: string }>(
    db,
    sql`insert into payees (book_id, name)
        select ${user.id}, name from json_array_elements_text(${JSON.stringify(PAYEES)}::json) as name
        returning id, name`,
  );
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const rows = Array.from({ length: count }, (_, i) => {
    const payee = next(3) === 0 ? payeeIds[next(payeeIds.length)]! : null;
    return {
      account_id: account.id,
      type: next(5) === 0 ? 'RECEITA' : 'DESPESA',
      amount: 100 + next(50_000),
      date: `2026-${String(1 + next(11)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`,
      description: `${WORDS[next(WORDS.length)]}${next(4) === 0 ? ` ${i}` : ''}`,
      bank_text: BANK_TEXTS[next(BANK_TEXTS.length)],
      payee_id: payee?.id ?? null,
    };
  });
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, bank_text, payee_id, status)
    select ${user.id}, r.account_id, r.type, r.amount, r.date, r.description, r.bank_text, r.payee_id, 'CLEARED'
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(account_id bigint, type text, amount bigint,
      date date, description text, bank_text text, payee_id bigint)`);
  // Transfers: their legs match 'transferencia', and the list shows one row for the pair.
  const as = actingAs(ctx, user);
  for (const date of ['2026-03-05', '2026-07-19']) {
    const res = await as.post('/transfers', {
      date,
      amount: 250,
      fromAccountId: account.id,
      toAccountId: savings.id,
    });
    expect(res.status).toBe(201);
  }
  return queryRows<FixtureRow>(
    db,
    sql`select t.id, t.date, t.amount, t.type, t.description, t.bank_text, p.name as payee, t.transfer_id
        from transactions t left join payees p on p.id = t.payee_id
        where t.book_id = ${user.id}`,
  );
}

/** The definition of a match, computed from the fixture. */
function expected(rows: FixtureRow[], q: string, from: string, to: string) {
  const words = foldForSearch(q.trim());
  const amount = searchAmount(q);
  const hits = rows.filter(
    (r) =>
      r.date >= from &&
      r.date <= to &&
      (foldForSearch(`${r.description} ${r.bank_text ?? ''}`).includes(words) ||
        (r.payee !== null && foldForSearch(r.payee).includes(words)) ||
        Number(r.amount) === amount),
  );
  const counted = hits.filter((r) => r.transfer_id === null);
  const sum = (type: string) => counted.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
  return {
    // Newest first, ties by id; a transfer shows its outgoing leg only.
    ids: hits
      .filter((r) => r.transfer_id === null || r.type === 'DESPESA')
      .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
      .map((r) => r.id),
    /** In cents, as the database sums them. */
    totals: { receitas: sum('RECEITA'), despesas: sum('DESPESA'), count: counted.length },
  };
}

/** Every page of a search, as the list walks them, and the totals its first page carries. */
async function searched(user: TestUser, q: string, from: string, to: string) {
  const as = actingAs(ctx, user);
  const ids: number[] = [];
  let totals: unknown;
  for (let page = 1; ; page++) {
    const res = await as.get('/transactions', { q, from, to, page, limit: 200 });
    expect(res.status).toBe(200);
    if (page === 1) totals = res.body.data.totals;
    ids.push(...res.body.data.items.map((t: { id: number }) => t.id));
    if (!res.body.data.hasMore) break;
  }
  return { ids, totals };
}

const SEARCHES = [
  'mercado', // common: descriptions, bank texts and payee names
  'cinema', // rare in descriptions, also inside a bank text (CINEMARK)
  'ótica aurora', // a payee's name, typed with its accent
  'pet shop', // two words
  'FARMACIA', // accents and case folded both ways
  'acai',
  'sao joao',
  'a', // one letter: no trigram, the same answer
  'ab', // two letters
  '50%', // a literal percent sign
  'conta_luz', // a literal underscore
  '_', // an underscore alone matches only underscores
  'transferencia',
  'nada disso existe',
];

/**
 * Searches naming amounts the fixture holds, written the ways a person types them: '123,45', '123.45',
 * 'R$ 123,45', '-123,45'; and the transfers' 250,00 (one row for the pair).
 */
function amountSearches(rows: FixtureRow[]): string[] {
  const picked = [rows[0]!, rows[1]!, rows[2]!].map((r) => centsToInputText(Number(r.amount)));
  return [
    picked[0]!,
    picked[1]!.replace(',', '.'),
    `R$ ${picked[2]}`,
    `-${picked[0]}`,
    '250,00',
    '250', // a bare number names no amount: words only
  ];
}

describe('text search', () => {
  let user: TestUser;
  let rows: FixtureRow[];

  beforeAll(async () => {
    user = await createUser(ctx);
    rows = await writeFixture(user, 3000, 7);
    // Someone else with the same words: never in the answers.
    await writeFixture(await createUser(ctx), 1500, 11);
    await ctx.database.db.execute(sql`analyze`);
  });

  it('finds exactly the matching rows and totals, page after page, over a year and over a month', async () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-12-31'],
      ['2026-03-01', '2026-03-31'],
    ] as const) {
      for (const q of [...SEARCHES, ...amountSearches(rows)]) {
        const want = expected(rows, q, from, to);
        const got = await searched(user, q, from, to);
        expect({ q, from, ids: got.ids }).toEqual({ q, from, ids: want.ids });
        const { receitas, despesas, count } = want.totals;
        expect({ q, from, totals: got.totals }).toEqual({
          q,
          from,
          totals: { receitas: centsToReais(receitas), despesas: centsToReais(despesas), count },
        });
      }
    }
    // The fixture exercises both ends: a common word with hundreds of rows, a payee's name with some.
    expect(expected(rows, 'mercado', '2026-01-01', '2026-12-31').ids.length).toBeGreaterThan(500);
    expect(expected(rows, 'otica aurora', '2026-01-01', '2026-12-31').ids.length).toBeGreaterThan(50);
    // Each amount searched finds rows by their amount, not only by words.
    for (const q of amountSearches(rows).slice(0, 5))
      expect(expected(rows, q, '2026-01-01', '2026-12-31').ids.length, q).toBeGreaterThan(0);
  });

  it('gives the same answers when the database may not read the table from end to end', async () => {
    // In one transaction that forbids sequential scans: the statements go through the indexes (the trigram index,
    // the payee index, the date index), and still answer the definition.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const q of [...SEARCHES, ...amountSearches(rows)]) {
        const want = expected(rows, q, '2026-01-01', '2026-12-31');
        const amount = searchAmount(q) ?? undefined;
        const filters = { q: foldForSearch(q.trim()), amount, from: '2026-01-01', to: '2026-12-31' };
        const ids: number[] = [];
        let totals: unknown;
        for (let offset = 0; ; offset += 200) {
          const page = await transactionsRepository.listPage(tx, user.id, filters, {
            limit: 201,
            offset,
            withTotals: offset === 0,
          });
          if (offset === 0) totals = page.totals;
          ids.push(...page.rows.slice(0, 200).map((r) => Number(r.id)));
          if (page.rows.length <= 200) break;
        }
        expect({ q, ids, totals }).toEqual({ q, ...want });
      }
    });
  });
});

describe('search by amount', () => {
  it('finds the rows of an amount typed as "45,90", "45.90", "R$ 45,90" or "1.234,56", income and expense', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const theirs = await createAccount(ctx, other, { name: 'Itaú' });
    const add = async (
      who: TestUser,
      accountId: number,
      description: string,
      amount: number,
      type: string,
    ) => {
      const res = await actingAs(ctx, who).post('/transactions', {
        description,
        amount,
        type,
        date: '2026-11-20',
        accountId,
      });
      expect(res.status).toBe(201);
      return res.body.data.id as number;
    };
    const almoco = await add(user, account.id, 'Almoço', 45.9, 'DESPESA');
    const reembolso = await add(user, account.id, 'Reembolso', 45.9, 'RECEITA');
    await add(user, account.id, 'Padaria', 4.59, 'DESPESA');
    await add(user, account.id, 'Mercado', 459, 'DESPESA');
    const freela = await add(user, account.id, 'Freela', 1234.56, 'RECEITA');
    await add(other, theirs.id, 'Almoço', 45.9, 'DESPESA');
    const found = async (q: string) => {
      const res = await as.get('/transactions', { q, from: '2026-11-01', to: '2026-11-30' });
      expect(res.status).toBe(200);
      return (res.body.data.items as { id: number }[]).map((t) => t.id).sort((a, b) => a - b);
    };
    for (const q of ['45,90', '45.90', 'R$ 45,90', '45,9', '-45,90'])
      expect({ q, ids: await found(q) }).toEqual({ q, ids: [almoco, reembolso].sort((a, b) => a - b) });
    for (const q of ['1.234,56', 'R$ 1.234,56', '1234,56', '1234.56'])
      expect({ q, ids: await found(q) }).toEqual({ q, ids: [freela] });
    // Words still match as before, and a bare number is words only.
    expect(await found('almoço')).toEqual([almoco]);
    expect(await found('45')).toEqual([]);
  });
});
