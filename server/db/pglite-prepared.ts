import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { Turn } from '../threads/turns';

/** The PGlite calls the prepared client makes; a PGlite instance has them all. */
type Host = Pick<
  PGlite,
  'query' | 'execProtocol' | 'parsers' | '_checkReady' | '_runExclusiveQuery' | '_runExclusiveTransaction'
>;

const { serialize } = protocol;
const noTurn: Turn = () => Promise.resolve();
// The prepared statements run with a generic plan, as on PostgreSQL's connections for them (see connect.ts),
// set around the statement only: PGlite is one session, and every other statement keeps planning with its
// values. The reset comes after the Sync, so it runs even when the statement fails.
const GENERIC = serialize.query('set plan_cache_mode = force_generic_plan');
const RESET = serialize.query('reset plan_cache_mode');

/**
 * A client with PGlite's `query` whose statements are named prepared statements with a cached generic plan:
 * the runner of queryRows' `prepared` statements on PGlite (Drizzle's PGlite driver ignores a statement's
 * name). PGlite's own query() parses, plans and describes every statement anew, in six calls into the
 * WebAssembly database; here a statement is parsed once, and each call is one message (bind, execute)
 * with a plan made once: the transactions page's statement takes about a third of the CPU time it took.
 *
 * It waits for PGlite's transaction and query locks as query() does, so it never runs inside another
 * request's transaction, and takes its turn (pglite-turns.ts) as query() does in the app. Values that PGlite turns into text by their parameter's type (dates, arrays,
 * objects) go through query() unchanged: the statement is then parsed and planned as before.
 */
export function preparedClient(pglite: Host, turn: Turn = noTurn): Pick<PGlite, 'query'> {
  // Each text's statement name; the texts take a bounded number of shapes (see queryRows).
  const names = new Map<string, string>();
  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      const values = asText(params);
      if (!values) return pglite.query<T>(text, params, options);
      await turn();
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          let name = names.get(text);
          if (!name) {
            name = `p${names.size + 1}`;
            await pglite.execProtocol(join(serialize.parse({ name, text }), serialize.sync()), {
              syncToFs: false,
            });
            names.set(text, name);
          }
          const { messages } = await pglite.execProtocol(
            join(
              GENERIC,
              serialize.bind({ statement: name, values }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
              RESET,
            ),
          );
          // The results of the set, the statement and the reset: the statement's is the second.
          return parse.parseResults(messages, parsersOf(pglite.parsers, options), {
            ...options,
            parsers: undefined,
          })[1] as Results<T>;
        }),
      );
    },
  };
}

/**
 * The call's parsers (Drizzle's, by type) in front of PGlite's. PGlite would copy its own (a parser for each of
 * some 350 types) into a new object with the call's on every query, which takes longer than parsing the page.
 */
function parsersOf(base: PGlite['parsers'], options: QueryOptions | undefined): PGlite['parsers'] {
  return options?.parsers ? Object.assign(Object.create(base), options.parsers) : base;
}

/** The parameters as the text PostgreSQL reads, or undefined when one is not a plain value. */
function asText(params: unknown[]): Array<string | null> | undefined {
  const out: Array<string | null> = [];
  for (const value of params) {
    if (value === null || value === undefined) out.push(null);
    else if (
      typeof value === 'string' ||
      typeof value === 'bigint' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      out.push(String(value));
    else return undefined;
  }
  return out;
}

function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
