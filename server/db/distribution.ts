/**
 * How Grana's tables divide when the data is spread by book (docs/SCALE.md). A book is Grana's tenant: every row of
 * money belongs to one, and every table that holds a book's rows carries `book_id` in each of its keys and in each
 * foreign key to another book table, so all of one book's rows can live together on one shard (or one partition).
 *
 * The tables without `book_id` are listed here, each with its place and why; a schema test fails for a table that is
 * neither a book table nor listed (server/db/book-keys.test.ts).
 */
export type TablePlace =
  /** Copied whole to every node: small, read beside any book's rows, written rarely. */
  | 'reference'
  /** Kept on one node (the coordinator) and never joined with a book's rows. */
  | 'local'
  /** The books themselves: spread by their own id, each beside its rows. */
  | 'books';

export const TABLES_WITHOUT_BOOK: Record<string, { place: TablePlace; why: string }> = {
  books: {
    place: 'books',
    why: 'a book is the tenant: its id is the book_id of all its rows, so it shards by its id beside them',
  },
  users: {
    place: 'reference',
    why: "the people: book tables name them (members, shares, a row's author), so every node must have them",
  },
  index_rates: {
    place: 'reference',
    why: "the Banco Central's series (CDI, Selic, IPCA): one copy read by every book's investments",
  },
  exchange_rates: {
    place: 'reference',
    why: "the Banco Central's PTAX: one copy read by every book's balances in other currencies",
  },
  exchange_rate_fetches: {
    place: 'reference',
    why: 'when each currency was last fetched: beside the rates it guards',
  },
  index_rate_fetches: {
    place: 'reference',
    why: 'when each series was last fetched: beside the series it guards',
  },
  refresh_tokens: {
    place: 'local',
    why: "a person's sessions: read at sign-in and refresh, by the token alone",
  },
  password_reset_tokens: { place: 'local', why: "a person's password links, read by the token alone" },
  email_verification_tokens: {
    place: 'local',
    why: "a person's confirmation links, read by the token alone",
  },
  personal_access_tokens: {
    place: 'local',
    why: "a person's API tokens, read by the token's hash alone; they name the books they open, not a book's rows",
  },
  limit_events: {
    place: 'local',
    why: "the limits' attempts inside their windows (wrong passwords, a token's requests): counted by name and key, never a book's",
  },
  reminder_claims: {
    place: 'local',
    why: "the daily reminders' claims, one per person, item and day: the job's bookkeeping, never a book's figure",
  },
};
