/**
 * The answers of the index series (CDI, Selic, IPCA, TR) as a book reads them, and the book's own values.
 */
import { INDEX_SERIES } from '../../index-series';
import {
  INDEX_RATE_ORIGINS,
  type IndexRateImportResult,
  type IndexRateKey,
  type IndexRateValue,
  type IndexRateValues,
  type IndexRateWritten,
  type IndexSeriesSummary,
} from '../index-rates';
import { z } from '../shared';
import { type AnswerEntries, answering, isoDate } from './blocks';

const serie = z.enum(INDEX_SERIES);
const count = z.number().int();

const summary = answering<IndexSeriesSummary>()(
  z.object({
    serie,
    nome: z.string(),
    unidade: z.string(),
    valores: count.describe(
      'Os valores que o livro lê: os do Banco Central e os próprios nas datas que lhe faltam',
    ),
    do_livro: count.describe('Destes, quantos são do próprio livro'),
    primeira_data: isoDate.nullable(),
    ultima_data: isoDate.nullable(),
    ultima_origem: z
      .enum(INDEX_RATE_ORIGINS)
      .nullable()
      .describe('De onde vem o último valor; null sem valores'),
  }),
);

const value = answering<IndexRateValue>()(
  z.object({
    data: isoDate,
    valor: z.number().describe('O percentual como publicado ou digitado, na unidade do índice'),
    origem: z.enum(INDEX_RATE_ORIGINS),
  }),
);

const values = answering<IndexRateValues>()(
  z.object({
    serie,
    de: isoDate.nullable().describe('O período pedido; null onde está aberto'),
    ate: isoDate.nullable(),
    valores: z.array(value),
    proxima: isoDate
      .nullable()
      .describe('Com mais valores no período: a data de onde pedir o resto; null na última parte'),
  }),
);

const written = answering<IndexRateWritten>()(value.extend({ serie }));

const key = answering<IndexRateKey>()(z.object({ serie, data: isoDate }));

const imported = answering<IndexRateImportResult>()(
  z.object({
    serie,
    linhas: count.describe('Os valores do arquivo'),
    inseridas: count,
    atualizadas: count.describe('Valores próprios dessas datas que tinham outro valor'),
    iguais: count.describe('Valores próprios que o arquivo repete como estavam'),
    ignoradas: count.describe('Datas que a série do Banco Central já tem (vale o valor dela)'),
  }),
);

export const INDEX_RATE_ANSWERS: AnswerEntries = {
  'GET /index-rates': [z.array(summary), 'Cada índice: quantos valores tem, de quando a quando'],
  'POST /index-rates': [written, 'O valor registrado'],
  'DELETE /index-rates': [key, 'O valor próprio excluído'],
  'GET /index-rates/values': [values, 'Os valores de um índice no período'],
  'POST /index-rates/import': [imported, 'O que a importação registrou'],
};
