/**
 * Where each test file runs: the one place that says which server files need no database, which API files run on
 * both engines, and which run alone. Read by vitest.config.ts and vitest.alone.config.ts.
 *
 * Every API file runs on PGlite, the engine `npm start` uses and the only one a newcomer's `npm test` has. When
 * TEST_DATABASE_URL names a PostgreSQL server (CI's), the files below in BOTH_ENGINES run there once more: those
 * where the engine changes the answer or the timing. A new API file runs on PGlite only unless it is added here.
 */

/**
 * Server files that open no database (pure functions, a queue, a worker, an SMTP peer, the configuration): they
 * run once, in the unit project, with no template database made for them.
 */
export const NO_DATABASE = [
  'server/config.test.ts',
  'server/storage/bucket-config.test.ts',
  'server/http/failure-limiter.test.ts',
  'server/mail/book-invitation.test.ts',
  'server/features/assets/value.test.ts',
  'server/features/auth/hashing-queue.test.ts',
  'server/features/cards/bill-figures.test.ts',
  'server/features/rules/candidate-columns.test.ts',
  'server/features/rules/matches.test.ts',
  'server/features/rules/candidate-cache.test.ts',
  'server/db/migration-journal.test.ts',
  'server/features/export/backup/references-seen.test.ts',
  'server/threads/packed-lists.test.ts',
  'server/threads/thread-pool.test.ts',
  'server/db/citus-plan.test.ts',
  'server/features/import/read-in-worker.test.ts',
  'server/features/matching/choose.test.ts',
  'server/features/net-worth/real-terms.test.ts',
  'server/features/recurring/schedule.test.ts',
  'server/features/recurring/history-detection.test.ts',
  'server/features/shared/person-gate.test.ts',
  'server/features/shared/secret-box.test.ts',
  'server/features/suggestions/merchant-category.test.ts',
  'server/features/transfers/currencies.test.ts',
  'server/features/sync/backoff.test.ts',
  'server/features/sync/investment-terms.test.ts',
  'server/features/variable-income/b3/read.test.ts',
  'server/features/variable-income/b3/workbook-bounds.test.ts',
  'scripts/bench/report.test.ts',
  'scripts/bench/ptax-series.test.ts',
  // Other apps' export files read into histories: pure functions over the samples.
  'server/features/app-import/readers/*.test.ts',
];

/**
 * API files that run on PostgreSQL as well as on PGlite, and why. The engines differ in their drivers (how
 * numbers, dates and arrays come back from SQL written by hand), in transactions and locks (PGlite has one
 * connection: what races on a server queues there), in COPY and statistics, and in the steps long writes take.
 * Files named `*.postgres.test.ts` run on PostgreSQL only (two processes on one server, restores across engines).
 */
