import { type CurrencyCode, HOME_CURRENCY, type RateUsed } from '../currencies';
import { currencySchema } from './foreign-money';
import {
  idSchema,
  isoDateSchema,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG_MESSAGE,
  signedMoneySchema,
  z,
} from './shared';

export const ACCOUNT_TYPES = ['cash', 'checking', 'savings', 'credit_card', 'wallet', 'investment'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const accountTypeLabels: Record<AccountType, string> = {
  cash: 'Dinheiro',
  checking: 'Conta Corrente',
  savings: 'Poupança',
  credit_card: 'Cartão de Crédito',
  wallet: 'Carteira',
  investment: 'Investimentos',
};

const accountName = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, { error: 'Nome é obrigatório' })
  .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE });

/** Accounts and cards a person may have, archived ones included: far above a household, a bound for everyone's speed. */
export const MAX_ACCOUNTS = 200;
export const TOO_MANY_ACCOUNTS_MESSAGE = `Você já tem ${MAX_ACCOUNTS} contas e cartões (contando os arquivados), o limite. Exclua algum antes de criar outro.`;
// Said by every route that is given an account id the person does not own (or that does not exist).
export const ACCOUNT_NOT_FOUND = 'Conta não encontrada';
export const CLOSING_DAY_MISSING_MESSAGE = 'Informe o dia de fechamento da fatura';
export const CLOSING_DAY_MESSAGE = 'O dia de fechamento deve ser entre 1 e 31';
export const CARD_DUE_DAY_MISSING_MESSAGE = 'Informe o dia de vencimento da fatura';
export const CARD_DUE_DAY_MESSAGE = 'O dia de vencimento deve ser entre 1 e 31';
export const CREDIT_LIMIT_MISSING_MESSAGE = 'Informe o limite do cartão';
export const CREDIT_LIMIT_NEGATIVE_MESSAGE = 'O limite não pode ser negativo';
export const CARD_FIELDS_ONLY_MESSAGE =
  'Dia de fechamento, dia de vencimento, limite e conta de pagamento são só de cartões de crédito';
export const PAYMENT_ACCOUNT_IS_CARD_MESSAGE = 'A fatura não pode ser paga por um cartão de crédito';
export const PAYMENT_ACCOUNT_SELF_MESSAGE = 'Escolha outra conta para pagar a fatura';
export const CARD_IN_REAIS_MESSAGE =
  'Cartões de crédito ficam em reais: uma compra no exterior é lançada com o valor na outra moeda.';
export const CURRENCY_WITH_ROWS_MESSAGE =
  'Esta conta já tem lançamentos: a moeda não pode mudar. Crie outra conta na nova moeda.';

/** A day of the month, 1 to 31, with its own message (absent or null: none given). */
const dayOfMonth = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(31, { error: message }),
  );

/** The fields of an account; a credit card's bill terms (issue 15) are required on cards and refused elsewhere. */
export const accountFields = z.object({
  name: accountName,
  // The example is the type that takes every field (documentation, and the request tests generate from it).
  type: z
    .enum(ACCOUNT_TYPES, { error: 'Tipo de conta inválido' })
    .meta({ examples: ['credit_card'] })
    .default('checking'),
  opening_balance: signedMoneySchema.optional().default(0),
  /**
   * The account's currency: its rows, opening balance and balance are in it. Reais when absent on a creation;
   * absent on an update, the account keeps its own.
   */
  currency: currencySchema.optional(),
  closing_day: dayOfMonth(CLOSING_DAY_MESSAGE).nullish(),
  due_day: dayOfMonth(CARD_DUE_DAY_MESSAGE).nullish(),
  credit_limit: signedMoneySchema.refine((v) => v >= 0, { error: CREDIT_LIMIT_NEGATIVE_MESSAGE }).nullish(),
  payment_account_id: idSchema.nullish(),
});

type AccountFieldsOutput = z.output<typeof accountFields>;
const CARD_FIELDS = ['closing_day', 'due_day', 'credit_limit', 'payment_account_id'] as const;

/** A card must say when its bill closes and falls due and its limit; another account must not carry them. */
export function cardTerms(value: AccountFieldsOutput, ctx: z.RefinementCtx) {
  if (value.type === 'credit_card' && value.currency !== undefined && value.currency !== HOME_CURRENCY)
    ctx.addIssue({ code: 'custom', path: ['currency'], message: CARD_IN_REAIS_MESSAGE });
  if (value.type !== 'credit_card') {
    const given = CARD_FIELDS.find((field) => value[field] !== undefined && value[field] !== null);
    if (given) ctx.addIssue({ code: 'custom', path: [given], message: CARD_FIELDS_ONLY_MESSAGE });
    return;
  }
  const missing: Array<[keyof AccountFieldsOutput, string]> = [
    ['closing_day', CLOSING_DAY_MISSING_MESSAGE],
    ['due_day', CARD_DUE_DAY_MISSING_MESSAGE],
    ['credit_limit', CREDIT_LIMIT_MISSING_MESSAGE],
  ];
  for (const [field, message] of missing) {
    if (value[field] === undefined || value[field] === null)
      ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

export const accountCreateBody = accountFields.superRefine(cardTerms);
export type AccountCreateBody = z.input<typeof accountCreateBody>;

export const accountUpdateBody = accountFields.extend({ id: idSchema }).superRefine(cardTerms);
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

/** from/to select the month whose movement is reported; archived accounts come only when asked. */
export const accountListQuery = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  includeArchived: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * An investment account's "Aplicado (custo)" and its parts, in reais (common/money-accounts.ts investedParts): the
 * same figures Investimentos ("Aplicado", renda variável's "Custo") and Patrimônio count.
 */
export interface InvestedFigures {
  /** The open fixed-income positions' applied amounts. */
  applied: number;
  /** The renda variável holdings' cost. */
  cost: number;
  /** Money at hand in the account, outside positions and holdings (never below zero). */
  cash: number;
  /** applied + cost + cash: "Aplicado (custo)". */
  total: number;
}

export interface Account {
  id: number;
  name: string;
  type: AccountType;
  /** ISO 4217: opening_balance, balance, balance_today and month_movement are in it. */
  currency: CurrencyCode;
  /** In the account's currency. */
  opening_balance: number;
  /** Opening balance + income - expenses (transfers included: they move money between accounts), every date. */
  balance: number;
  /**
   * The balance at the end of today: rows dated later (scheduled, a card's later installments) left out. What
   * the screens show as "Saldo atual"; the everyday money accounts' sum is "Saldo em contas" (contract/balances.ts).
   */
  balance_today: number;
  /** Income - expenses of the from/to period (0 without a period). */
  month_movement: number;
  /**
   * An account in another currency: balance_today in reais at `rate` (the PTAX buy of today, or of the last day
   * with one), what every sum in reais counts; null without a rate (the account is left out of the sums, and
   * the screens say why). For an account in reais, balance_today itself and rate null.
   */
  balance_today_reais: number | null;
  rate: RateUsed | null;
  /** A credit card's bill terms; null on other accounts. */
  closing_day: number | null;
  due_day: number | null;
  /** Reais. */
  credit_limit: number | null;
  payment_account_id: number | null;
  archived_at: string | null;
  created_at: string;
  /** An investment account's "Aplicado (custo)" today; null for other accounts. */
  invested: InvestedFigures | null;
}
