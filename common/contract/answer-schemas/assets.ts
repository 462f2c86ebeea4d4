/**
 * The answers of the bens (a house, a car) and their valuations.
 */
import {
  ASSET_KINDS,
  type AssetResponse,
  type AssetsResponse,
  type AssetValuation,
  MAX_VALUATIONS_PER_ASSET,
} from '../assets';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const valuation = answering<AssetValuation>()(z.object({ id, date: isoDate, value: reais }));

const asset = answering<AssetResponse>()(
  z.object({
    id,
    name: z.string(),
    kind: z.enum(ASSET_KINDS),
    kindLabel: z.string(),
    notes: z.string().nullable(),
    acquiredOn: isoDate,
    acquired: reais.describe('O que foi pago'),
    soldOn: isoDate.nullable(),
    sold: reais.nullable(),
    valueToday: reais.describe('Quanto vale hoje (0 depois de vendido)'),
    valuedOn: isoDate
      .nullable()
      .describe('A data da avaliação de valueToday; null quando é o valor de aquisição ou foi vendido'),
    change: reais.describe('Quanto ganhou (ou perdeu, negativo) desde a aquisição'),
    valuations: z
      .array(valuation)
      .describe(`As avaliações, as mais novas primeiro (até ${MAX_VALUATIONS_PER_ASSET})`),
  }),
);

const assets = answering<AssetsResponse>()(
  z.object({ assets: z.array(asset), totalToday: reais.describe('Quanto os bens valem hoje, somado') }),
);

export const ASSET_ANSWERS: AnswerEntries = {
  'GET /assets': [assets, 'Os bens do livro e quanto valem hoje'],
  'POST /assets': [asset, 'O bem registrado'],
  'PUT /assets': [asset, 'O bem alterado'],
  'DELETE /assets': [deletedAnswer, 'O bem excluído'],
  'POST /assets/valuations': [asset, 'O bem, com a avaliação registrada'],
  'DELETE /assets/valuations': [asset, 'O bem, sem a avaliação'],
};
