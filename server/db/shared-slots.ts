// A person's places for heavy work (shared/person-gate.ts: one import, two uploads...) counted across every API
// process on one PostgreSQL database, so that a person cannot double them by sending to two servers in turn.
//
// Each place is a session advisory lock, (gate and place number, owner) in PostgreSQL's two-int4 key space (apart
// from the one-bigint locks of migrations and transfers), held by one connection of the process kept for them. A
// lock lives as long as its session: a process that dies gives its places back at once, with no lease to expire.
// PGlite has one process by construction and takes none.
import pg from 'pg';

export interface SharedSlots {
  /**
   * Takes a free one of the owner's `perOwner` places in `gate` (none of this process's own, none another process
   * holds) and answers its release; undefined when every place is taken. A database that does not answer takes
   * nothing and refuses nothing: the process's own count still bounds the work, and the work will meet the same
   * database.
   */
  take(gate: string, owner: number, perOwner: number): Promise<(() => Promise<void>) | undefined>;
  close(): Promise<void>;
}

/** FNV-1a of the gate's name and place, as a signed int4: the lock's first key. */
function placeKey(gate: string, place: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${gate}#${place}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The owner's id as the second int4 key (ids past 2^31 wrap: two owners may then share places, never lose them). */
const ownerKey = (owner: number) => owner | 0;

export function sharedSlots(url: string): SharedSlots {
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  /** `${gate}:${owner}` → the places this process holds (a session may take its own lock again). */
  const held = new Map<string, Set<number>>();

  function connection(): Promise<pg.Client> {
    if (!client) {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      // A lost session has lost its locks: forget them, and connect again at the next take.
      const lost = () => {
        if (client === opened) client = undefined;
        held.clear();
      };
      next.on('error', lost);
      next.on('end', lost);
      const opened: Promise<pg.Client> = next.connect().then(() => next);
      client = opened;
      opened.catch(lost);
    }
    return client;
  }

  async function query(text: string, params: unknown[]): Promise<boolean | undefined> {
    try {
      const c = await connection();
      const answer = await c.query<{ got: boolean }>(text, params);
      return answer.rows[0]?.got;
    } catch {
      return undefined;
    }
  }

  return {
    async take(gate, owner, perOwner) {
      if (closed) return async () => {};
      const name = `${gate}:${owner}`;
      const mine = held.get(name) ?? new Set<number>();
      held.set(name, mine);
      const forget = (place: number) => {
        mine.delete(place);
        // Read again at each call: a place taken meanwhile keeps the set.
        if (mine.size === 0 && held.get(name) === mine) held.delete(name);
      };
      for (let place = 0; place < perOwner; place++) {
        if (mine.has(place)) continue;
        // Marked before asking: a second take of this process meanwhile must try another place, since the session
        // would grant it the same lock again.
        mine.add(place);
        held.set(name, mine);
        const key = [placeKey(gate, place), ownerKey(owner)];
        const got = await query('select pg_try_advisory_lock($1::int4, $2::int4) as got', key);
        if (got !== true) forget(place);
        if (got === undefined) return async () => {};
        if (!got) continue;
        let released = false;
        return async () => {
          if (released) return;
          released = true;
          forget(place);
          await query('select pg_advisory_unlock($1::int4, $2::int4) as got', key);
        };
      }
      if (mine.size === 0) held.delete(name);
      return undefined;
    },
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      held.clear();
      if (open) await open.then((c) => c.end()).catch(() => {});
    },
  };
}
