import { FUND_CLASSES } from '../../come-cotas';
import { roundToCents } from '../../money';
import { idSchema, isoDateSchema, moneySchema, signedMoneySchema, z } from '../shared';
import {
  HOLDING_NAME_MAX_LENGTH,
  INCOME_KINDS,
  quantitySchema,
  quotePriceSchema,
  TRADE_SIDES,
  tickerSchema,
  tradePriceSchema,
  VARIABLE_INCOME_KINDS,
  VARIABLE_INCOME_MESSAGES,
} from '../variable-income';
import { createdAt, optionalRef, optionalText } from './fields';

/**
 * A renda variável holding (server/features/variable-income): an asset kept in one of the document's accounts,
 * once per account and ticker (check-variable-income.ts).
 */
export const backupHolding = z
  .object({
    id: idSchema,
    accountId: idSchema,
    ticker: tickerSchema,
    name: optionalText(HOLDING_NAME_MAX_LENGTH),
    kind: z.enum(VARIABLE_INCOME_KINDS, { error: VARIABLE_INCOME_MESSAGES.kind }),
    /** A fundo's tax class (its come-cotas); absent: not said (backups before 0065). */
    fundClass: z
      .enum(FUND_CLASSES, { error: VARIABLE_INCOME_MESSAGES.fundClass })
      .nullish()
      .transform((v) => v ?? null),
    createdAt,
  })
  .refine((h) => h.fundClass === null || h.kind === 'fundo', {
    error: VARIABLE_INCOME_MESSAGES.fundClassNotFund,
    path: ['fundClass'],
  });

/** What a desdobro or grupamento cannot have: it moves units, not money. */
export const BACKUP_SPLIT_TRADE_MESSAGE = 'Desdobramentos e grupamentos não têm preço, taxas nem valor';

/**
 * A holding's trade as stored: quantity and price as decimal text ('100', '32.15'; the contract's bounds), the
 * money in reais: `amount` what a compra paid (fees included) or a venda received (fees taken out), `realizedGain`
 * a venda's gain or loss as last computed. A desdobro or grupamento has no price and moves no money.
 * `cashAccountId` names the account the money left or reached, `transferId` the transfer (of `transactions`) that
 * moved it and `gainTransactionId` the row of a venda's gain or loss; the restore gives them their new ids and
 * refuses one not in the file. Those of one date apply in the order of their ids, which the restore keeps.
 */
export const backupTrade = z
  .object({
    id: idSchema,
    holdingId: idSchema,
    side: z.enum(TRADE_SIDES, { error: VARIABLE_INCOME_MESSAGES.side }),
    date: isoDateSchema,
    quantity: quantitySchema,
    price: z.unknown().optional(),
    fees: signedMoneySchema.refine((v) => v >= 0, { error: VARIABLE_INCOME_MESSAGES.feesNegative }),
    amount: signedMoneySchema.refine((v) => v >= 0, { error: 'O valor não pode ser negativo' }),
    cashAccountId: optionalRef,
    transferId: optionalText(100),
    gainTransactionId: optionalRef,
    realizedGain: signedMoneySchema.nullish().transform((v) => v ?? null),
    createdAt,
  })
  .transform((trade, ctx) => {
    const moves = trade.side === 'compra' || trade.side === 'venda';
    if (!moves) {
      if ((trade.price ?? null) !== null || trade.fees !== 0 || trade.amount !== 0)
        ctx.addIssue({ code: 'custom', path: ['price'], message: BACKUP_SPLIT_TRADE_MESSAGE });
      return { ...trade, price: null };
    }
    const price = tradePriceSchema.safeParse(trade.price);
    if (!price.success) {
      for (const issue of price.error.issues)
        ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
      return z.NEVER;
    }
    return { ...trade, price: price.data };
  });

/** A holding's price on a day: one per holding and date (check-variable-income.ts). Referenced by nothing: no id. */
export const backupPrice = z.object({
  holdingId: idSchema,
  date: isoDateSchema,
  price: quotePriceSchema,
  createdAt,
});

/**
 * A holding's income (provento): the gross and the tax withheld, reais; `transactionId` names the ledger row (of
 * `transactions`) of what was received, and the restore refuses one not in the file.
 */
export const backupIncome = z
  .object({
    id: idSchema,
    holdingId: idSchema,
    kind: z.enum(INCOME_KINDS, { error: VARIABLE_INCOME_MESSAGES.incomeKind }),
    date: isoDateSchema,
    gross: moneySchema,
    withheld: signedMoneySchema.refine((v) => v >= 0, { error: VARIABLE_INCOME_MESSAGES.withheldNegative }),
    transactionId: optionalRef,
    createdAt,
  })
  .refine((income) => roundToCents(income.withheld) < roundToCents(income.gross), {
    path: ['withheld'],
    error: VARIABLE_INCOME_MESSAGES.withheldAboveGross,
  });
