/**
 * Fills a database with realistic, invented data.
 *   npm run seed -- --email demo@grana.local --transactions 100000 --years 5 [--seed 42] [--password demo1234]
 *   npm run seed -- --users 1000 --transactions 1000            (user0001@grana.local ... user1000@grana.local)
 * It writes to the database the server uses (DATA_DIR or DATABASE_URL). PGlite allows one process per data
 * folder: stop the server first. An e-mail that already exists is refused unless --replace is given.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { todayIn } from '../common/dates';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import { runMigrations } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/features/auth/passwords';
import { generateUserData } from './seed/generate-user';
import { createRandom } from './seed/random';

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

function positive(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

async function main() {
  const config = loadConfig();
  const userCount = positive('users', values.users);
  const plan = {
    transactions: positive('transactions', values.transactions),
    years: positive('years', values.years),
    payees: Math.min(300, positive('payees', values.payees)),
    tags: positive('tags', values.tags),
    today: todayIn(config.defaultTimeZone),
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  await runMigrations(database);
  const db = database.db;
  const started = Date.now();
  const passwordHash = await hashPassword(values.password);
  const emails =
    userCount === 1
      ? [values.email.toLowerCase()]
      : Array.from({ length: userCount }, (_, i) => `user${String(i + 1).padStart(4, '0')}@grana.local`);

  let total = 0;
  try {
    for (const [index, email] of emails.entries()) {
      const existing = await db.execute(sql`select id from users where lower(email) = ${email}`);
      if ((existing as unknown as { rows: unknown[] }).rows.length > 0) {
        if (!values.replace) throw new Error(`${email} already exists: add --replace to recreate it`);
        await db.execute(sql`delete from users where lower(email) = ${email}`);
      }
      const [user] = await db
        .insert(users)
        .values({
          name: userCount === 1 ? values.name : `Pessoa ${index + 1}`,
          email,
          passwordHash,
          timeZone: config.defaultTimeZone,
        })
        .returning({ id: users.id });
      const random = createRandom(Number(values.seed) + index);
      total += await generateUserData(db, user!.id, plan, random);
      if (userCount > 1 && (index + 1) % 100 === 0) console.log(`${index + 1} usuários...`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${emails.length} usuário(s), ${total} transações em ${seconds} s (${database.kind}).`);
    if (userCount === 1) console.log(`Entre com ${emails[0]} / ${values.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
