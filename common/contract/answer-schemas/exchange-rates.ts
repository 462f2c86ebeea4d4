/**
 * The answers of the exchange rates (the Banco Central's PTAX and a book's typed rates) as a book reads them.
 */
import { CURRENCY_CODES, type CurrencyCode } from '../../currencies';
import {
  EXCHANGE_RATE_SOURCES,
  type ExchangeRateKey,
  type ExchangeRateOn,
  type ExchangeRateRange,
  type ExchangeRateSummary,
  type ExchangeRatesWritten,
  type ExchangeRateValue,
} from '../exchange-rates';
import { z } from '../shared';
import { type AnswerEntries, answering, isoDate } from './blocks';

const moeda = z
  .enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]])
  .describe('O código ISO 4217 da moeda');
const count = z.number().int();
const rate = z.string().describe('Reais por unidade, em texto decimal, como publicado ou digitado');
const origem = z.enum(EXCHANGE_RATE_SOURCES);

const summary = answering<ExchangeRateSummary>()(
  z.object({
    moeda,
    nome: z.string(),
    ptax: z.boolean().describe('O Banco Central publica a PTAX desta moeda'),
    cotacoes: count.describe('As cotações que o livro lê: as da PTAX e as próprias nas datas que lhe faltam'),
    do_livro: count.describe('Destas, quantas são do próprio livro'),
    primeira_data: isoDate.nullable(),
    ultima_data: isoDate.nullable(),
    ultima_compra: rate.nullable(),
    ultima_venda: rate.nullable(),
    ultima_origem: origem.nullable().describe('De onde vem a última cotação; null sem cotações'),
  }),
);

const value = answering<ExchangeRateValue>()(z.object({ data: isoDate, compra: rate, venda: rate, origem }));

const range = answering<ExchangeRateRange>()(
  z.object({ moeda, de: isoDate, ate: isoDate, cotacoes: z.array(value) }),
);

const on = answering<ExchangeRateOn>()(
  value.extend({
    moeda,
    data_pedida: isoDate.describe(
      'A data pedida; `data` é a da cotação (a mesma ou o último dia antes dela)',
    ),
  }),
);

const written = answering<ExchangeRatesWritten>()(
  z.object({
    moeda,
    recebidas: count,
    inseridas: count,
    atualizadas: count.describe('Cotações próprias dessas datas que tinham outro valor'),
    iguais: count.describe('Cotações próprias que a lista repete como estavam'),
    ignoradas: count.describe('Datas que a PTAX já tem (vale a cotação dela)'),
  }),
);

const key = answering<ExchangeRateKey>()(z.object({ moeda, data: isoDate }));

export const EXCHANGE_RATE_ANSWERS: AnswerEntries = {
  'GET /exchange-rates': [z.array(summary), 'Cada moeda: quantas cotações tem e a última'],
  'GET /exchange-rates/{moeda}': [range, 'As cotações de uma moeda no período'],
  'GET /exchange-rates/{moeda}/on/{data}': [on, 'A cotação que uma data usa, e de que dia ela é'],
  'PUT /exchange-rates/{moeda}': [written, 'O que a lista registrou'],
  'DELETE /exchange-rates/{moeda}/{data}': [key, 'A cotação própria excluída'],
};
