import { INDEX_SERIES_FACTS } from '../../index-series';
import { FIXED_INCOME_PRODUCTS } from '../../investment-taxes';
import { MAX_LOAN_INSTALLMENTS } from '../../loans';
import { ASSET_KINDS, ASSET_MESSAGES, ASSET_NAME_MAX_LENGTH, ASSET_NOTES_MAX_LENGTH } from '../assets';
import {
  AMORTIZATION_SYSTEMS,
  DEBT_KINDS,
  DEBT_MESSAGES,
  DEBT_NAME_MAX_LENGTH,
  MAX_DEBT_RATE_PERCENT,
  PREPAYMENT_MODES,
  RATE_PERIODS,
} from '../debts';
import {
  EXCHANGE_RATE_FIRST_DATE,
  EXCHANGE_RATE_MESSAGES,
  exchangeRateValueProblem,
  foreignCurrencySchema,
} from '../exchange-rates';
import {
  INDEX_RATE_FIRST_DATE,
  INDEX_RATE_IMPORT_MAX_LINES,
  INDEX_RATE_MESSAGES,
  indexRateValueProblem,
  indexSeriesSchema,
} from '../index-rates';
import {
  INVESTMENT_MESSAGES,
  MAX_CDI_PERCENT,
  MAX_YEARLY_RATE,
  POSITION_INDEXINGS,
  POSITION_NAME_MAX_LENGTH,
} from '../investments';
import { idSchema, isoDateSchema, moneySchema, signedMoneySchema, z } from '../shared';
import { createdAt, decimalText, optionalDate, optionalRef, optionalText, text } from './fields';

/**
 * What the book holds and owes beside its accounts: fixed-income positions and the book's own index values, debts
 * with their prepayments and paid instalments, bens with their valuations. Renda variável is variable-income.ts's.
 */

/**
 * A fixed-income position (server/features/investments) of one of the document's accounts, as the investments'
 * form keeps it: the poupança's rule for the poupança alone, any other with its rate within the form's bounds (at
 * most 4 decimals, the column's), the maturity after the application, a redemption (on or after the application)
 * with its day and net value or neither. `applicationTransferId` names the transfer (of `transactions`) that paid it, if the
 * money came from another account of the book; the restore gives it the transfer's new id.
 */
export const backupPosition = z
  .object({
    id: idSchema,
    accountId: idSchema,
    name: text(POSITION_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: INVESTMENT_MESSAGES.name }),
    product: z.enum(FIXED_INCOME_PRODUCTS, { error: INVESTMENT_MESSAGES.product }),
    /** 'informado': a position a bank sync brought without its whole contract, worth `bankValue`. */
    indexing: z.enum(POSITION_INDEXINGS, { error: INVESTMENT_MESSAGES.indexing }),
    /** Percent: of the CDI, or a year's rate; null for the poupança. At most the column's numeric(9, 4). */
    rate: decimalText(/^-?\d{1,5}(\.\d{1,4})?$/, '110.5')
      .nullish()
      .transform((v) => v ?? null),
    /** Reais, as every amount of the document. */
    applied: moneySchema,
    appliedOn: isoDateSchema,
    maturityOn: optionalDate,
    applicationTransferId: optionalText(100),
    redeemedOn: optionalDate,
    redeemedNet: signedMoneySchema
      .refine((v) => v >= 0, { error: 'O valor não pode ser negativo' })
      .nullish()
      .transform((v) => v ?? null),
    /**
     * A position a bank sync brought: the aggregator's id of the investment (what the next sync finds it by, one
     * per book), and what the bank last said it is worth (reais) and on which day. Absent for a position typed.
     */
    providerInvestmentId: optionalText(100),
    bankValue: signedMoneySchema
      .refine((v) => v >= 0, { error: 'O valor não pode ser negativo' })
      .nullish()
      .transform((v) => v ?? null),
    bankValueOn: optionalDate,
    createdAt,
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((p.bankValue === null) !== (p.bankValueOn === null))
      return issue('bankValue', 'Informe o valor do banco e o dia dele, ou nenhum dos dois');
    if (p.indexing === 'informado') {
      if (p.bankValue === null)
        issue('bankValue', 'Uma aplicação com o valor informado pelo banco precisa desse valor');
      return;
    }
    const poupanca = p.indexing === 'poupanca';
    if (poupanca !== (p.product === 'poupanca'))
      return issue('indexing', INVESTMENT_MESSAGES.poupancaProduct);
    // The poupança's rate is not read (the form asks none); any other needs one within the form's bounds.
    if (!poupanca && p.rate === null) {
      issue('rate', INVESTMENT_MESSAGES.rateMissing);
    } else if (!poupanca) {
      const rate = Number(p.rate);
      const fits =
        p.indexing === 'cdi' ? rate > 0 && rate <= MAX_CDI_PERCENT : rate >= 0 && rate <= MAX_YEARLY_RATE;
      if (!fits) issue('rate', INVESTMENT_MESSAGES.rateRange(p.indexing));
    }
    if (p.maturityOn !== null && p.maturityOn <= p.appliedOn)
      issue('maturityOn', INVESTMENT_MESSAGES.maturityBefore);
    if ((p.redeemedOn === null) !== (p.redeemedNet === null))
      issue('redeemedOn', 'Informe o dia e o valor líquido do resgate, ou nenhum dos dois');
    else if (p.redeemedOn !== null && p.redeemedOn < p.appliedOn)
      issue('redeemedOn', INVESTMENT_MESSAGES.redeemBefore);
  });

