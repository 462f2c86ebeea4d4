/**
 * An import's rows as the ledger writes them, and their staging before the write (transaction-rows.ts
 * stageImported, insertStaged): their columns and types, and where a batch's rows are read from, inline or a
 * temporary table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CurrencyCode } from '../../../common/currencies';
import type { CopyValue } from '../../db/copy-rows';
import { idArray } from '../../db/json-rows';

/** A transaction row as the import writes it (income or expense; transfers go through writeTransfer). */
export interface ImportedTransaction {
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
  date: string;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  /** The line's id in its way in: a file's (external_id) or, for origin 'sync', the aggregator's (sync_id). */
  externalId: string | null;
  /** The statement's text, when the description stored differs from it. */
  bankText: string | null;
  importId: string;
  /**
   * Where the line came from: a statement's file (the default) or bank sync. A transfer's leg without one is
   * 'manual', as writeTransfer writes it.
   */
  origin?: 'import' | 'sync';
  /** A card statement's installment (k of n of one purchase), and the bill a later one is pinned to. */
  installment?: { group: string; number: number; count: number; billMonth: string | null };
  /** A leg of a transfer an import wrote (writeTransfers), and the card's bill its entering leg is pinned to. */
  transfer?: { id: string; billMonth: string | null };
  /**
   * What the line was in another currency, on an account in reais (a card's purchase abroad): its amount there in
   * hundredths (transactions.foreign_amount). The bank's or file's own figure, never an estimate.
   */
  foreign?: { amount: number; currency: CurrencyCode };
}

/** The staging table of an import's rows: a temporary table of the transaction that loads it. */
export const IMPORT_STAGING = 'import_staging';

/** The staged rows' columns and their types: the staging table's, and the inline rows' (stagedRows). */
export const STAGED = [
  ['ord', 'integer'],
  ['account_id', 'bigint'],
  ['type', 'text'],
  ['amount', 'bigint'],
  ['date', 'date'],
  ['description', 'text'],
  ['category_id', 'bigint'],
  ['payee_id', 'bigint'],
  ['status', 'text'],
  ['external_id', 'text'],
  ['bank_text', 'text'],
  ['import_id', 'uuid'],
  ['installment_group', 'uuid'],
  ['installment_number', 'integer'],
  ['installment_count', 'integer'],
  ['bill_month', 'text'],
  ['origin', 'text'],
  ['transfer_id', 'uuid'],
  ['foreign_amount', 'bigint'],
  ['foreign_currency', 'text'],
  ['tag_ids', 'bigint[]'],
] as const;

/**
 * Up to this many rows are staged inline (arrays the statement unnests) rather than in a temporary table. On
 * PGlite creating and dropping the table costs about 7 ms of catalog writes per batch whatever its size, which
 * is most of a bank sync's step of 100 rows (the session held meanwhile; docs/PERFORMANCE.md); a file's batches
 * of thousands go through the table and COPY, which reads them faster than parameters.
 */
export const INLINE_STAGED_ROWS = 200;

export const stagedTable = sql.raw(IMPORT_STAGING);

/** Where a batch's staged rows are read from: the staging table, or the batch's rows inline. */
export type StagedRows = SQL;

/** An imported row as its staged columns' values, in STAGED's order. */
export function stagedValues(r: ImportedTransaction, i: number, tagIds: number[] | undefined): CopyValue[] {
  return [
    i,
    r.accountId,
    r.type,
    r.amountCents,
    r.date,
    r.description,
    r.categoryId,
    r.payeeId,
    r.status,
    r.externalId,
    r.bankText,
    r.importId,
    r.installment?.group ?? null,
    r.installment?.number ?? null,
    r.installment?.count ?? null,
    r.installment?.billMonth ?? r.transfer?.billMonth ?? null,
    r.origin ?? (r.transfer ? 'manual' : 'import'),
    r.transfer?.id ?? null,
    r.foreign?.amount ?? null,
    r.foreign?.currency ?? null,
    tagIds?.length ? tagIds : null,
  ];
}

/**
 * The rows as a relation with the staging table's columns: one array parameter per column, unnested. A row's
 * tag ids travel as an array literal in a text[] (unnest cannot return arrays of different lengths).
 */
export function stagedRows(values: CopyValue[][]): SQL {
  const columns = STAGED.map(([, type], j) => {
    const column = values.map((v) => v[j] ?? null);
    return type === 'bigint[]'
      ? sql`${sql.param(column.map((ids) => (ids === null ? null : idArray(ids as number[]))))}::text[]`
      : sql`${sql.param(column)}::${sql.raw(type)}[]`;
  });
  const names = STAGED.map(([name]) => name).join(', ');
  const selected = STAGED.map(([name, type]) =>
    type === 'bigint[]' ? `${name}::bigint[] as ${name}` : name,
  );
  return sql`(select ${sql.raw(selected.join(', '))}
              from unnest(${sql.join(columns, sql`, `)}) as s(${sql.raw(names)}))`;
}
