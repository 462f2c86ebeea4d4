/** The "How it is measured" section of docs/PERFORMANCE.md's generated block: the commands, then each figure. */
import { BOOK_HEADER } from '../../common/contract/books';
import { MAX_WINDOWS_PER_RUN, OFFICIAL_START } from '../../server/features/exchange-rates/official';
import { FOREIGN } from './foreign-money';
import { HEAVY, heavyInstallments } from './heavy-person';
import type { BenchResults } from './results';
import { thousands } from './stats';
import { OPENED_PARENT, SUBCATEGORIES } from './subcategories';

/** How the figures are measured: the commands, then what each figure is. */
export function howMeasuredLines(results: BenchResults): string[] {
  const out: string[] = [];
  out.push('### How it is measured');
  out.push('');
  out.push('```sh');
  out.push(
    'npm run bench -- --quick        # 10,000 transactions, short runs (under a minute): to try the script',
  );
  out.push('npm run bench                   # PGlite: 100,000 transactions over 5 years');
  out.push(
    'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   # PGlite and PostgreSQL',
  );
  out.push(
    'npm run bench -- --many-users   # also 1,000 users x 1,000 transactions around the measured user',
  );
  out.push(
    'BENCH_DATABASE_URL=... npm run bench -- --only postgres --many-users 10000 --skip-web   # opt-in: 10,000 users, 10 million rows, its own block below',
  );
  out.push('npm run bench -- --keep --only postgres   # keeps the bench database and prints its name');
  out.push(
    "npm run bench -- --hostile-only --only pglite   # issue 75's hostile files alone: their own block below",
  );
  out.push(
    'npm run bench -- --report-only   # measures nothing: the tables, this part and bench/plans-*.md again from bench/results.json',
  );
  out.push(
    'npm run bench -- --web-only --base http://localhost:3000   # the web figures alone, against a running server',
  );
  out.push('```');
  out.push('');
  out.push(
    [
      `Each engine gets a fresh database seeded by the seed generator: one user with ${thousands(results.options.transactions)} transactions over ${results.options.years} years.`,
      "**SQL p50** is the in-process time of the same service function the route calls (the app's SQL through the app's driver, server/db/connect.ts), before the server starts.",
      'The server then runs as a child process (`npx tsx server/main.ts`, NODE_ENV=production; on PostgreSQL with `WORKERS` set to the number of cores, one API process per core as production runs it, on PGlite one process) and autocannon drives it from the bench process on the same machine:',
      'p50/p95/p99 come from a run at 1 connection, req/s from a run at 10 connections, errors are non-2xx answers plus socket errors of both.',
      '**API/SQL** is API p50 / SQL p50; ✓ when API p50 ≤ 2 × SQL p50 + 2 ms.',
      'The month is the last full month; the monthly report covers the 60 months up to this one; by-category the last 12.',
      `The measured person's categories have subcategories (scripts/bench/subcategories.ts): ${Object.values(SUBCATEGORIES).flat().length} children under ${Object.keys(SUBCATEGORIES).length} of the busiest expense categories, each parent keeping a share of its rows and the rest moved under its children, the month totals rebuilt; by-category rolls the children into their parents, and the opened parent is the same report with \`categoriaPaiId\` of '${OPENED_PARENT}' (its children and its own money).`,
      `A tenth of the measured person's rows are in accounts in other currencies (scripts/bench/foreign-money.ts, issue 77): '${FOREIGN.dollars.name}' (US$) and '${FOREIGN.euros.name}' (€) hold rows moved from the checking account over the five years (their amounts in that currency) and the legs of monthly transfers from reais (each with its IOF) and a few back; two fixed items are in dollars, ${FOREIGN.cardPurchases} purchases on the card in reais were made abroad (their foreign amount kept), and exchange_rates holds the PTAX of every business day of the years for both currencies (weekends and national holidays without one, as the Banco Central's series: scripts/bench/ptax-series.ts). "Saldo em contas" (GET /accounts/balances), the accounts, the dashboard, net worth and the forecast (365 days of the person's 22 fixed items and card bills) convert both accounts at the PTAX of their dates.`,
      'Searches send the five years as their period, as the list does, so each one also sums its totals.',
      `The forecast of ${HEAVY.fixed} fixed items, import hints, rules preview and many-cards rows are of a second person seeded in SQL beside the measured user (scripts/bench/heavy-person.ts), measured signed in as them: one checking account paying ${HEAVY.cards} cards (the most accounts a person may have), each card with ${HEAVY.rowsPerCard} purchases of the last three months, the first also with ${thousands(heavyInstallments)} installments (${thousands(HEAVY.purchases)} purchases of ${HEAVY.installments}), ${thousands(HEAVY.rows)} rows in all, ${HEAVY.fixed} manual fixed items of which half were due in 2015 to 2019 and never paid, and ${HEAVY.rules} rules (a few on words the rows hold, a quarter with an amount range, a quarter with a type).`,
      `Import hints send ${HEAVY.hintLines} lines of the first card's statement, half installments already stored and half never recorded; the rules preview is POST /rules/apply with preview and only_uncategorized false, over every row.`,
      'The search right after an import is timed last: a new person (one account, the 50 rules) imports a CSV as below, and the search (q=farmacia, five years) is sent as soon as the import answers, with no statistics job in between (on PGlite the import refreshes the statistics before answering).',
      `The measured person's reads are made again by a second person, an editor of the measured person's book (scripts/bench/book-member.ts; the seeded rows are in that person's personal book), each request naming the book in \`${BOOK_HEADER}\`: the server then looks up their role in book_members on every request, which the person's own requests skip; each read right after the same read by the person, at 1 connection only (and again among the others with --many-users).`,
      'With --many-users the reads are measured again among the other people (one person seeded by the generator with 1,000 transactions, the others copies of that person made in SQL, each with their own ids and uuids: scripts/bench/clone-people.ts), then mixed reads at 200 clients (target: no error).',
      "After the bulk load each database is brought to the state it would be in use: VACUUM ANALYZE and a checkpoint on PostgreSQL (what autovacuum and the checkpointer do within minutes), the app's own refreshStatistics (ANALYZE) on PGlite, which has no autovacuum and which the server runs at start.",
      'Memory is the VmRSS of the server processes (summed) before and after a long run of the transactions page at 10 connections (stopped at the time limit if slower).',
      "Imports come last: each CSV (bank-like rows over the same years, other rows each time) is sent by POST /transactions/import-csv and timed from sending to the complete answer, first into a person who signed up just before (one account, the same 50 rules as the measured person), a new one each time, then the same files into the measured person, whose every import adds to the transactions the next one checks for duplicates. Their target is twice the database's own INSERT of as many rows into `transactions` (an INSERT ... SELECT of the measured person's rows, with every index, key and check, timed in-process after the server has stopped, three times and rolled back, the median: scripts/bench/insert-floor.ts): what the app adds to the write costs no more than the write.",
      '"Trazer meus dados" is held to the same target: a YNAB register export of as many lines (server/test/ynab-register-file.ts: four accounts, a card among them, about one line in ten half of a transfer between two of them, expenses under 20 subcategories of 8 groups, incomes to "Ready to Assign") is sent by POST /import/apps into another person who signed up just before, and its job followed by GET /import/apps/job every 50 ms; timed from sending the file to the job\'s end, which must be done with every row written and a transfer\'s second leg.',
      'Between those two series, a bank statement of 1,000 lines of the measured person\'s checking account (scripts/bench/match-statement.ts, read from the seeded rows): over the last 60 days of the account\'s rows, half the bank\'s version of rows already recorded (same amount and type, the same day or 1–2 days later, a text such as "PIX ENVIADO …" or "COMPRA CARTAO DEB …"), the fixed items of the account near their next run, the rest new lines; its preview is sent as the wizard sends it, POST /transactions/import-hints in 5 calls of 200 lines (a few times: the median of the sums, and the p50 of one call), then the file once by POST /transactions/import-csv; issue 33\'s target is preview + import ≤ 300 ms on PostgreSQL and ≤ 1 s on PGlite, "server time" being the HTTP round trips on localhost.',
      `The PTAX fetch of five years is the server's own job (server/jobs/exchange-rates.ts) on an emptied exchange_rates, against a local Olinda (server/test/fake-olinda.ts) publishing the rates of every PTAX currency for each business day from ${OFFICIAL_START} to yesterday: a server is started with the job on (EXCHANGE_RATES_FETCH_HOURS; every other server of the bench has it off), its first call held at a gate while "Saldo em contas" is read alone, then the gate opens and the same read goes on one request after another until every currency's last day is stored (GET /exchange-rates), then alone again (scripts/bench/ptax-fetch-timing.ts); counted: the calls Olinda answered (the design bounds a run to ${MAX_WINDOWS_PER_RUN} windows of a year), the days stored, the time from the gate's opening to the last day stored, and the server's VmRSS meanwhile; on PostgreSQL both API processes run the job, each fetching the currencies the other has not claimed.`,
      "The cold load opens `/` in a new Chromium context (signed in through the API as the login page does) and times navigation start → the four 'Resumo do mês' cards showing figures.",
      'The phone loads (see "How the web figures are measured" below the generated part) open the dashboard and the transactions page in Chromium with the CPU slowed 4 times and the network at 1.6 Mbit/s down, 750 kbit/s up and 150 ms of latency: a cold visit in a new context, then a second visit in the same tab once the service worker is active; medians of the runs.',
      'JavaScript sizes are gzip -9 of the files in dist/web/.vite/manifest.json: the entry chunk and its static imports; the dashboard figure is its lazy chunk and static imports not already loaded.',
    ].join(' '),
  );
  return out;
}
