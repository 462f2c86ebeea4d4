/**
 * --many-users at scale: the other people as copies of one seeded person, made in SQL. Seeding each of 10,000
 * people through the generator (scripts/seed.ts) takes hours; copying one person's rows table by table takes
 * minutes. Every copy is a person of their own: their own user row, e-mail and personal book, and every id (and every column
 * that refers to one) moved by the copy's number times a stride above any id in the database, so that the
 * foreign keys (composite with book_id) hold and no row is shared. The same PostgreSQL work as real people's rows:
 * the same indexes filled, the same statistics after the VACUUM ANALYZE that follows.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../server/db/connect';

/** Above any id the bench database holds before the copies (the measured person's 100,000 rows and more). */
const STRIDE = 100_000_000;

interface Column {
  name: string;
  /** How the copy writes it: moved by the stride (ids), drawn anew for the copy (uuids), or as it is. */
  copy: 'shifted' | 'renamed' | 'same';
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Public tables with a book_id column, parents before children (foreign keys), with their columns. */
async function personTables(db: Db): Promise<Array<{ table: string; columns: Column[] }>> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join pg_class t on t.oid = format('public.%I', c.table_name)::regclass
        -- Tables (a partitioned one too), not their partitions: a partition's rows are written through its table.
        where c.table_schema = 'public' and t.relkind in ('r', 'p') and not t.relispartition
          and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  // Columns in a foreign key, and which table each table's keys point to.
  const keys = await queryRows<{ child: string; parent: string; column_name: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent, a.attname as column_name
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const byTable = new Map<string, Array<{ column_name: string; data_type: string }>>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
  const withUser = [...byTable.keys()].filter(
    (t) => t !== 'users' && byTable.get(t)!.some((c) => c.column_name === 'book_id'),
  );
  const keyColumns = new Set(keys.map((k) => `${k.child}.${k.column_name}`));
  const parents = new Map<string, Set<string>>();
  for (const k of keys)
    if (k.child !== k.parent) parents.set(k.child, new Set([...(parents.get(k.child) ?? []), k.parent]));
  const ordered: string[] = [];
  const visit = (t: string) => {
    if (ordered.includes(t) || !withUser.includes(t)) return;
    for (const p of parents.get(t) ?? []) visit(p);
    if (!ordered.includes(t)) ordered.push(t);
  };
  for (const t of withUser) visit(t);
  return ordered.map((table) => ({
    table,
    columns: byTable.get(table)!.map((c) => ({
      name: c.column_name,
      copy:
        // Ids and the whole-number columns of a foreign key move with the copy; so does an account's id where no
        // key holds it (the month totals': the list's totals read them by the book's accounts).
        (c.column_name === 'id' ||
          c.column_name === 'account_id' ||
          keyColumns.has(`${table}.${c.column_name}`)) &&
        (c.data_type === 'bigint' || c.data_type === 'integer')
          ? 'shifted'
          : // A uuid (a transfer's, an installment plan's, an import's) names something of one person: shared by
            // every copy, it would make the planner see each transfer_id a thousand times and judge the index on
            // it useless, which real rows never do. Each copy gets its own, the same for the rows that share one.
            c.data_type === 'uuid'
            ? 'renamed'
            : 'same',
    })),
  }));
}

/** A column's value in copy number k.n. */
function copiedValue(column: string, copy: Column['copy']): string {
  if (copy === 'shifted') return `${column} + k.n * ${STRIDE}`;
  if (copy === 'renamed') return `md5(${column}::text || ':' || k.n)::uuid`;
  return column;
}

/**
 * The person being copied: their user id (their personal book's id too) and, per table, the table their rows are
 * read from.
 */
export interface Template {
  personId: number;
  tables: Array<{ table: string; columns: Column[]; source: string }>;
  /** Drops the tables of the template's rows. */
  drop: () => Promise<void>;
}

/**
 * Writes the person's rows of each table once into a table of their own (unlogged: a bench's scratch), for every
 * batch of copies to read. Read from the people's tables, the template's rows would be looked for anew by each
 * batch in tables that grow with every batch, without the plain indexes (dropped for the copy) or statistics that
 * know their size: a scan of every row so far, each time.
 */
export async function snapshotTemplate(db: Db, templateId: number): Promise<Template> {
  const tables = await personTables(db);
  const sources: Template['tables'] = [];
  for (const { table, columns } of tables) {
    const source = ident(`bench_template_${table}`);
    await db.execute(sql.raw(`drop table if exists ${source}`));
    await db.execute(
      sql`create unlogged table ${sql.raw(source)} as
          select * from ${sql.raw(ident(table))} where book_id = ${templateId}`,
    );
    sources.push({ table, columns, source });
  }
  return {
    personId: templateId,
    tables: sources,
    drop: async () => {
      for (const { source } of sources) await db.execute(sql.raw(`drop table ${source}`));
    },
  };
}

/**
 * Copies the template person as people number `from` to `to` (inclusive), e-mails emailOf(k) for k in that
 * range written as SQL (format), in one transaction per call. Answers the rows written.
 */
export async function clonePerson(
  db: Db,
  template: Template,
  range: { from: number; to: number },
  emailDigits: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const k = sql`generate_series(${range.from}::bigint, ${range.to}::bigint) as k(n)`;
    const shift = sql.raw(`k.n * ${STRIDE}`);
    await tx.execute(sql`
      insert into users (id, name, email, password_hash, time_zone, email_reminders)
      overriding system value
      select u.id + ${shift}, 'Pessoa ' || k.n,
             'user' || lpad(k.n::text, ${emailDigits}, '0') || '@grana.local',
             u.password_hash, u.time_zone, false
      from users u cross join ${k} where u.id = ${template.personId}`);
    // Their personal book, with the copy's own id as every person's has (its membership is copied below).
    await tx.execute(sql`
      insert into books (id, name, personal_user_id, created_at)
      select b.id + ${shift}, b.name, b.personal_user_id + ${shift}, b.created_at
      from books b cross join ${k} where b.id = ${template.personId}`);
    // A foreign key's check is planned once per connection and kept: with statistics from before the copies
    // (a handful of users), it scans the parent table for every row, and the parents grow with every batch.
    // Statistics of each table as soon as it is written keep those checks on the parent's unique index.
    await tx.execute(sql`analyze users`);
    await tx.execute(sql`analyze books`);
    let rows = 0;
    for (const { table, columns, source } of template.tables) {
      const names = columns.map((c) => ident(c.name)).join(', ');
      const values = columns.map((c) => copiedValue(`t.${ident(c.name)}`, c.copy)).join(', ');
      const hasIdentity = columns.some((c) => c.name === 'id');
      const result = await tx.execute(
        sql`insert into ${sql.raw(ident(table))} (${sql.raw(names)}) ${sql.raw(hasIdentity ? 'overriding system value' : '')}
            select ${sql.raw(values)} from ${sql.raw(source)} t cross join ${k}`,
      );
      rows += (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
      await tx.execute(sql.raw(`analyze ${ident(table)}`));
    }
    return rows;
  });
}

/**
 * Drops the plain indexes of the people's tables (not those behind a primary key, a unique constraint or a
 * foreign key's target) for a bulk copy, and answers the function that makes them again, each built once over
 * all the rows instead of updated row by row (a tenth of the time for millions of rows, the GIN trigram index
 * above all). What a database administrator does for a bulk load; the result is the same index.
 */
export async function withoutPlainIndexes(db: Db): Promise<() => Promise<void>> {
  const tables = (await personTables(db)).map((t) => t.table);
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace and c.relname::text in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
          -- A partition's index goes and comes back with its table's.
          and not c.relispartition`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  return async () => {
    for (const index of indexes) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        // A partitioned table's index reads "ON ONLY" (itself alone): made again with its partitions' indexes.
        await tx.execute(sql.raw(index.definition.replace(' ON ONLY ', ' ON ')));
      });
    }
  };
}

/** After the copies: each identity goes on after the largest id, as if the rows had been inserted one by one. */
export async function resetIdentities(db: Db): Promise<void> {
  const identities = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and is_identity = 'YES'`,
  );
  for (const { table_name } of identities) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${ident(table_name)}', 'id'), coalesce((select max(id) from ${ident(table_name)}), 1))`,
      ),
    );
  }
}
