/**
 * Fills a database with realistic, invented data.
 *   npm run seed -- --email demo@grana.local --transactions 100000 --years 5 [--seed 42] [--password demo1234]
 *   npm run seed -- --users 1000 --transactions 1000            (user0001@grana.local ... user1000@grana.local)
 * It writes to the database the server uses (DATA_DIR or DATABASE_URL). PGlite allows one process per data
 * folder: stop the server first. An e-mail that already exists is refused unless --replace is given.
 * seedUsers() is the same work for callers that already hold an open database (npm run bench).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { todayIn } from '../common/dates';
import { claimDataFolder } from '../server/backup/data-folder';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/connect';
import { openDatabase } from '../server/db/connect';
import { runMigrations } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/features/auth/passwords';
import { createPersonalBook } from '../server/features/books/public';
import { generateUserData } from './seed/generate-user';
import type { UserPlan } from './seed/plan-transactions';
import { createRandom } from './seed/random';

export interface SeedOptions {
  /** One e-mail per user, lower case. */
  emails: string[];
  password: string;
  /** The name of a lone user; several users are named 'Pessoa N' (N from nameOffset + 1). */
  name: string;
  plan: UserPlan;
  /** Each user draws from createRandom(seed + index). */
  seed: number;
  timeZone: string;
  replace: boolean;
  /** Added to the index in 'Pessoa N' and to the random seed, so a later batch of users differs. */
  indexOffset?: number;
  /** Called after each user with how many are done. */
  onUser?: (done: number) => void;
}

/** Writes the users and their data; answers their ids and the number of transactions generated. */
export async function seedUsers(
  db: Db,
  options: SeedOptions,
): Promise<{ users: Array<{ id: number; email: string }>; transactions: number }> {
  const passwordHash = await hashPassword(options.password);
  const offset = options.indexOffset ?? 0;
  const created: Array<{ id: number; email: string }> = [];
  let total = 0;
  // The planner's statistics must follow the growth, or each user's month totals rebuild walks every row
  // (PGlite has no autovacuum): ANALYZE each time the rows written since the last one double.
  let analyzedAt = 0;
  for (const [index, email] of options.emails.entries()) {
    const existing = await db.execute(sql`select id from users where lower(email) = ${email}`);
    if ((existing as unknown as { rows: unknown[] }).rows.length > 0) {
      if (!options.replace) throw new Error(`${email} already exists: add --replace to recreate it`);
      await db.execute(sql`delete from users where lower(email) = ${email}`);
    }
    // The person and their personal book together, as sign-up makes them.
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: options.emails.length === 1 && offset === 0 ? options.name : `Pessoa ${offset + index + 1}`,
          email,
          passwordHash,
          timeZone: options.timeZone,
        })
        .returning({ id: users.id });
      await createPersonalBook(tx, row!.id);
      return row;
    });
    const random = createRandom(options.seed + offset + index);
    // The person's rows go to their personal book, whose id is theirs.
    total += await generateUserData(db, user!.id, options.plan, random);
    if (total - analyzedAt >= Math.max(5_000, analyzedAt)) {
      await db.execute(sql`analyze`);
      analyzedAt = total;
    }
    created.push({ id: user!.id, email });
    options.onUser?.(index + 1);
  }
  return { users: created, transactions: total };
}

function positive(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: 'demo@grana.local' },
      password: { type: 'string', default: 'demo1234' },
      name: { type: 'string', default: 'Pessoa Demonstração' },
      transactions: { type: 'string', default: '100000' },
      years: { type: 'string', default: '5' },
      users: { type: 'string', default: '1' },
      seed: { type: 'string', default: '42' },
      payees: { type: 'string', default: '300' },
      tags: { type: 'string', default: '50' },
      replace: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const userCount = positive('users', values.users);
  const plan = {
    transactions: positive('transactions', values.transactions),
    years: positive('years', values.years),
    payees: Math.min(300, positive('payees', values.payees)),
    tags: positive('tags', values.tags),
    today: todayIn(config.defaultTimeZone),
  };
  // PGlite: one process at a time in a data folder; a running server (or backup) makes the seed stop here.
  const folder = config.databaseUrl ? undefined : await claimDataFolder(config.dataDir, 'seed');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  await runMigrations(database);
  const started = Date.now();
  const emails =
    userCount === 1
      ? [values.email.toLowerCase()]
      : Array.from({ length: userCount }, (_, i) => `user${String(i + 1).padStart(4, '0')}@grana.local`);

  try {
    const { transactions: total } = await seedUsers(database.db, {
      emails,
      password: values.password,
      name: values.name,
      plan,
      seed: Number(values.seed),
      timeZone: config.defaultTimeZone,
      replace: values.replace,
      onUser: (done) => {
        if (userCount > 1 && done % 100 === 0) console.log(`${done} usuários...`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${emails.length} usuário(s), ${total} transações em ${seconds} s (${database.kind}).`);
    if (userCount === 1) console.log(`Entre com ${emails[0]} / ${values.password}`);
  } finally {
    await database.close();
    await folder?.release();
  }
}

// Run as a script (npm run seed), not when imported.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
