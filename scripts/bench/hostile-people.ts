/**
 * Issue 75's hostile people, seeded in SQL: senders with rows and HOSTILE.payees deductible payees last year, and
 * restorers with an empty book.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { type Database, type Db, queryRows } from '../../server/db/connect';
import { hashPassword } from '../../server/features/auth/passwords';
import { createPersonalBook } from '../../server/features/books/public';
import { giveStarterCategories } from '../../server/features/categories/public';
import { HOSTILE } from './hostile-kinds';

/** A hostile person seeded in SQL: their rows with payees, or an empty book for the restores. */
export interface HostilePerson {
  email: string;
  /** Rows of their own to attach comprovantes to (none for the restore's people). */
  rowIds: number[];
}

export interface HostilePeople {
  /** People with rows and HOSTILE.payees deductible payees in `year`. */
  senders: HostilePerson[];
  /** People with an empty book: a restore is taken only into one. */
  restorers: HostilePerson[];
  year: number;
  seconds: number;
}

/** The hostile people, written in SQL before the server starts (PGlite allows one process per data folder). */
export async function seedHostilePeople(database: Database): Promise<HostilePeople> {
  const started = Date.now();
  const db = database.db;
  const year = Number(todayIn(DEFAULT_TIME_ZONE).slice(0, 4)) - 1;
  const senders: HostilePerson[] = [];
  const restorers: HostilePerson[] = [];
  for (let n = 1; n <= HOSTILE.people; n++) {
    const email = `hostil${n}@grana.local`;
    const u = await insertPerson(db, `Pessoa Hostil ${n}`, email);
    await giveStarterCategories(db, u);
    senders.push({ email, rowIds: await seedPayees(db, u, year) });
    const restorer = `restaura${n}@grana.local`;
    await insertPerson(db, `Pessoa que Restaura ${n}`, restorer);
    restorers.push({ email: restorer, rowIds: [] });
  }
  await db.execute(sql`analyze payees`);
  await db.execute(sql`analyze transactions`);
  return { senders, restorers, year, seconds: (Date.now() - started) / 1000 };
}

async function insertPerson(db: Db, name: string, email: string): Promise<number> {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, time_zone)
        values (${name}, ${email}, ${await hashPassword(HOSTILE.password)}, ${DEFAULT_TIME_ZONE}) returning id`,
  );
  const u = Number(user!.id);
  await createPersonalBook(db, u);
  return u;
}

/**
 * As server/features/income-tax/no-stall.test.ts seeds its person: HOSTILE.payees clinics, each paid once in `year`
 * from the person's checking account under the starter category mapped to code 10 (médicos). Answers the first rows'
 * ids, for the comprovantes.
 */
async function seedPayees(db: Db, u: number, year: number): Promise<number[]> {
  const [account] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type, opening_balance)
        values (${u}, 'Conta Corrente', 'checking', 1000000) returning id`,
  );
  const [health] = await queryRows<{ id: number }>(
    db,
    sql`select category_id as id from category_tax_codes where book_id = ${u} and code = '10' limit 1`,
  );
  if (!account || !health) throw new Error('the hostile person has no account or no category of code 10');
  await db.execute(sql`
    insert into payees (book_id, name) select ${u}, 'Clínica ' || n from generate_series(1, ${HOSTILE.payees}) n`);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, category_id, payee_id)
    select ${u}, ${account.id}, 'DESPESA', 100 + n, make_date(${year}, 1, 1) + (n % 365), 'Consulta ' || n,
           ${health.id}, p.id
    from generate_series(1, ${HOSTILE.payees}) n
    join payees p on p.book_id = ${u} and p.name = 'Clínica ' || n`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from transactions where book_id = ${u} order by id limit ${HOSTILE.each * 2}`,
  );
  return rows.map((r) => Number(r.id));
}