/**
 * A value the book typed or imported for an index series (server/features/index-rates), exactly as stored: the
 * series' decimal places and range, a monthly series' first day, not before the Real. Whether the date was a
 * business day is not asked again: the value was checked when typed, and a calendar may change.
 */
export const backupIndexRate = z
  .object({
    series: indexSeriesSchema,
    date: isoDateSchema,
    value: decimalText(/^-?\d{1,6}(\.\d{1,30})?$/, '0.055131'),
    createdAt,
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.date < INDEX_RATE_FIRST_DATE) return issue('date', INDEX_RATE_MESSAGES.tooOld);
    if (INDEX_SERIES_FACTS[r.series].frequency === 'monthly' && !r.date.endsWith('-01'))
      return issue('date', INDEX_RATE_MESSAGES.monthly(r.series));
    const problem = indexRateValueProblem(r.series, r.value);
    if (problem) issue('value', problem);
  });

/**
 * A rate the book typed for a currency (server/features/exchange-rates), exactly as stored: a foreign currency
 * Grana knows, not before the Real, within the typed rates' range and decimal places.
 */
export const backupExchangeRate = z
  .object({
    currency: foreignCurrencySchema,
    date: isoDateSchema,
    rate: decimalText(/^\d{1,6}(\.\d{1,30})?$/, '5.3251'),
    createdAt,
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.date < EXCHANGE_RATE_FIRST_DATE) return issue('date', EXCHANGE_RATE_MESSAGES.tooOld);
    const problem = exchangeRateValueProblem(r.rate);
    if (problem) issue('rate', problem);
  });

/** The most typed rates of one currency a backup may hold: more than there are days since the Real's first. */
export const MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY = 20_000;

/**
 * The most values of one series a backup may hold: an import's limit, and more than there are days from the Real's
 * first day to today (a value per date), so a real book always fits.
 */
export const MAX_BACKUP_INDEX_RATES_PER_SERIES = INDEX_RATE_IMPORT_MAX_LINES;

/**
 * A debt (server/features/debts) as its form keeps it: the rate as decimal text within the form's bounds for its
 * period (at most 4 decimals, the column's), the first due date after the contract's. Whether the contract can be
 * scheduled with its prepayments (the principal's bound, their count) is asked of common/loans.ts by
 * check-wealth.ts, which sees the prepayments.
 */
