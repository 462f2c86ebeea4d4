import { formatDateBR } from '../dates';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../index-series';
import { FIXED_INCOME_PRODUCTS, type FixedIncomeProduct } from '../investment-taxes';
import { formatCents } from '../money';
import { DESCRIPTION_MAX_LENGTH, idSchema, isoDateSchema, moneySchema, requiredId, z } from './shared';

/**
 * Fixed-income positions (renda fixa): each application is a position of an investment account, worth what its
 * contract accrues ("na curva", common/fixed-income.ts), with the taxes of a redemption on the day asked
 * (common/investment-taxes.ts).
 */

export const INDEXINGS = ['cdi', 'cdi_mais', 'selic', 'ipca', 'prefixado', 'poupanca'] as const;
export type IndexingKind = (typeof INDEXINGS)[number];

/**
 * What a stored position may be: one of the form's indexings, or 'informado', a position a bank sync brought whose
 * contract the bank did not give in full (no rate, or an index Grana does not follow): it is worth what the bank
 * last said, never a value made from a rate Grana would have to guess. Only the sync writes it.
 */
export const POSITION_INDEXINGS = [...INDEXINGS, 'informado'] as const;
export type PositionIndexing = (typeof POSITION_INDEXINGS)[number];

export const PRODUCT_LABELS: Record<FixedIncomeProduct, string> = {
  cdb: 'CDB',
  lci: 'LCI',
  lca: 'LCA',
  tesouro_selic: 'Tesouro Selic',
  tesouro_ipca: 'Tesouro IPCA+',
  tesouro_prefixado: 'Tesouro Prefixado',
  debenture: 'Debênture',
  debenture_incentivada: 'Debênture incentivada',
  poupanca: 'Poupança',
};

/** What the rate field means for each indexing, as the form asks it. */
export const INDEXING_LABELS: Record<IndexingKind, { name: string; rate: string | null }> = {
  cdi: { name: '% do CDI', rate: 'Percentual do CDI (%)' },
  cdi_mais: { name: 'CDI + taxa', rate: 'Taxa acima do CDI (% ao ano)' },
  selic: { name: 'Selic + taxa', rate: 'Taxa acima da Selic (% ao ano)' },
  ipca: { name: 'IPCA + taxa', rate: 'Taxa real (% ao ano)' },
  prefixado: { name: 'Prefixado', rate: 'Taxa (% ao ano)' },
  poupanca: { name: 'Regra da poupança', rate: null },
};

/** '110% do CDI', 'CDI + 2% a.a.', 'IPCA + 6,5% a.a.', '12% a.a.', 'Poupança', 'Valor informado pelo banco'. */
export function indexingDescription(indexing: PositionIndexing, rate: number | null): string {
  const r = String(rate ?? 0).replace('.', ',');
  switch (indexing) {
    case 'cdi':
      return `${r}% do CDI`;
    case 'cdi_mais':
      return rate ? `CDI + ${r}% a.a.` : 'CDI';
    case 'selic':
      return rate ? `Selic + ${r}% a.a.` : 'Selic';
    case 'ipca':
      return `IPCA + ${r}% a.a.`;
    case 'prefixado':
      return `${r}% a.a.`;
    case 'poupanca':
      return 'Poupança';
    case 'informado':
      return 'Valor informado pelo banco';
  }
}

/** The most positions a book may hold (open and redeemed): a count a person controls needs a limit. */
export const MAX_POSITIONS_PER_BOOK = 500;
export const POSITION_NAME_MAX_LENGTH = 80;
/** The rate's bounds: a % do CDI up to 300%, a yearly rate up to 100% a.a. */
export const MAX_CDI_PERCENT = 300;
export const MAX_YEARLY_RATE = 100;

