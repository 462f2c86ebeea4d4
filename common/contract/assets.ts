import { formatDateBR } from '../dates';
import { idSchema, isoDateSchema, moneySchemaWith, requiredId, signedMoneySchemaWith, z } from './shared';

/**
 * Bens: what a person owns that is not money (a house, a car, anything else of value), worth on a date the latest
 * valuation typed on or before it, or else what was paid for it; nothing from its acquisition's eve back nor from
 * its sale on. No interpolation between valuations: a figure is always one the person typed.
 */

export const ASSET_KINDS = ['imovel', 'veiculo', 'outro'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ASSET_KIND_LABELS: Record<AssetKind, string> = {
  imovel: 'Imóvel',
  veiculo: 'Veículo',
  outro: 'Outro bem',
};

/** The most bens a book may hold (sold ones included): a count a person controls needs a limit. */
export const MAX_ASSETS_PER_BOOK = 100;
/**
 * The most valuations one bem may have: twenty years of one a month, more than a house's or a car's appraisals
 * ever need, and small enough that the net worth reads every valuation of every bem at once.
 */
export const MAX_VALUATIONS_PER_ASSET = 240;
export const ASSET_NAME_MAX_LENGTH = 80;
export const ASSET_NOTES_MAX_LENGTH = 200;

export const ASSET_MESSAGES = {
  name: 'Informe um nome para o bem',
  nameTooLong: `O nome deve ter no máximo ${ASSET_NAME_MAX_LENGTH} caracteres`,
  notesTooLong: `A observação deve ter no máximo ${ASSET_NOTES_MAX_LENGTH} caracteres`,
  kind: 'O tipo do bem deve ser imóvel, veículo ou outro',
  acquiredMissing: 'Informe quanto foi pago pelo bem',
  valueMissing: 'Informe o valor do bem',
  saleValueMissing: 'Informe o valor da venda',
  negative: 'O valor não pode ser negativo',
  saleHalf: 'Informe a data e o valor da venda',
  saleBefore: 'A venda deve ser depois da data da aquisição',
  saleFuture: 'A data da venda não pode estar no futuro',
  valuationFuture: 'A data da avaliação não pode estar no futuro',
  valuationBefore: (acquiredOn: string) =>
    `A avaliação deve ser na data da aquisição (${formatDateBR(acquiredOn)}) ou depois`,
  valuationAfterSale: (soldOn: string) =>
    `O bem foi vendido em ${formatDateBR(soldOn)}: a avaliação deve ser antes dessa data`,
  acquiredAfterValuation: (date: string) =>
    `Há uma avaliação em ${formatDateBR(date)}: a aquisição deve ser nesse dia ou antes`,
  soldBeforeValuation: (date: string) =>
    `Há uma avaliação em ${formatDateBR(date)}: a venda deve ser depois dela`,
  tooMany: `Um livro pode ter até ${MAX_ASSETS_PER_BOOK} bens`,
  tooManyValuations: `Um bem pode ter até ${MAX_VALUATIONS_PER_ASSET} avaliações: exclua as mais antigas para incluir outra`,
  notFound: 'Bem não encontrado',
  valuationNotFound: 'Avaliação não encontrada',
} as const;

/** An amount in reais that may be zero (a valuation, a sale): a wreck can be worth nothing. */
const zeroOrMoreMoney = (missing: string) =>
  signedMoneySchemaWith({ missing }).refine((v) => v >= 0, { error: ASSET_MESSAGES.negative });
/** What a bem is worth on a valuation's date, reais. */
export const valuationValueSchema = zeroOrMoreMoney(ASSET_MESSAGES.valueMissing);
/** What a bem was sold for, reais. */
export const saleValueSchema = zeroOrMoreMoney(ASSET_MESSAGES.saleValueMissing);

const notesSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(ASSET_NOTES_MAX_LENGTH, { error: ASSET_MESSAGES.notesTooLong }).nullable(),
);

const assetFields = z.object({
  name: z
    .string({ error: ASSET_MESSAGES.name })
    .trim()
    .min(1, { error: ASSET_MESSAGES.name })
    .max(ASSET_NAME_MAX_LENGTH, { error: ASSET_MESSAGES.nameTooLong }),
  kind: z.enum(ASSET_KINDS, { error: ASSET_MESSAGES.kind }),
  /** The day it was bought: from it the net worth counts it. */
  acquiredOn: isoDateSchema.meta({ examples: ['2026-01-02'] }),
  /** What was paid for it, reais: its value until a valuation says otherwise. */
  acquired: moneySchemaWith({ missing: ASSET_MESSAGES.acquiredMissing }),
  notes: notesSchema.optional().default(null),
});

export const assetBody = assetFields;
export type AssetBody = z.input<typeof assetBody>;

/**
 * An edit, and the sale: `soldOn` and `sold` together (the bem counts nothing from that day on), or both null
 * (not sold, or a sale undone).
 */
export const assetUpdateBody = assetFields
  .extend({
    id: idSchema,
    soldOn: isoDateSchema.nullish().transform((v) => v ?? null),
    sold: saleValueSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if ((body.soldOn === null) !== (body.sold === null))
      ctx.addIssue({
        code: 'custom',
        path: [body.soldOn === null ? 'soldOn' : 'sold'],
        message: ASSET_MESSAGES.saleHalf,
      });
    else if (body.soldOn !== null && body.soldOn <= body.acquiredOn)
      ctx.addIssue({ code: 'custom', path: ['soldOn'], message: ASSET_MESSAGES.saleBefore });
  });
export type AssetUpdateBody = z.input<typeof assetUpdateBody>;

/** The bem's value on a date; a second valuation on the same date replaces the first. */
export const valuationBody = z.object({
  assetId: requiredId('Selecione o bem'),
  date: isoDateSchema,
  value: valuationValueSchema,
});
export type ValuationBody = z.input<typeof valuationBody>;

export interface AssetValuation {
  id: number;
  date: string;
  value: number;
}

export interface AssetResponse {
  id: number;
  name: string;
  kind: AssetKind;
  kindLabel: string;
  notes: string | null;
  acquiredOn: string;
  /** What was paid, reais. */
  acquired: number;
  soldOn: string | null;
  sold: number | null;
  /** What it is worth today (0 once sold): the net worth's figure. */
  valueToday: number;
  /**
   * The day of the valuation `valueToday` comes from; null when it is the acquisition value (no valuation yet) or
   * the bem is sold.
   */
  valuedOn: string | null;
  /** What it gained (or lost, negative) since acquired: today's value, or the sale's price once sold, less `acquired`. */
  change: number;
  /** Newest first (at most MAX_VALUATIONS_PER_ASSET). */
  valuations: AssetValuation[];
}

export interface AssetsResponse {
  assets: AssetResponse[];
  /** What the bens are worth today, summed (reais). */
  totalToday: number;
}
