import { z } from 'zod';
import { HOUSEHOLD_MESSAGES } from '../../../common/contract/household';
import { DATE_MISSING_MESSAGE, MONEY_MISSING_MESSAGE, moneyText } from '../../../common/contract/shared';
import { isIsoDate } from '../../../common/dates';
import { centsToInputText, reaisToCents } from '../../../common/money';
import type { SettlementCreateBody } from './api/settlement';

const settleAmount = moneyText();

/** 'Registrar acerto' as the form holds it: the selects' id strings, the money text, the ISO date. */
export interface SettleFormValues {
  fromUserId: string;
  toUserId: string;
  amount: string;
  date: string;
  fromAccountId: string;
  toAccountId: string;
}

export type SettleErrors = Partial<Record<keyof SettleFormValues, string>>;

/** The dialog prefilled from a payment 'Bia paga R$ 120,00 a Ana', dated today, with no accounts. */
export function newSettleValues(
  payment: { fromUserId: number; toUserId: number; amount: number } | null,
  today: string,
): SettleFormValues {
  return {
    fromUserId: payment ? String(payment.fromUserId) : '',
    toUserId: payment ? String(payment.toUserId) : '',
    amount: payment ? centsToInputText(reaisToCents(payment.amount)) : '',
    date: today,
    fromAccountId: '',
    toAccountId: '',
  };
}

/** The server's rules in its words, one message per field; empty when the acerto can be sent. */
export function validateSettle(values: SettleFormValues): SettleErrors {
  const errors: SettleErrors = {};
  if (values.fromUserId === '' || values.toUserId === '') {
    if (values.fromUserId === '') errors.fromUserId = HOUSEHOLD_MESSAGES.notAMember;
    if (values.toUserId === '') errors.toUserId = HOUSEHOLD_MESSAGES.notAMember;
  } else if (values.fromUserId === values.toUserId) errors.toUserId = HOUSEHOLD_MESSAGES.settleSelf;
  const amount = settleAmount.safeParse(values.amount);
  if (!amount.success) errors.amount = amount.error.issues[0]?.message;
  if (!isIsoDate(values.date)) errors.date = DATE_MISSING_MESSAGE;
  const from = values.fromAccountId;
  const to = values.toAccountId;
  if ((from === '') !== (to === '')) {
    errors[from === '' ? 'fromAccountId' : 'toAccountId'] = HOUSEHOLD_MESSAGES.settleAccounts;
  } else if (from !== '' && from === to) errors.toAccountId = HOUSEHOLD_MESSAGES.settleSameAccount;
  return errors;
}

/** POST /settlements' body: the accounts only when both are chosen. */
export function toSettleBody(values: SettleFormValues): SettlementCreateBody {
  return {
    fromUserId: Number(values.fromUserId),
    toUserId: Number(values.toUserId),
    amount: settleAmount.safeParse(values.amount).data ?? 0,
    date: values.date,
    ...(values.fromAccountId !== '' && values.toAccountId !== ''
      ? { fromAccountId: Number(values.fromAccountId), toAccountId: Number(values.toAccountId) }
      : {}),
  };
}

/** For react-hook-form: every message of validateSettle on its field. */
export const settleFormSchema = z
  .object({
    fromUserId: z.string(),
    toUserId: z.string(),
    amount: z.string(),
    date: z.string(),
    fromAccountId: z.string(),
    toAccountId: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateSettle(values))) {
      ctx.addIssue({ code: 'custom', message: message ?? MONEY_MISSING_MESSAGE, path: [field] });
    }
  });
