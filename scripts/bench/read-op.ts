// The shape of a measured read and the periods it reads (operations.ts and the files of operations beside it).
import type { AuthUser } from '../../server/auth-user';
import type { Database } from '../../server/db/connect';

export interface ReadOp {
  key: string;
  label: string;
  /** GET path with its query, under /api/v1 (a POST's when body is set). */
  path: string;
  /** A read that takes its question in a JSON body (a preview): sent by POST. */
  body?: object;
  /** The PostgreSQL p95 target in ms, when the issue sets one. */
  p95TargetMs?: number;
  /** PGlite's own p95 target in ms, when the issue sets one (otherwise 3 × PostgreSQL's figure). */
  pgliteP95TargetMs?: number;
  /** A text search: its statements' plans are always shown (they must use the trigram index). */
  search?: boolean;
  /**
   * A request outside /api/v1, sent to this path as is with `headers` (the MCP server's POST /mcp, whose body is a
   * JSON-RPC message): http-load.ts's requestOf takes it instead of `/api/v1${path}`.
   */
  url?: string;
  headers?: Record<string, string>;
  /**
   * Sent over HTTP with a personal access token of the person (grana_pat_..., read only, made once by their session)
   * instead of the session's access token: the hook's token path (the lookup by its hash, its rules).
   */
  bearer?: 'personal-token';
  /**
   * Timed in-process only, and this the reason the HTTP phase gives: a read whose every call must first change
   * something (the rules preview after a row changed), which a load of identical requests cannot do.
   */
  inProcessOnly?: string;
  /** Calls the route's service function. */
  run: (database: Database, user: AuthUser) => Promise<unknown>;
}

export interface Periods {
  today: string;
  /** The last full month (a whole month of rows). */
  month: { from: string; to: string };
  /** Five years of months, ending with this month. */
  fiveYears: { from: string; to: string };
  /** Twelve months ending with this month. */
  year: { from: string; to: string };
}
