import { sql } from 'drizzle-orm';
import { compactDocumentText } from '../../../common/documents';
import { foldForSearch } from '../../../common/search';
import { type Executor, queryRows } from '../../db/connect';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';

export interface PayeeRow {
  id: number;
  name: string;
  document: string | null;
}

/** Escapes LIKE's own characters in what a person typed. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Payees with their CPF or CNPJ (the named list's rows, which know only names, plus the document). */
export const payeesRepository = {
  /**
   * The book's payees by name; with `q`, those whose name or document holds it. Without `fullDocuments` (a leitor,
   * a read-only token: shared/full-documents.ts) a CPF is searched only in the digits its mask shows
   * ('***.456.789-**'), so a guessed CPF confirms nothing the asker may not read.
   */
  list(db: Executor, bookId: number, q?: string, fullDocuments = true): Promise<PayeeRow[]> {
    const name = q ? foldForSearch(q) : '';
    const digits = q ? compactDocumentText(q) : '';
    const searched = fullDocuments
      ? sql`document`
      : sql`(case when length(document) = 11 then substr(document, 4, 6) else document end)`;
    const matching = q
      ? sql`and (search_name like ${`%${likeText(name)}%`}
             ${digits.length >= 3 ? sql`or ${searched} like ${`%${likeText(digits)}%`}` : sql``})`
      : sql``;
    return queryRows<PayeeRow>(
      db,
      sql`select id, name, document from payees where book_id = ${bookId} ${matching} order by lower(name), id`,
    );
  },

  /** Inserts; answers undefined when the name is taken. */
  async insert(
    db: Executor,
    bookId: number,
    name: string,
    document: string | null,
  ): Promise<PayeeRow | undefined> {
    const [row] = await queryRows<PayeeRow>(
      db,
      sql`insert into payees (book_id, name, document) values (${bookId}, ${name}, ${document})
          on conflict do nothing returning id, name, document`,
    );
    return row;
  },

  /** Renames and, when given, sets the document; undefined when the book has no such payee, 'taken' for a name in use. */
  async update(
    db: Executor,
    bookId: number,
    id: number,
    change: { name: string; document?: string | null },
  ): Promise<PayeeRow | undefined | 'taken'> {
    try {
      const [row] = await queryRows<PayeeRow>(
        db,
        sql`update payees set name = ${change.name}
              ${change.document === undefined ? sql`` : sql`, document = ${change.document}`}
            where id = ${id} and book_id = ${bookId} returning id, name, document`,
      );
      return row;
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
  },
};
