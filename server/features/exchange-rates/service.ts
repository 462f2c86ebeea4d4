import {
  EXCHANGE_RATE_DEFAULT_DAYS,
  EXCHANGE_RATE_MESSAGES,
  EXCHANGE_RATE_RANGE_MAX_DAYS,
  type ExchangeRateKey,
  type ExchangeRateOn,
  type ExchangeRateRange,
  type ExchangeRateSummary,
  type ExchangeRatesWritten,
  exchangeRateProblem,
} from '../../../common/contract/exchange-rates';
import type { CurrencyCode } from '../../../common/currencies';
import { addDays, daysBetween, todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { rateRowsOn } from './lookup';
import { presentRate, presentSummary } from './presenter';
import { exchangeRatesRepository as repo } from './repository';

/**
 * Exchange rates as a book reads them: the Banco Central's PTAX, and the book's own typed rates on the dates (or
 * currencies) the PTAX lacks. A book writes only its own; the PTAX is the job's. Who may write (an editor or a
 * dono) is the authentication hook's: a leitor's PUT or DELETE never gets here.
 */
export function createExchangeRatesService(db: Db) {
  return {
    async summary(user: AuthUser): Promise<ExchangeRateSummary[]> {
      return presentSummary(await repo.summary(db, user.bookId));
    },

    /** The rates of a period, by date; another book's typed rates are never among them. */
    async range(
      user: AuthUser,
      currency: CurrencyCode,
      query: { de?: string | undefined; ate?: string | undefined },
    ): Promise<ExchangeRateRange> {
      const to = query.ate ?? todayIn(user.timeZone);
      const from = query.de ?? addDays(to, -(EXCHANGE_RATE_DEFAULT_DAYS - 1));
      if (from > to) throw badRequest(EXCHANGE_RATE_MESSAGES.periodOrder);
      if (daysBetween(from, to) + 1 > EXCHANGE_RATE_RANGE_MAX_DAYS) {
        throw badRequest(EXCHANGE_RATE_MESSAGES.periodTooLong);
      }
      const rows = await repo.rates(db, user.bookId, [currency], from, to);
      return { moeda: currency, de: from, ate: to, cotacoes: rows.map(presentRate) };
    },

    /** The rate a figure of `date` uses, and the day it is of; 404 when none is within the lookback. */
    async on(user: AuthUser, currency: CurrencyCode, date: string): Promise<ExchangeRateOn> {
      const row = (await rateRowsOn(db, user.bookId, currency, [date])).get(date);
      if (!row) throw notFound(EXCHANGE_RATE_MESSAGES.none(currency, date));
      return { moeda: currency, data_pedida: date, ...presentRate(row) };
    },

    /**
     * Typed rates, all checked before the first write (checkedRates); then, in one transaction, the dates the PTAX
     * lacks written as the book's own (new ones inserted, others replaced), the dates it has counted as ignored.
     */
    async put(
      user: AuthUser,
      currency: CurrencyCode,
      list: ReadonlyArray<{ data: string; cotacao: string }>,
    ): Promise<ExchangeRatesWritten> {
      const rates = checkedRates(list, todayIn(user.timeZone));
      const dates = rates.map((r) => r.date).sort();
      return db.transaction(async (tx) => {
        const ptax = await repo.ptaxDates(
          tx,
          currency,
          dates[0] as string,
          dates[dates.length - 1] as string,
        );
        const own = rates.filter((r) => !ptax.has(r.date));
        const written = await repo.upsertOwn(tx, user.bookId, currency, own);
        return {
          moeda: currency,
          recebidas: rates.length,
          inseridas: written.inserted,
          atualizadas: written.updated,
          iguais: own.length - written.inserted - written.updated,
          ignoradas: rates.length - own.length,
        };
      });
    },

    async delete(user: AuthUser, currency: CurrencyCode, date: string): Promise<ExchangeRateKey> {
      if (!(await repo.deleteOwn(db, user.bookId, currency, date))) {
        throw notFound(EXCHANGE_RATE_MESSAGES.notFound(currency, date));
      }
      return { moeda: currency, data: date };
    },
  };
}

/**
 * The typed rates as the service writes them, once each is checked (its date, its value, no date twice): the first
 * bad one refused with its position (a list of one, as a form sends, with the problem alone) and its field.
 */
function checkedRates(
  list: ReadonlyArray<{ data: string; cotacao: string }>,
  today: string,
): Array<{ date: string; rate: string }> {
  const seen = new Map<string, number>();
  return list.map(({ data, cotacao }, index) => {
    const problem = exchangeRateProblem(data, cotacao, today);
    if (problem) {
      const message =
        list.length === 1 ? problem.message : EXCHANGE_RATE_MESSAGES.line(index, lowerFirst(problem.message));
      throw badRequest(message, problem.field);
    }
    const earlier = seen.get(data);
    if (earlier !== undefined) {
      throw badRequest(
        EXCHANGE_RATE_MESSAGES.line(index, EXCHANGE_RATE_MESSAGES.repeated(data, earlier)),
        'data',
      );
    }
    seen.set(data, index);
    return { date: data, rate: cotacao };
  });
}

/** 'A cotação…' inside 'Cotação 3: a cotação…'; an acronym (USD) keeps its capitals. */
function lowerFirst(text: string): string {
  return /^[A-ZÀ-Ú](?![A-Z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