export const BOTH_ENGINES = [
  // Rules over stored rows: PostgreSQL reads them all in one unordered statement of two texts (string_agg), PGlite
  // in ordered pages of it.
  'server/features/rules/rules.test.ts',
  // Comprovantes: files beside rows, kept and purged with the rows' own deletions and undo on each engine.
  'server/features/attachments/**/*.test.ts',
  // Sums in reais of accounts in other currencies: rates (numeric) read by hand-written SQL on each driver.
  'server/features/accounts/foreign-currency.test.ts',
  'server/features/transactions/purchase-abroad.test.ts',
  // Money by kind in reais: the accounts in other currencies' rows grouped and corrected in hand-written SQL.
  'server/features/reports/foreign-currency.test.ts',
  // Competência and caixa: card rows moved to their bills' due dates by hand-written SQL (unnest of arrays).
  'server/features/reports/money-flow.test.ts',
  // Transfers between currencies: the other leg's amount and currency read by hand-written SQL, the IOF locked,
  // deleted and put back with the transfer, on each engine.
  'server/features/transfers/cross-currency.test.ts',
  // The database layer itself: connections, migrations, prepared statements, COPY, statistics, data folders.
  'server/db/**/*.test.ts',
  // Backups and restores: whole installations read and written with SQL of their own, on each engine.
  'server/backup/**/*.test.ts',
  'server/features/export/**/*.test.ts',
  // The import's steps differ by engine (staging table, step size, ANALYZE after a bulk write).
  'server/features/import/import.test.ts',
  'server/features/import/import-into-history.test.ts',
  'server/features/import/import-statistics.test.ts',
  'server/features/ledger/**/*.test.ts',
  // Matching's candidates and the sync's writes: hand-written SQL over the ledger's rows.
  'server/features/matching/matching.test.ts',
  'server/features/sync/write-lines.test.ts',
  'server/features/sync/run.test.ts',
  // One ledger whichever way a bank line arrives (file, sync): the same SQL that tells the ways apart.
  'server/features/sync/one-ledger.test.ts',
  // A purchase abroad from a statement or the sync: its amount abroad staged and written, an estimate (and its IOF)
  // found by it and ended with the bank's figures (the matcher's and the ledger's SQL), both orders.
  'server/features/import/statement-foreign-amount.test.ts',
  'server/features/import/bill-iof.test.ts',
  // Come-cotas: a fund's trades, and its cotas on the come-cotas days, read with arrays of ids and dates.
  'server/features/income-tax/come-cotas.test.ts',
  'server/features/sync/foreign-purchase-sync.test.ts',
  // A hostile bank's lines (issue 55): a month total past its bound is each engine's refusal, a run's steps and
  // concurrent runs each engine's sessions.
  'server/features/sync/hostile-bank.test.ts',
  // A proven address (issue 55): its confirmation tokens, and a trigger that takes the proof from a changed e-mail.
  'server/features/books/invitation-proof.test.ts',
  // Every way in against every other (typed, file, sync, a fixed item's payment, a card's installments), both
  // orders: the matcher's candidates, a payment's bank row and the installments' bills are SQL over the same rows.
  'server/features/sync/arrivals.test.ts',
  // History's key computed in SQL from stored descriptions must strip the banks' words as TypeScript does.
  'server/features/suggestions/bank-prefixes.test.ts',
  // Card bills paid by a statement's line: the cards' bills summed in SQL, written through the import's steps.
  'server/features/cards/bill-payment-lines.test.ts',
  // A bill from before Grana whichever arrives first, history (written in steps on PGlite, kept balances in SQL) or
  // the statement.
  'server/features/cards/bill-before-grana.test.ts',
  // Figures summed in SQL: reports, the dashboard, the net worth, balances, investments' positions.
  'server/features/reports/reports.test.ts',
  'server/features/reports/subcategory-rollup.test.ts',
  // Imposto de Renda's figures added up in SQL (each code's largest payees by row_number, the rest summed).
  'server/features/income-tax/bounded.test.ts',
  'server/features/income-tax/declaration-result.test.ts',
  // The family's whole year (two salaries, one informe read from its PDF; rent, stocks, day trade, an FII, a fundo).
  'server/features/income-tax/statement-reading.test.ts',
  // Lei 14.754's reads of holdings abroad and their rates, and the exclusions from the B3's figures, in SQL.
  'server/features/income-tax/foreign-applications.test.ts',
  // Webhook deliveries claimed fairly per book in SQL (row_number, FOR UPDATE SKIP LOCKED across processes).
  'server/features/webhooks/**/*.test.ts',
  // Another app's history written in the background: one transaction on a server, steps on PGlite, and the
  // progress reported from outside the write on each.
  'server/features/app-import/app-import.test.ts',
  // Fixed items found in the history: a year of rows read by hand-written SQL (ids, cents and dates back through
  // each driver) and the dismissals' upsert.
  'server/features/recurring/history-suggestions.test.ts',
  'server/features/dashboard/dashboard.test.ts',
  'server/features/net-worth/net-worth.test.ts',
  // What a newcomer already owns (issue 54): each account's balance by month in SQL, the book's first month, and
  // "Aplicado (custo)" from the positions' grouped sums, answered by four endpoints.
  'server/features/net-worth/held-before.test.ts',
  'server/features/shared/balances.test.ts',
  'server/features/variable-income/variable-income.test.ts',
  // Positions valued from their rows, a partial redemption's part and rest read back as one (issue 55).
  'server/features/investments/investments.test.ts',
  // Exchange rates: the PTAX's decimal text and dates read back through hand-written SQL, the fetch's claims and
  // upserts, and the lookback that every figure in another currency uses.
  'server/features/exchange-rates/**/*.test.ts',
  // Search by words and its estimates (text search configuration, planner statistics).
  'server/features/transactions/search.test.ts',
  // Rows moved between books and deleted with them: SQL of their own over several tables in one transaction.
  'server/features/transfers/cross-book.test.ts',
  'server/features/books/books.test.ts',
  'server/features/books/migration-0028.test.ts',
  'server/features/undo/undo.test.ts',
  // Locks and races: on PGlite the same requests queue on one connection.
  'server/features/debts/payment-account-race.test.ts',
  // Two moves of the category tree at once (each locks what it reads; a statement's snapshot on a server).
  'server/features/categories/subcategories.test.ts',
  // Races between requests (one connection on PGlite, sessions and locks on a server) and real processes (a crash
  // mid-import, a graceful stop). The walks of every route (isolation, fuzzing, security headers, a person's limits)
  // run on PGlite only: PGlite is PostgreSQL's own engine, so what a route's SQL refuses or filters is the same on
  // both, and each feature's SQL is proven on the server by its own file above (the fuzz alone took 101 s a run).
  'server/trust/concurrency.test.ts',
  'server/trust/processes/**/*.test.ts',
  // The seed and the benchmark's set-ups write through COPY on a server and INSERT on PGlite.
  'scripts/**/*.test.ts',
];

/**
 * Files that time requests (how long another person waits, a limiter's pause, a scan's time), which the suite's
 * other files running beside them would skew: they run after the rest, one at a time (vitest.alone.config.ts), on
 * PGlite, and on PostgreSQL too where BOTH_ENGINES_ALONE names them.
 */
export const ALONE = [
  'server/trust/heaviest-person.test.ts',
  'server/features/export/no-stall.test.ts',
  'server/features/import/import-no-stall.test.ts',
  'server/features/app-import/app-import-no-stall.test.ts',
  'server/features/income-tax/no-stall.test.ts',
  // Another person's receipt read while a hostile PDF holds the other reader to its time limit.
  'server/features/capture/receipt/hostile-pdf.test.ts',
  'server/features/import/hostile-files.test.ts',
  'server/features/variable-income/b3/hostile-workbook.test.ts',
  'server/features/import/installments-scale.test.ts',
  'server/features/auth/login-limits.test.ts',
  'server/features/auth/enumeration.test.ts',
];

/** The timed files whose timing depends on the engine: the heaviest person's reads and the long writes' steps. */
export const BOTH_ENGINES_ALONE = [
  'server/trust/heaviest-person.test.ts',
  'server/features/export/no-stall.test.ts',
  'server/features/import/import-no-stall.test.ts',
  'server/features/app-import/app-import-no-stall.test.ts',
];

/**
 * A timed file with no database (the Pluggy client's retries and pauses against a local server): alone, once,
 * beside no database at all.
 */
export const ALONE_NO_DATABASE = ['server/features/sync/providers/pluggy.test.ts'];
