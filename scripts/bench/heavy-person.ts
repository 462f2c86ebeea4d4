/**
 * The heavy person: a second user in the bench database whose lists are as long as the operations ask
 * (fixed items, stored installments, rules, cards), written in SQL in a few bulk statements so the seed takes
 * seconds. Their operations are measured as them (heavy-operations.ts), so the seeded person's figures
 * stay those of an ordinary long history.
 */
import { sql } from 'drizzle-orm';
import { MAX_ACCOUNTS } from '../../common/contract/accounts';
import type { ImportHintsBody } from '../../common/contract/import';
import { MAX_RULES } from '../../common/contract/rules';
import { addDays, addMonths, DEFAULT_TIME_ZONE, firstDayOfMonth, todayIn } from '../../common/dates';
import { type Database, type Db, queryRows } from '../../server/db/connect';
import { hashPassword } from '../../server/features/auth/passwords';
import { createPersonalBook } from '../../server/features/books/public';
import { giveStarterCategories } from '../../server/features/categories/public';
import { seedTransactions } from '../../server/test/rules-scale-seed';
import type { BenchUser } from './prepare';

/** What the heavy person holds. */
export const HEAVY = {
  email: 'pesada@grana.local',
  password: 'bench-pesada-senha-123',
  /** Every account a person may have: one checking account that pays the bills, and cards. */
  cards: MAX_ACCOUNTS - 1,
  /** Purchases on the first card left within its limits, each stored as its 48 installments. */
  purchases: 1050,
  installments: 48,
  /** Single purchases on each card over the last three months. */
  rowsPerCard: 50,
  /** Every row of the person: the installments, the cards' rows and the checking account's. */
  rows: 100_000,
  /** Fixed items on the checking account; half were due years ago and never paid. */
  fixed: 300,
  rules: MAX_RULES,
  /** import-hints: lines of the card's statement, half of them installments already stored. */
  hintLines: 200,
} as const;

export const heavyInstallments = HEAVY.purchases * HEAVY.installments;

/** The words the rules look for, each in some of the rows seedTransactions writes (server/test/rules-scale-seed.ts). */
const RULE_WORDS = ['uber', 'posto', 'netflix', 'ifood', 'mercado', 'pix recebido', 'drogasil', 'padaria'];

export interface HeavyPerson {
  user: BenchUser;
  /** The card of the stored installments. */
  installmentCardId: number;
  /** POST /transactions/import-hints: HEAVY.hintLines lines of that card's statement. */
  hintsBody: ImportHintsBody;
  transactions: number;
  seconds: number;
}

export async function seedHeavyPerson(database: Database): Promise<HeavyPerson> {
  const started = Date.now();
  const db = database.db;
  const today = todayIn(DEFAULT_TIME_ZONE);
  const { u, checkingId, cardId } = await seedHeavyUser(db);
  await seedHeavyTransactions(db, u, checkingId, cardId, today);
  await seedFixedItems(db, u, checkingId, today);
  await seedRules(db, u);
  const hintsBody = await billStatement(db, u, cardId, today);
  return {
    user: {
      id: u,
      email: HEAVY.email,
      password: HEAVY.password,
      timeZone: DEFAULT_TIME_ZONE,
      accountId: checkingId,
    },
    installmentCardId: cardId,
    hintsBody,
    transactions: HEAVY.rows,
    seconds: (Date.now() - started) / 1000,
  };
}

/** The person, their personal book with the starter categories, their checking account and cards. */
async function seedHeavyUser(db: Db): Promise<{ u: number; checkingId: number; cardId: number }> {
  await db.execute(sql`delete from users where lower(email) = ${HEAVY.email}`);
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, time_zone)
        values ('Pessoa Pesada', ${HEAVY.email}, ${await hashPassword(HEAVY.password)}, ${DEFAULT_TIME_ZONE})
        returning id`,
  );
  const u = Number(user!.id);
  await createPersonalBook(db, u);
  await giveStarterCategories(db, u);
  const [checking] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type, opening_balance)
        values (${u}, 'Conta Corrente', 'checking', 1000000) returning id`,
  );
  const checkingId = Number(checking!.id);
  // Card 1 closes on the 3rd and falls due on the 10th; the others on other days.
  await db.execute(sql`
    insert into accounts (book_id, name, type, closing_day, due_day, credit_limit, payment_account_id)
    select ${u}, 'Cartão ' || n, 'credit_card', 1 + (n + 1) % 28, 1 + (n + 8) % 28, 500000 + n * 10000, ${checkingId}
    from generate_series(1, ${HEAVY.cards}) as n`);
  const [card] = await queryRows<{ id: number }>(
    db,
    sql`select id from accounts where book_id = ${u} and name = 'Cartão 1'`,
  );
  const cardId = Number(card!.id);
  return { u, checkingId, cardId };
}

