import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { TABLES_WITHOUT_BOOK } from './distribution';
import * as schema from './schema';

/**
 * The calls that lay Grana's schema out on Citus (docs/SCALE.md), made from the schema itself so that they cannot
 * drift from it: `npm run -s scale:plan` prints them, and a test compares them with the block in docs/SCALE.md.
 *
 * - Reference tables first (copied to every node): the book tables' foreign keys to them need them in place.
 * - `books` is distributed by its own id, and every book table by book_id in the same co-location group, each after
 *   the tables its foreign keys name (Citus checks a foreign key between distributed tables when it is made).
 * - Local tables (a person's sign-in tokens) stay on the coordinator; those naming a reference table are added to
 *   Citus's metadata so that their foreign keys keep working.
 */
export function citusPlan(): string[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        book: config.columns.some((column) => column.name === 'book_id'),
        parents: config.foreignKeys
          .map((fk) => getTableConfig(fk.reference().foreignTable).name)
          .filter((parent) => parent !== config.name),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const placeOf = (name: string) => TABLES_WITHOUT_BOOK[name]?.place ?? 'book';

  const calls: string[] = [];
  for (const table of tables.filter((t) => placeOf(t.name) === 'reference'))
    calls.push(`SELECT create_reference_table('${table.name}');`);
  calls.push(`SELECT create_distributed_table('books', 'id');`);

  // Book tables, each once every book table it names is placed (by name among those ready: a stable order).
  const waiting = tables.filter((t) => placeOf(t.name) === 'book');
  const placed = new Set(['books']);
  while (waiting.length > 0) {
    const ready = waiting.findIndex((t) =>
      t.parents.every((parent) => placed.has(parent) || placeOf(parent) !== 'book'),
    );
    // A cycle among book tables would have no order to place them in: named, not guessed.
    if (ready < 0) throw new Error(`foreign keys in a cycle: ${waiting.map((t) => t.name).join(', ')}`);
    const [table] = waiting.splice(ready, 1);
    if (!table) break;
    calls.push(`SELECT create_distributed_table('${table.name}', 'book_id', colocate_with => 'books');`);
    placed.add(table.name);
  }

  for (const table of tables.filter((t) => placeOf(t.name) === 'local'))
    if (table.parents.some((parent) => placeOf(parent) === 'reference'))
      calls.push(`SELECT citus_add_local_table_to_metadata('${table.name}');`);
  return calls;
}

/** The document that holds the calls, between its markers. */
export const SCALE_DOC = new URL('../../docs/SCALE.md', import.meta.url);
const START = '<!-- citus-plan:start -->';
const END = '<!-- citus-plan:end -->';

/** `doc` with the calls between its markers, as a SQL block. */
export function withPlan(doc: string, calls: string[]): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/SCALE.md lacks ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n\`\`\`sql\n${calls.join('\n')}\n\`\`\`\n${doc.slice(end)}`;
}