export const INVESTMENT_MESSAGES = {
  name: 'Informe um nome para a aplicação',
  nameTooLong: `O nome deve ter no máximo ${POSITION_NAME_MAX_LENGTH} caracteres`,
  product: 'Produto inválido',
  indexing: 'Indexador inválido',
  rateMissing: 'Informe a taxa da aplicação',
  rateRange: (indexing: IndexingKind) =>
    indexing === 'cdi'
      ? `O percentual do CDI deve ser maior que 0 e no máximo ${MAX_CDI_PERCENT}%`
      : `A taxa deve ser de 0 a ${MAX_YEARLY_RATE}% ao ano`,
  rateDecimals: 'Use no máximo 4 casas decimais na taxa',
  poupancaProduct: 'A regra da poupança vale só para a poupança, e a poupança só rende por ela',
  maturityBefore: 'O vencimento deve ser depois da data da aplicação',
  future: 'A data da aplicação não pode estar no futuro',
  accountNotInvestment: 'Escolha uma conta do tipo Investimentos para guardar a aplicação',
  sourceIsCard: 'Uma aplicação sai de uma conta com dinheiro, não de um cartão de crédito',
  sourceSameAccount: 'A conta de origem deve ser outra que a da aplicação',
  tooMany: `Um livro pode ter até ${MAX_POSITIONS_PER_BOOK} aplicações`,
  notFound: 'Aplicação não encontrada',
  alreadyRedeemed: 'Esta aplicação já foi resgatada',
  redeemBefore: 'O resgate deve ser na data da aplicação ou depois',
  redeemFuture: 'O resgate não pode estar no futuro',
  /** A partial redemption asks for at most the position's gross value that day. */
  redeemAbove: (date: string, grossCents: number) =>
    `O valor bruto em ${formatDateBR(date)} é ${formatCents(grossCents)}: informe até esse valor`,
  redeemWhole: 'Esse valor leva a aplicação inteira: escolha Resgatar tudo',
  partialFromBank:
    'O resgate parcial vale para aplicações cadastradas no Grana; esta é atualizada pela sincronização bancária',
  /** A redemption needs every rate up to its date: no figure is made from a rate not published. */
  ratesMissing: (series: IndexSeries, date: string) =>
    `Falta o ${INDEX_SERIES_FACTS[series].label} de ${date.split('-').reverse().join('/')} em diante para calcular o resgate: aguarde a publicação do Banco Central ou informe a taxa em Índices`,
} as const;

/** A rate as typed: a number or text with a comma or a dot, at most 4 decimals. */
const rateSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(',', '.'))) : value,
  z
    .number({ error: INVESTMENT_MESSAGES.rateMissing })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, {
      error: INVESTMENT_MESSAGES.rateDecimals,
    }),
);

/** The example (the trust walks' generated request) falls after any application date they generate. */
const maturityDateSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  isoDateSchema.meta({ examples: ['2099-12-31'] }).nullable(),
);
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), idSchema.nullable());

export const positionBody = z
  .object({
    accountId: requiredId('Selecione a conta de investimentos'),
    /** The account the money leaves; null when it was already in the investment account (its opening balance). */
    sourceAccountId: optionalId.optional().default(null),
    name: z
      .string({ error: INVESTMENT_MESSAGES.name })
      .trim()
      .min(1, { error: INVESTMENT_MESSAGES.name })
      .max(POSITION_NAME_MAX_LENGTH, { error: INVESTMENT_MESSAGES.nameTooLong }),
    product: z.enum(FIXED_INCOME_PRODUCTS, { error: INVESTMENT_MESSAGES.product }),
    indexing: z.enum(INDEXINGS, { error: INVESTMENT_MESSAGES.indexing }),
    /** Percent: of the CDI (cdi), or a year's rate (the others); absent for the poupança. */
    rate: rateSchema.nullable().optional().default(null),
    amount: moneySchema,
    date: isoDateSchema,
    maturityDate: maturityDateSchema.optional().default(null),
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    const poupanca = body.indexing === 'poupanca';
    if (poupanca !== (body.product === 'poupanca')) {
      ctx.addIssue({ code: 'custom', path: ['indexing'], message: INVESTMENT_MESSAGES.poupancaProduct });
      return;
    }
    if (poupanca) return;
    if (body.rate === null) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: INVESTMENT_MESSAGES.rateMissing });
      return;
    }
    // A % do CDI is above 0; a yearly rate may be 0 (a Tesouro Selic bought at par).
    const fits =
      body.indexing === 'cdi'
        ? body.rate > 0 && body.rate <= MAX_CDI_PERCENT
        : body.rate >= 0 && body.rate <= MAX_YEARLY_RATE;
    if (!fits) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: INVESTMENT_MESSAGES.rateRange(body.indexing) });
    }
    if (body.maturityDate !== null && body.maturityDate <= body.date) {
      ctx.addIssue({ code: 'custom', path: ['maturityDate'], message: INVESTMENT_MESSAGES.maturityBefore });
    }
  });