export const backupDebt = z
  .object({
    id: idSchema,
    name: text(DEBT_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: DEBT_MESSAGES.name }),
    kind: z.enum(DEBT_KINDS, { error: DEBT_MESSAGES.kind }),
    lender: optionalText(DEBT_NAME_MAX_LENGTH),
    /** Reais, as every amount of the document. */
    principal: moneySchema,
    /** Percent per `ratePeriod`, as typed: '1.99' a month, '11.5' a year. */
    rate: decimalText(/^\d{1,6}(\.\d{1,4})?$/, '11.5'),
    ratePeriod: z.enum(RATE_PERIODS, { error: DEBT_MESSAGES.ratePeriod }),
    installments: z
      .number({ error: DEBT_MESSAGES.installments })
      .int({ error: DEBT_MESSAGES.installments })
      .min(1, { error: DEBT_MESSAGES.installments })
      .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.installments }),
    system: z.enum(AMORTIZATION_SYSTEMS, { error: DEBT_MESSAGES.system }),
    contractDate: isoDateSchema,
    firstDueDate: isoDateSchema,
    /** Instalments paid before the debt was entered; a backup of before 0040 has none. */
    paidBefore: z
      .number({ error: DEBT_MESSAGES.paidBefore })
      .int({ error: DEBT_MESSAGES.paidBefore })
      .min(0, { error: DEBT_MESSAGES.paidBefore })
      .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.paidBefore })
      .optional()
      .default(0),
    /** The 'Conta de pagamento', an account of the file (check-wealth.ts); a backup of before 0042 has none. */
    paymentAccountId: optionalRef,
    createdAt,
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (d.paidBefore > d.installments) issue('paidBefore', DEBT_MESSAGES.paidBeforeAboveCount);
    if (Number(d.rate) > MAX_DEBT_RATE_PERCENT[d.ratePeriod])
      issue('rate', DEBT_MESSAGES.rateRange(d.ratePeriod));
    if (d.firstDueDate <= d.contractDate) issue('firstDueDate', DEBT_MESSAGES.firstDueBefore);
  });

/**
 * A debt's prepayment (amortização extraordinária). `transactionId` names the expense that paid it (of
 * `transactions`); one not in the file restores as none, as the app shows a prepayment whose expense was deleted.
 * Those of one date apply in the order of their ids, which the restore keeps.
 */
export const backupDebtPrepayment = z.object({
  id: idSchema,
  debtId: idSchema,
  date: isoDateSchema,
  amount: moneySchema,
  mode: z.enum(PREPAYMENT_MODES, { error: 'Modo inválido: use prazo ou parcela' }),
  transactionId: optionalRef,
  createdAt,
});

/**
 * An instalment recorded as paid, with the expense (of `transactions`) that paid it. One whose expense is not in
 * the file is left out by the restore: the app reads an instalment whose expense was deleted as unpaid.
 */
export const backupDebtPayment = z.object({
  debtId: idSchema,
  number: z
    .number({ error: 'Informe o número da parcela' })
    .int({ error: 'Informe o número da parcela' })
    .min(1, { error: 'Informe o número da parcela' })
    .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.installments }),
  transactionId: idSchema,
});

/**
 * A bem (server/features/assets) as its form keeps it: what was paid (more than zero), the sale's day and price
 * both or neither, the sale after the acquisition. Whether a sale or a valuation lies in the future is not asked
 * again: it was not when typed, and days pass.
 */
export const backupAsset = z
  .object({
    id: idSchema,
    name: text(ASSET_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: ASSET_MESSAGES.name }),
    kind: z.enum(ASSET_KINDS, { error: ASSET_MESSAGES.kind }),
    acquiredOn: isoDateSchema,
    /** Reais, as every amount of the document. */
    acquired: moneySchema,
    soldOn: optionalDate,
    sold: signedMoneySchema
      .refine((v) => v >= 0, { error: ASSET_MESSAGES.negative })
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText(ASSET_NOTES_MAX_LENGTH),
    createdAt,
  })
  .superRefine((a, ctx) => {
    if ((a.soldOn === null) !== (a.sold === null))
      ctx.addIssue({
        code: 'custom',
        path: [a.soldOn === null ? 'soldOn' : 'sold'],
        message: ASSET_MESSAGES.saleHalf,
      });
    else if (a.soldOn !== null && a.soldOn <= a.acquiredOn)
      ctx.addIssue({ code: 'custom', path: ['soldOn'], message: ASSET_MESSAGES.saleBefore });
  });

/** A bem's valuation: one per bem and date, from its acquisition until before its sale (check-wealth.ts). */
export const backupAssetValuation = z.object({
  id: idSchema,
  assetId: idSchema,
  date: isoDateSchema,
  value: signedMoneySchema.refine((v) => v >= 0, { error: ASSET_MESSAGES.negative }),
  createdAt,
});
