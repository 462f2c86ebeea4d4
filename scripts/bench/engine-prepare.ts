/**
 * An engine's run made ready: a fresh database, seeded with the measured person, the heavy person and the member of
 * the book, the operations grouped by person, issue 33's statement and issue 34's bank at a local Pluggy.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayIn } from '../../common/dates';
import { queryRows } from '../../server/db/connect';
import { startFakePluggy } from '../../server/test/fake-pluggy';
import { startLocalBucket } from '../../server/test/s3-bucket';
import { addBookMember, BOOK_MEMBER } from './book-member';
import { onCleanup } from './cleanup';
import { FOREIGN, seedForeignMoney } from './foreign-money';
import { heavyOperations } from './heavy-operations';
import { seedHeavyPerson } from './heavy-person';
import { HOLDINGS, seedHoldings } from './holdings';
import { buildMatchStatement } from './match-statement';
import type { OpGroup } from './op-groups';
import { mcpOperations, periodsFor, readOperations } from './operations';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { POSITIONS, seedPositions } from './positions';
import { analyze, createTarget, openTarget, seedMainUser } from './prepare';
import { step } from './progress';
import { fillBank, recordedRows } from './sync-timing';

/** A fresh database of the engine, open, and the engine's version as `select version()` names it. */
export async function freshDatabase(engine: Engine, options: BenchOptions, uptimeAtStart: string) {
  step(`${ENGINE_NAME[engine]}: preparing a fresh database (${uptimeAtStart})`);
  const target = await createTarget(engine, options);
  const database = await openTarget(target);
  const [versionRow] = await queryRows<{ version: string }>(database.db, sql`select version()`);
  return { target, database, version: (versionRow?.version ?? '').split(' on ')[0] ?? '' };
}

/** The engine's fresh database, seeded, its reads and the local Pluggy with the measured person's bank. */
export async function prepareEngine(engine: Engine, options: BenchOptions, uptimeAtStart: string) {
  const name = ENGINE_NAME[engine];
  const { target, database, version } = await freshDatabase(engine, options, uptimeAtStart);
  step(
    `${name}: seeding ${options.transactions.toLocaleString('en-US')} transactions over ${options.years} years`,
  );
  const { user, seed, subcategories } = await seedMainUser(database, options);
  step(
    `  seeded in ${seed.seconds.toFixed(1)} s; ${subcategories.children} subcategories hold ${subcategories.movedRows.toLocaleString('en-US')} of their parents' rows`,
  );
  const positions = await seedPositions(database, user);
  step(
    `${name}: ${positions.positions} fixed-income positions in the measured person's '${POSITIONS.account}', the CDI of ${positions.cdiDays} weekdays and the IPCA of ${positions.ipcaMonths} months (${positions.seconds.toFixed(1)} s)`,
  );
  const holdings = await seedHoldings(database, user);
  step(
    `${name}: ${holdings.holdings} holdings of renda variável in the measured person's '${HOLDINGS.account}', ${holdings.trades} trades and ${holdings.prices} prices (${holdings.seconds.toFixed(1)} s)`,
  );
  const foreign = await seedForeignMoney(database, user, todayIn(user.timeZone));
  step(
    `${name}: ${foreign.foreignRows.toLocaleString('en-US')} of the measured person's ${foreign.rows.toLocaleString('en-US')} rows in '${FOREIGN.dollars.name}' (US$) and '${FOREIGN.euros.name}' (€), ${foreign.transfers} transfers between currencies, ${foreign.cardPurchases} card purchases abroad, the PTAX of ${foreign.rateDays} business days (${foreign.seconds.toFixed(1)} s)`,
  );
  step(`${name}: seeding the heavy person in SQL (fixed items, installments, rules, cards)`);
  const heavy = await seedHeavyPerson(database);
  step(
    `  seeded ${heavy.transactions.toLocaleString('en-US')} transactions in ${heavy.seconds.toFixed(1)} s`,
  );
  // Issue 35: someone else in the measured person's book, whose reads pay the membership check on each request.
  const member = await addBookMember(database, user);
  step(`${name}: ${BOOK_MEMBER.email} added to the measured person's book as ${BOOK_MEMBER.role}`);
  await analyze(database);
  const periods = periodsFor(user);
  const mainOps = readOperations(periods, subcategories.opened);
  const groups: OpGroup[] = [
    { user, ops: mainOps, member },
    { user, ops: mcpOperations(periods) },
    { user: heavy.user, ops: heavyOperations(heavy) },
  ];
  const ops = groups.flatMap((g) => g.ops);
  // Issue 33's statement, read from the seeded rows now: it is sent with the imports, after the reads.
  const statement = await buildMatchStatement(database, user, periods.today, options.seed);
  // Issue 34's bank, at a local server that speaks Pluggy's API, with some of the checking account's rows.
  const pluggy = await startFakePluggy();
  const bankItem = fillBank(
    pluggy,
    periods.today,
    await recordedRows(database, user, periods.today),
    options.seed,
  );
  onCleanup('stop the local Pluggy', () => pluggy.close());
  const syncEnv: Record<string, string> = {
    PLUGGY_API_URL: pluggy.url,
    SYNC_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    SYNC_CHECK_SECONDS: '0',
  };
  if (options.bucket) {
    // --bucket: every server of the run keeps comprovantes in a local S3-compatible bucket, reached by the AWS SDK.
    const bucket = await startLocalBucket();
    onCleanup('stop the local S3 bucket', () => bucket.close());
    syncEnv.ATTACHMENTS_S3_URL = bucket.url;
    step(`${name}: --bucket: comprovantes kept in a local S3-compatible server (s3rver)`);
  }
  return {
    target,
    database,
    version,
    user,
    seed,
    foreign,
    heavy,
    member,
    periods,
    mainOps,
    groups,
    ops,
    statement,
    pluggy,
    bankItem,
    syncEnv,
  };
}

/** An engine's run once prepared: what each of its steps reads. */
export type EngineRun = Awaited<ReturnType<typeof prepareEngine>>;
