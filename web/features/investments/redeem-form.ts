import type { PositionResponse, RedeemBody } from '../../../common/contract/investments';
import { redeemBody } from '../../../common/contract/investments';
import { fromText, moneyText, z } from '../../../common/contract/shared';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';

/** 'all' redeems the whole position (as before); 'part' a gross amount of it, the rest kept applied. */
export const REDEEM_SCOPES = ['all', 'part'] as const;
export type RedeemScope = (typeof REDEEM_SCOPES)[number];

export const REDEEM_SCOPE_LABELS: Record<RedeemScope, string> = {
  all: 'Resgatar tudo',
  part: 'Resgatar parte',
};

/** Everything as the inputs hold it (text). */
export interface RedeemFormValues {
  date: string;
  accountId: string;
  scope: RedeemScope;
  /** The gross amount to redeem as typed ('4.000,00'); read only when a part is redeemed. */
  amount: string;
}

export function newRedeemValues(today: string, position: Pick<PositionResponse, 'sourceAccountId'>) {
  return {
    date: today,
    // The account the application came from, where the money most likely goes back.
    accountId: position.sourceAccountId ? String(position.sourceAccountId) : '',
    scope: 'all',
    amount: '',
  } satisfies RedeemFormValues;
}

const shape = redeemBody.shape;
const common = { date: fromText(shape.date), accountId: fromText(shape.accountId) };

/** The form read into what the request carries: the amount a number for a part, null for the whole. */
export const redeemFormSchema = z.discriminatedUnion('scope', [
  z.object({ ...common, scope: z.literal('all'), amount: z.string().transform(() => null) }),
  z.object({ ...common, scope: z.literal('part'), amount: moneyText() }),
]);
export type RedeemFormOutput = z.output<typeof redeemFormSchema>;

/** The request's body: `amount` only for a part (absent is the whole position, as the contract reads it). */
export function redeemRequest(id: number, values: RedeemFormOutput): RedeemBody {
  const body: RedeemBody = { id, date: values.date, accountId: values.accountId };
  return values.amount === null ? body : { ...body, amount: values.amount };
}

/**
 * The amount the preview asks about: undefined for the whole position; for a part, the reais typed, or null while
 * the text is not an amount yet (blank, zero, unreadable), when there is nothing to ask.
 */
export function previewAmount(scope: RedeemScope, amountText: string): number | undefined | null {
  if (scope === 'all') return undefined;
  const read = moneyText().safeParse(amountText);
  return read.success ? read.data : null;
}

/**
 * A part is redeemed only from a position typed in Grana: one a bank sync keeps, or whose value the bank tells
 * ('informado'), follows the bank's own figures (the server refuses it too).
 */
export const partialRedeemAllowed = (position: Pick<PositionResponse, 'bank' | 'indexing'>): boolean =>
  position.bank === null && position.indexing !== 'informado';

/**
 * Under 'Valor bruto a resgatar': what may be asked and what stays, 'Até R$ 10.000,00, o valor bruto em
 * 27/11/2026. O restante continua aplicado, com a mesma data de aplicação e a mesma taxa.' The poupança has no
 * rate of its own to keep.
 */
export function partialRedeemHint(
  position: Pick<PositionResponse, 'rate'>,
  whole: { gross: number; computedTo: string } | undefined,
): string {
  const rest =
    position.rate === null
      ? 'O restante continua aplicado, com a mesma data de aplicação.'
      : 'O restante continua aplicado, com a mesma data de aplicação e a mesma taxa.';
  if (!whole) return rest;
  return `Até ${formatReais(whole.gross)}, o valor bruto em ${formatDateBR(whole.computedTo)}. ${rest}`;
}

/**
 * The toast of a partial redemption, worded as the whole one's (redeemedToast), with 'líquido' as the position's
 * lines say it: the figure is the net, not the gross amount typed ('Resgate parcial registrado: R$ 3.950,00
 * líquido em Itaú').
 */
export function partialRedeemedToast(net: number, accountName: string | undefined): string {
  return `Resgate parcial registrado: ${formatReais(net)} líquido${accountName ? ` em ${accountName}` : ''}`;
}

/** Where the preview stands while a part's amount is not an amount yet. */
export const PARTIAL_AMOUNT_PROMPT = 'Informe o valor bruto a resgatar para ver quanto o resgate paga.';
