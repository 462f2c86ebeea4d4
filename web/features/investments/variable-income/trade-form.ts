import {
  fromText,
  isoDateSchema,
  moneyTextReading,
  requiredId,
  signedMoneySchemaWith,
  z,
} from '../../../../common/contract/shared';
import {
  type HoldingResponse,
  VARIABLE_INCOME_MESSAGES as M,
  quantitySchema,
  tickerSchema,
  tradePriceSchema,
  VARIABLE_INCOME_KINDS,
  type VariableIncomeKind,
  WHOLE_UNIT_KINDS,
} from '../../../../common/contract/variable-income';
import type { TradeBody } from '../../../../common/contract/variable-income-requests';
import { isWholeUnits, readDecimal } from '../../../../common/variable-income';

/** A compra or a venda as its form holds it: text, as typed. */
export interface TradeFormValues {
  accountId: string;
  ticker: string;
  /** '' until chosen; asked only when the ticker is new in the account. */
  kind: VariableIncomeKind | '';
  name: string;
  date: string;
  quantity: string;
  price: string;
  fees: string;
  /** '' when the money stays in (or came from) the investment account. */
  cashAccountId: string;
  /** Of an event (a split of the holding): a desdobramento adds units, a grupamento takes them away. */
  event: SplitEvent;
}

/** The events of a holding that change its units and no money: its price per unit follows (common/variable-income). */
export type SplitEvent = 'desdobro' | 'grupamento';

/** What the form registers: a compra, a venda, or an event (desdobro or grupamento, chosen in the form). */
export type TradeSideOfForm = 'compra' | 'venda' | 'evento';

/** The form's start: a compra from scratch, or a compra or venda of a holding (its account and ticker fixed). */
export function tradeFormValues(
  today: string,
  holding?: Pick<HoldingResponse, 'accountId' | 'ticker'>,
  accountId = '',
): TradeFormValues {
  return {
    accountId: holding ? String(holding.accountId) : accountId,
    ticker: holding?.ticker ?? '',
    kind: '',
    name: '',
    date: today,
    quantity: '',
    price: '',
    fees: '',
    cashAccountId: '',
    event: 'desdobro',
  };
}

/** The holding the account and the ticker typed name, if the book has it already (its kind is then known). */
export function existingHolding<T extends Pick<HoldingResponse, 'accountId' | 'ticker'>>(
  holdings: readonly T[],
  accountId: string,
  ticker: string,
): T | undefined {
  const wanted = ticker.trim().toUpperCase();
  return holdings.find((h) => String(h.accountId) === accountId && h.ticker === wanted);
}

/** Corretagem and emolumentos: blank is none. */
const feesText = z
  .string()
  .transform((text): unknown => (text.trim() === '' ? 0 : moneyTextReading.parse(text)))
  .pipe(signedMoneySchemaWith().refine((v) => v >= 0, { error: M.feesNegative }));

/** The fields of a compra or venda; an event has no price, fees nor cash account (the fields are not shown). */
const tradeFields = (moves: boolean) =>
  z.object({
    accountId: fromText(requiredId(M.accountMissing)),
    ticker: fromText(tickerSchema),
    kind: z.union([z.enum(VARIABLE_INCOME_KINDS), z.literal('')]),
    name: z.string(),
    date: fromText(isoDateSchema),
    quantity: fromText(quantitySchema),
    price: moves ? fromText(tradePriceSchema) : z.string().transform(() => null),
    fees: moves ? feesText : z.string().transform(() => 0),
    cashAccountId: z.string(),
    event: z.enum(['desdobro', 'grupamento']),
  });

/**
 * The contract's own fields over the form's text (so every message is the server's), plus what the server checks
 * against the book and today, said before sending: the kind of a ticker new in the account, whole units of ações,
 * FIIs, ETFs and BDRs, a date not in the future. Answers the POST's body.
 */
export function tradeFormSchema(
  side: TradeSideOfForm,
  today: string,
  holdings: readonly Pick<HoldingResponse, 'accountId' | 'ticker' | 'kind'>[],
) {
  const moves = side !== 'evento';
  return tradeFields(moves)
    .superRefine((values, ctx) => {
      const known = existingHolding(holdings, String(values.accountId), values.ticker);
      const kind = known?.kind ?? (values.kind === '' ? null : values.kind);
      if (!known && kind === null)
        ctx.addIssue({ code: 'custom', path: ['kind'], message: M.kindMissing(values.ticker) });
      const units = readDecimal(values.quantity);
      if (kind && WHOLE_UNIT_KINDS.includes(kind) && units.ok && !isWholeUnits(units.scaled))
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.quantityWhole });
      if (values.date > today) ctx.addIssue({ code: 'custom', path: ['date'], message: M.tradeFuture });
    })
    .transform(
      (values): TradeBody => ({
        accountId: values.accountId,
        ticker: values.ticker,
        kind: values.kind === '' ? null : values.kind,
        name: values.name.trim() === '' ? null : values.name,
        side: side === 'evento' ? values.event : side,
        date: values.date,
        quantity: values.quantity,
        ...(moves ? { price: values.price } : {}),
        fees: values.fees,
        cashAccountId: !moves || values.cashAccountId === '' ? null : Number(values.cashAccountId),
      }),
    );
}

export type TradeFormOutput = z.output<ReturnType<typeof tradeFormSchema>>;

/** The fields a refusal of the server may name, to be shown there. */
export const TRADE_FIELDS = [
  'event',
  'accountId',
  'ticker',
  'kind',
  'name',
  'date',
  'quantity',
  'price',
  'fees',
  'cashAccountId',
] as const;
