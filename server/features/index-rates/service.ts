import {
  INDEX_RATE_MESSAGES,
  type IndexRateImportResult,
  type IndexRateKey,
  type IndexRateValue,
  type IndexRateValues,
  type IndexSeriesSummary,
  indexRateProblem,
  type indexRateValuesQuery,
  readIndexRateCsv,
} from '../../../common/contract/index-rates';
import type { z } from '../../../common/contract/shared';
import { todayIn } from '../../../common/dates';
import type { IndexSeries } from '../../../common/index-series';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { presentSummary, presentValue } from './presenter';
import { indexRatesRepository as repo } from './repository';

/**
 * The index series as a book reads them: the Banco Central's values, and the book's own (typed or imported) on
 * the dates the Banco Central's series lacks. A book writes only its own; the official ones are the job's.
 * Who may write (an editor or a dono) is the authentication hook's: a leitor's POST or DELETE never gets here.
 */
export function createIndexRatesService(db: Db) {
  return {
    async summary(user: AuthUser): Promise<IndexSeriesSummary[]> {
      return presentSummary(await repo.summary(db, user.bookId));
    },

    /**
     * The first `limite` values of the period in the order asked; `proxima` is the date of the next one, if any.
     * Another book's values are never among them: the book's own are read by its id.
     */
    async values(user: AuthUser, query: z.output<typeof indexRateValuesQuery>): Promise<IndexRateValues> {
      const rows = await repo.values(db, user.bookId, {
        series: query.serie,
        from: query.de ?? null,
        to: query.ate ?? null,
        origin: query.origem ?? null,
        newestFirst: query.ordem === 'decrescente',
        limit: query.limite + 1,
      });
      const more = rows.length > query.limite ? rows[query.limite] : undefined;
      return {
        serie: query.serie,
        de: query.de ?? null,
        ate: query.ate ?? null,
        valores: rows.slice(0, query.limite).map(presentValue),
        proxima: more ? more.date : null,
      };
    },

    /**
     * One value typed by the person for the book: replaces the book's own of that date; refused (409) where the
     * Banco Central has published one, since that one is read. 201 when new, 200 when it replaced one.
     */
    async put(
      user: AuthUser,
      input: { serie: IndexSeries; data: string; valor: string },
    ): Promise<{ created: boolean; value: IndexRateValue }> {
      const problem = indexRateProblem(input.serie, input.data, input.valor, todayIn(user.timeZone));
      if (problem) throw badRequest(problem);
      if (await repo.hasOfficial(db, input.serie, input.data)) {
        throw conflict(INDEX_RATE_MESSAGES.official(input.serie, input.data), 'official_value');
      }
      const written = await repo.upsertOwn(db, user.bookId, input.serie, [
        { date: input.data, value: input.valor },
      ]);
      return {
        created: written.inserted > 0,
        value: { data: input.data, valor: Number(input.valor), origem: 'livro' },
      };
    },

    async delete(user: AuthUser, series: IndexSeries, date: string): Promise<IndexRateKey> {
      if (!(await repo.deleteOwn(db, user.bookId, series, date))) {
        throw notFound(INDEX_RATE_MESSAGES.notFound(series, date));
      }
      return { serie: series, data: date };
    },

    /**
     * A file of one series' values: every line checked before the first write (the first bad one answered with
     * its number), then, in one transaction, the dates the Banco Central lacks written as the book's own (new ones
     * inserted, others replaced); the dates it has are counted as ignored.
     */
    async import(user: AuthUser, series: IndexSeries, csv: string): Promise<IndexRateImportResult> {
      const read = readIndexRateCsv(series, csv, todayIn(user.timeZone));
      if (!read.ok) throw badRequest(read.message);
      const lines = read.lines;
      const dates = lines.map((l) => l.date).sort();
      const from = dates[0] as string;
      const to = dates[dates.length - 1] as string;
      return db.transaction(async (tx) => {
        const official = await repo.officialDates(tx, series, from, to);
        const own = lines.filter((l) => !official.has(l.date));
        const written = await repo.upsertOwn(tx, user.bookId, series, own);
        return {
          serie: series,
          linhas: lines.length,
          inseridas: written.inserted,
          atualizadas: written.updated,
          iguais: own.length - written.inserted - written.updated,
          ignoradas: lines.length - own.length,
        };
      });
    },
  };
}
