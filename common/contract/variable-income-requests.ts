import { FUND_CLASSES } from '../come-cotas';
import { roundToCents } from '../money';
import { isWholeUnits, readDecimal, TRADE_SIDES, VARIABLE_INCOME_KINDS } from '../variable-income';
import { idSchema, isoDateSchema, moneySchemaWith, requiredId, z, zeroOrMoreMoneySchema } from './shared';
import {
  HOLDING_NAME_MAX_LENGTH,
  INCOME_KINDS,
  VARIABLE_INCOME_MESSAGES as M,
  MAX_PRICES_PAGE,
  PRICES_PAGE,
  quantitySchema,
  quotePriceSchema,
  tickerSchema,
  tradePriceSchema,
  WHOLE_UNIT_KINDS,
} from './variable-income';

/**
 * What the renda variável's routes take: a trade, a price, a provento, and the pages of a holding's prices, their
 * quantities and prices read by the fields of variable-income.ts.
 */

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalId = z.preprocess(emptyToNull, idSchema.nullable());

/** Reais that may be zero (fees, the tax withheld); blank is zero. */
const zeroOrMoreMoney = zeroOrMoreMoneySchema;

export const tradeBody = z
  .object({
    /** The investment account the asset is kept in. */
    accountId: requiredId(M.accountMissing),
    ticker: tickerSchema.meta({ examples: ['PETR4'] }),
    /** Required only when the ticker is new in that account (the trade creates the holding); else ignored. */
    kind: z.preprocess(emptyToNull, z.enum(VARIABLE_INCOME_KINDS, { error: M.kind }).nullable()).optional(),
    /** The asset's name ('Petrobras PN'), kept when the trade creates the holding. */
    name: z
      .preprocess(
        emptyToNull,
        z.string().trim().max(HOLDING_NAME_MAX_LENGTH, { error: M.nameTooLong }).nullable(),
      )
      .optional()
      .transform((v) => v ?? null),
    side: z.enum(TRADE_SIDES, { error: M.side }),
    date: isoDateSchema.meta({ examples: ['2026-01-02'] }),
    /** Units bought, sold, added (desdobro: a split 1:2 of 100 units is a desdobro of 100) or removed (grupamento). */
    quantity: quantitySchema,
    /** Reais per unit, for a compra or venda; ignored for a desdobro or grupamento (checked by tradePriceSchema). */
    price: z
      .unknown()
      .optional()
      .meta({ examples: ['12,34'] }),
    /** Corretagem and emolumentos, reais (default 0); ignored for a desdobro or grupamento. */
    fees: zeroOrMoreMoney(M.feesNegative).optional().default(0),
    /** The account the money left (compra) or went to (venda); null: it stays in the investment account. */
    cashAccountId: optionalId.optional().default(null),
  })
  .transform((body, ctx) => {
    if (body.kind && WHOLE_UNIT_KINDS.includes(body.kind) && !isWholeUnits(readWhole(body.quantity)))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.quantityWhole });
    const moves = body.side === 'compra' || body.side === 'venda';
    let price: string | null = null;
    if (moves) {
      const read = tradePriceSchema.safeParse(body.price);
      if (!read.success) {
        for (const issue of read.error.issues)
          ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
        return z.NEVER;
      }
      price = read.data;
    }
    return {
      ...body,
      kind: body.kind ?? null,
      price,
      fees: moves ? body.fees : 0,
      cashAccountId: moves ? body.cashAccountId : null,
    };
  });
export type TradeBody = z.input<typeof tradeBody>;
export type TradeInput = z.output<typeof tradeBody>;

/** The scaled value of a decimal text this contract produced (always readable). */
function readWhole(text: string): bigint {
  const reading = readDecimal(text);
  return reading.ok ? reading.scaled : 0n;
}

export const holdingQuery = z.object({ holdingId: idSchema });

/** A fundo's tax class, which sets its come-cotas (common/come-cotas.ts); null clears it. */
export const holdingClassBody = z.object({
  id: requiredId('Selecione o ativo'),
  // null, the example: valid for a holding of any kind (a class is a fundo's only).
  fund_class: z
    .enum(FUND_CLASSES, { error: M.fundClass })
    .nullable()
    .meta({ examples: [null] }),
});
export type HoldingClassBody = z.input<typeof holdingClassBody>;

/** The price of a holding on a day; a second price on the same day replaces the first. */
export const priceBody = z.object({
  holdingId: requiredId('Selecione o ativo'),
  date: isoDateSchema.meta({ examples: ['2026-01-02'] }),
  price: quotePriceSchema,
});
export type PriceBody = z.input<typeof priceBody>;

/** A page of a holding's prices, newest first; `cursor` is the `nextCursor` of the page before (a date). */
export const pricesQuery = z.object({
  holdingId: idSchema,
  limit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: M.limit })
      .int({ error: M.limit })
      .min(1, { error: M.limit })
      .max(MAX_PRICES_PAGE, { error: M.limit })
      .default(PRICES_PAGE),
  ),
  cursor: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    isoDateSchema.meta({ examples: ['2099-12-31'] }).optional(),
  ),
});
export type PricesQuery = z.input<typeof pricesQuery>;

export const incomeBody = z
  .object({
    holdingId: requiredId('Selecione o ativo'),
    kind: z.enum(INCOME_KINDS, { error: M.incomeKind }),
    date: isoDateSchema.meta({ examples: ['2026-01-02'] }),
    /** Gross, reais. */
    amount: moneySchemaWith({ missing: M.incomeAmountMissing }),
    /** IR retido na fonte, reais (a JCP's 15%); default 0. */
    withheld: zeroOrMoreMoney(M.withheldNegative).optional().default(0),
    /** The account the net amount lands in; default the holding's investment account. */
    accountId: optionalId.optional().default(null),
  })
  .superRefine((body, ctx) => {
    if (roundToCents(body.withheld) >= roundToCents(body.amount))
      ctx.addIssue({ code: 'custom', path: ['withheld'], message: M.withheldAboveGross });
  });
export type IncomeBody = z.input<typeof incomeBody>;
export type IncomeInput = z.output<typeof incomeBody>;
