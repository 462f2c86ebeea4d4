/**
 * Every table that holds a book's data (a book: the finances one person or a household keeps) carries book_id,
 * and every query filters by it: the data shards by book on a distributed PostgreSQL, and a foreign id never
 * reaches another book's row. Sign-in, tokens and e-mail belong to the person (user_id).
 * Money columns are integer cents (bigint, read as JS numbers: far below 2^53).
 */
// The schema is one object to its readers: drizzle(client, { schema }) takes it whole (server/db/connect.ts), the
// Debug page, the backup and the Citus plan list its tables from it, and drizzle-kit reads its tables here
// (drizzle.config.ts). Each file below holds one area's tables; columns.ts and owner-columns.ts hold the column
// builders they share, which are no part of the schema and so are not exported here.
export * from './accounts';
export * from './assets';
export * from './attachments';
export * from './book-members';
export * from './books';
export * from './budgets-goals';
export * from './cards';
export * from './categories-tags-payees';
export * from './debts';
export * from './exchange-rates';
export * from './household';
export * from './imports';
export * from './income-tax';
export * from './index-rates';
export * from './integrations';
export * from './investments';
export * from './ledger-writes';
export * from './limits';
export * from './month-totals';
export * from './people';
export * from './reconciliations';
export * from './recurring';
export * from './reminders';
export * from './rules';
export * from './sync';
export * from './transactions';
export * from './undo';
export * from './unfinished-writes';