/** Their rows: the installments on card 1, some on every card, the rest on the checking account. */
async function seedHeavyTransactions(db: Db, u: number, checkingId: number, cardId: number, today: string) {
  // The installments as the card's placement writes them: the k-th dated k - 1 months after the purchase, the
  // first in the bill of its date, the later ones pinned to the bills after it; purchases over the last year, none
  // on the card's closing day or before it in the month (whose first bill is the month's own).
  const firstPurchase = addDays(today, -365);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, bill_month,
                              installment_group, installment_number, installment_count)
    select ${u}, ${cardId}, 'DESPESA', 1000 + p, (d0 + make_interval(months => k - 1))::date, 'Loja ' || p,
           case when k = 1 then null else to_char(date_trunc('month', d0) + make_interval(months => k), 'YYYY-MM') end,
           md5('bench ' || ${u} || ' compra ' || p)::uuid, k, ${HEAVY.installments}
    from generate_series(0, ${HEAVY.purchases - 1}) p
    cross join lateral (select ${firstPurchase}::date + (p % 300) as d) day
    cross join lateral (select d + case when extract(day from d) <= 3 then 3 else 0 end as d0) d
    cross join generate_series(1, ${HEAVY.installments}) k`);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description)
    select ${u}, a.id, 'DESPESA', 500 + (i * 7919) % 40000, ${today}::date - (i % 90),
           (array['Restaurante', 'Posto', 'Mercado', 'Farmácia', 'Livraria'])[1 + i % 5] || ' ' || i
    from accounts a cross join generate_series(1, ${HEAVY.rowsPerCard}) as i
    where a.book_id = ${u} and a.type = 'credit_card'`);
  // The rest of the rows on the checking account; this also rebuilds the person's month totals.
  const rest = HEAVY.rows - heavyInstallments - HEAVY.cards * HEAVY.rowsPerCard;
  await seedTransactions(db, u, checkingId, rest);
}

async function seedFixedItems(db: Db, u: number, checkingId: number, today: string) {
  // Fixed items on the checking account, manual (the server's run leaves them alone): the odd ones due in a
  // month of 2015 to 2019 and never paid since, the even ones due next month.
  const nextMonth = addMonths(firstDayOfMonth(today), 1);
  await db.execute(sql`
    insert into recurring (book_id, account_id, type, amount, description, next_run, due_day, mode)
    select ${u}, ${checkingId}, case when n % 10 = 0 then 'RECEITA' else 'DESPESA' end, 1000 + n * 137,
           'Fixo ' || n,
           case when n % 2 = 1 then make_date(2015 + n % 5, 1 + n % 12, 1 + n % 28)
                else ${nextMonth}::date + (n % 28) end,
           1 + n % 28, 'manual'
    from generate_series(1, ${HEAVY.fixed}) as n`);
}

async function seedRules(db: Db, u: number) {
  // Rules in their stored shape (common/contract/rules.ts after parsing): every 25th looks for a word of the rows,
  // the others for a shop no row names; a quarter with an amount range, a quarter with a type.
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids from categories where book_id = ${u} and type = 'despesa')
    insert into rules (book_id, name, position, conditions, category_id)
    select ${u}, 'Regra ' || i, i,
           jsonb_build_array(jsonb_build_object(
             'field', 'description',
             'operator', case when i % 3 = 1 then 'starts_with' else 'contains' end,
             'value', case when i % 25 = 0
                           then (${sql.param(RULE_WORDS)}::text[])[1 + (i / 25) % ${RULE_WORDS.length}]
                           else 'loja ' || i || ' centro' end))
           || case i % 4
                when 1 then jsonb_build_array(jsonb_build_object('field', 'amount', 'min', 10, 'max', null))
                when 2 then jsonb_build_array(jsonb_build_object('field', 'type', 'value', 'DESPESA'))
                when 3 then jsonb_build_array(jsonb_build_object('field', 'amount', 'min', 1.5, 'max', 2000))
                else '[]'::jsonb end,
           c.ids[1 + i % array_length(c.ids, 1)]
    from generate_series(1, ${HEAVY.rules}) as i, c`);
}

async function billStatement(db: Db, u: number, cardId: number, today: string): Promise<ImportHintsBody> {
  // The statement of this month's bill of card 1 (it closes on the 3rd): half its lines are installments already
  // stored, half cost R$ 50,00 more than any purchase and were never recorded.
  const monthStart = firstDayOfMonth(today);
  const recorded = await queryRows<{ date: string; amount: number; description: string; k: number }>(
    db,
    sql`select date::text as date, amount, description, installment_number as k from transactions
        where book_id = ${u} and account_id = ${cardId} and installment_group is not null
          and date between ${addDays(monthStart, 3)} and ${addDays(addMonths(monthStart, 1), 1)}
        order by id limit ${HEAVY.hintLines / 2}`,
  );
  const line = (r: (typeof recorded)[number], extraCents: number) => ({
    date: r.date,
    description: `${r.description.toUpperCase()} - Parcela ${r.k}/${HEAVY.installments}`,
    type: 'DESPESA' as const,
    amount: (Number(r.amount) + extraCents) / 100,
    installment: { number: Number(r.k), count: HEAVY.installments },
  });
  const hintsBody: ImportHintsBody = {
    accountId: cardId,
    rows: [...recorded.map((r) => line(r, 0)), ...recorded.map((r) => line(r, 5000))],
  };
  return hintsBody;
}
