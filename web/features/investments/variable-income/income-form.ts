import {
  fromText,
  isoDateSchema,
  moneyText,
  moneyTextReading,
  signedMoneySchemaWith,
  z,
} from '../../../../common/contract/shared';
import {
  INCOME_KINDS,
  type IncomeKind,
  JCP_WITHHOLDING_PERCENT,
  VARIABLE_INCOME_MESSAGES as M,
} from '../../../../common/contract/variable-income';
import type { IncomeBody } from '../../../../common/contract/variable-income-requests';
import { centsToInputText, parseAmount, roundToCents } from '../../../../common/money';

export interface IncomeFormValues {
  kind: IncomeKind;
  date: string;
  /** Gross, as typed ('1.000,00'). */
  amount: string;
  /** IR retido, as typed; blank is none. */
  withheld: string;
  /** '' for the holding's own investment account. */
  accountId: string;
}

/** The kind a holding's proventos usually are: a FII's are rendimentos, anything else's dividendos. */
export const usualIncomeKind = (holdingKind: string): IncomeKind =>
  holdingKind === 'fii' ? 'rendimento' : 'dividendo';

export function incomeFormValues(today: string, holdingKind: string): IncomeFormValues {
  return { kind: usualIncomeKind(holdingKind), date: today, amount: '', withheld: '', accountId: '' };
}

/**
 * The IR a JCP's payer withholds, as the withheld field suggests it: 15% of the gross typed (the contract's
 * JCP_WITHHOLDING_PERCENT, Lei 9.249/1995), rounded to the cent ('1.000,00' -> '150,00'); blank for the other kinds,
 * exempt for a person, and while the gross does not read.
 */
export function suggestedWithheld(kind: IncomeKind, amountText: string): string {
  if (kind !== 'jcp') return '';
  const gross = parseAmount(amountText, 'comma');
  if (gross === null || gross <= 0) return '';
  return centsToInputText(Math.round((gross * JCP_WITHHOLDING_PERCENT) / 100));
}

const withheldText = z
  .string()
  .transform((text): unknown => (text.trim() === '' ? 0 : moneyTextReading.parse(text)))
  .pipe(signedMoneySchemaWith().refine((v) => v >= 0, { error: M.withheldNegative }));

/** The contract's fields over the form's text, the date not in the future, the withheld below the gross. */
export function incomeFormSchema(holdingId: number, today: string) {
  return z
    .object({
      kind: z.enum(INCOME_KINDS),
      date: fromText(isoDateSchema),
      amount: moneyText({ missing: M.incomeAmountMissing }),
      withheld: withheldText,
      accountId: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.date > today) ctx.addIssue({ code: 'custom', path: ['date'], message: M.incomeFuture });
      if (roundToCents(values.withheld) >= roundToCents(values.amount))
        ctx.addIssue({ code: 'custom', path: ['withheld'], message: M.withheldAboveGross });
    })
    .transform(
      (values): IncomeBody => ({
        holdingId,
        kind: values.kind,
        date: values.date,
        amount: values.amount,
        withheld: values.withheld,
        accountId: values.accountId === '' ? null : Number(values.accountId),
      }),
    );
}

export const INCOME_FIELDS = ['kind', 'date', 'amount', 'withheld', 'accountId'] as const;