export type PositionBody = z.input<typeof positionBody>;

/**
 * The gross amount to redeem (reais); absent, null or blank: the whole position. Below the position's gross value
 * that day it redeems a part: the position is split, the part redeemed as a whole one is and the rest kept applied
 * with the same date and terms (server/features/investments/service.ts).
 */
const redeemAmount = z.preprocess((v) => (v === null || v === '' ? undefined : v), moneySchema.optional());

export const redeemBody = z.object({
  id: idSchema,
  date: isoDateSchema,
  /** The account the net value goes to. */
  accountId: requiredId('Selecione a conta que recebe o resgate'),
  amount: redeemAmount,
});
export type RedeemBody = z.input<typeof redeemBody>;

export const redeemPreviewQuery = z.object({ id: idSchema, date: isoDateSchema, amount: redeemAmount });

/** A position's value on a day and what a redemption that day would pay (reais). */
export interface PositionValue {
  /** The day asked, and the day the value is of (earlier when a rate is missing). */
  date: string;
  computedTo: string;
  /** The series and the first day without its rate; null when every rate was known. */
  missing: { series: IndexSeries; label: string; date: string } | null;
  gross: number;
  yield: number;
  iof: number;
  incomeTax: number;
  /** The income tax's rate that day, '22,5%' ('isento' for LCI, LCA, poupança). */
  incomeTaxRate: string;
  net: number;
  /** Calendar days from the application. */
  days: number;
}

/** An index's own growth over a return's period (CDI, IPCA), from the stored series only. */
export interface IndexGrowthFigure {
  /** The growth, % (two decimals); null when not one day of the period has its rate. */
  percent: number | null;
  /** The day the growth is of: the period's end, or the first day without a published rate. */
  computedTo: string;
  /** The series and the first day without its rate; null when every rate of the period was known. */
  missing: { series: IndexSeries; label: string; date: string } | null;
}

/**
 * The money-weighted return (XIRR, common/xirr.ts) of what went in and what the gross value is (or was at the
 * redemption), beside what the CDI and the IPCA gave over the same period.
 */
export interface InvestmentReturn {
  /** The period: the (first) application to today, the redemption, or the day a missing rate stopped a value. */
  from: string;
  to: string;
  /**
   * % a.a. (two decimals); null for a period shorter than a year (common/xirr.ts: a shorter period's rate is never
   * annualized) or with no day (applied today).
   */
  annual: number | null;
  /** The rate over the period, (1 + xirr)^(days/365) − 1, % (two decimals); null when the period has no day. */
  period: number | null;
  cdi: IndexGrowthFigure;
  ipca: IndexGrowthFigure;
}

export interface PositionResponse {
  id: number;
  accountId: number;
  accountName: string;
  name: string;
  product: FixedIncomeProduct;
  productLabel: string;
  indexing: PositionIndexing;
  rate: number | null;
  indexingLabel: string;
  /**
   * What the bank last said it is worth (reais) and on which day, for a position a bank sync brought; null for one
   * typed. An 'informado' position's value is this.
   */
  bank: { value: number; date: string } | null;
  applied: number;
  date: string;
  /** The account the application's money left (its transfer's), while that transfer stands; null otherwise. */
  sourceAccountId: number | null;
  maturityDate: string | null;
  /** Today's value ("se resgatar hoje"); for a redeemed position, null. */
  today: PositionValue | null;
  /** At maturity, when the contract fixes it (a prefixado); null otherwise. */
  atMaturity: PositionValue | null;
  redeemedOn: string | null;
  redeemedNet: number | null;
  /** Its return from the application to today (or its redemption), gross of taxes. */
  returns: InvestmentReturn;
}

export interface PositionsResponse {
  positions: PositionResponse[];
  /** The open positions' sums (reais). */
  totals: { applied: number; gross: number; net: number };
  /** The whole portfolio's return (open and redeemed positions); null without positions. */
  returns: InvestmentReturn | null;
}
