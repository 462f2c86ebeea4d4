import {
  AMORTIZATION_SYSTEMS,
  DEBT_KINDS,
  type DebtKind,
  type DebtResponse,
  debtBody,
  RATE_PERIODS,
} from '../../../common/contract/debts';
import { moneyTextReading, z } from '../../../common/contract/shared';
import { addMonths, isIsoDate } from '../../../common/dates';
import { MAX_LOAN_INSTALLMENTS } from '../../../common/loans';
import { centsToInputText, reaisToCents } from '../../../common/money';

/** Everything as the inputs hold it (text); debtFormSchema reads it into the contract's body. */
export interface DebtFormValues {
  name: string;
  kind: DebtKind;
  lender: string;
  principal: string;
  rate: string;
  ratePeriod: (typeof RATE_PERIODS)[number];
  installments: string;
  system: (typeof AMORTIZATION_SYSTEMS)[number];
  contractDate: string;
  firstDueDate: string;
  /** How many instalments were paid before the debt was entered ('' is none). */
  paidBefore: string;
  /** The 'Conta de pagamento' as the select holds it: an id, or '' for none. */
  paymentAccountId: string;
}

/** The rate field's period, as the select says it. */
export const RATE_PERIOD_WORDS: Record<(typeof RATE_PERIODS)[number], string> = {
  mes: 'ao mês',
  ano: 'ao ano',
};

/**
 * How each kind is usually quoted in Brazil, chosen for the person when they pick the kind: housing loans by SAC
 * with a rate a year, vehicle financings by the Price table a year, personal loans and consignados by the Price
 * table a month.
 */
export const USUAL_TERMS: Record<
  DebtKind,
  Pick<DebtFormValues, 'system' | 'ratePeriod'> & { rateExample: string }
> = {
  financiamento_imovel: { system: 'SAC', ratePeriod: 'ano', rateExample: 'Ex.: 11,5' },
  financiamento_veiculo: { system: 'PRICE', ratePeriod: 'ano', rateExample: 'Ex.: 22' },
  emprestimo: { system: 'PRICE', ratePeriod: 'mes', rateExample: 'Ex.: 3,5' },
  consignado: { system: 'PRICE', ratePeriod: 'mes', rateExample: 'Ex.: 1,8' },
  outra: { system: 'PRICE', ratePeriod: 'mes', rateExample: 'Ex.: 2' },
};

/**
 * A new debt with its dates blank: most debts entered are old ones (a financing of some years), and a default of
 * today was kept unseen and made a years-old loan start now. Its first due date follows the contract date once
 * typed (firstDueAfterContract).
 */
export function newDebtValues(): DebtFormValues {
  const kind: DebtKind = 'financiamento_imovel';
  return {
    name: '',
    kind,
    lender: '',
    principal: '',
    rate: '',
    ratePeriod: USUAL_TERMS[kind].ratePeriod,
    installments: '',
    system: USUAL_TERMS[kind].system,
    contractDate: '',
    firstDueDate: '',
    paidBefore: '',
    paymentAccountId: '',
  };
}

/**
 * The first due date to fill in when the contract date becomes `contractDate`: a month later (the usual gap), as
 * long as the field is blank or still holds the last date filled in (`filled`), never over one the person typed.
 * Null to leave it as it is.
 */
export function firstDueAfterContract(
  contractDate: string,
  firstDueDate: string,
  filled: string | null,
): string | null {
  if (!isIsoDate(contractDate)) return null;
  if (firstDueDate !== '' && firstDueDate !== filled) return null;
  const next = addMonths(contractDate, 1);
  return next === firstDueDate ? null : next;
}

/**
 * How many instalments fell due on or before today by the dates and the count typed (at most the count), for the
 * hint of 'Parcelas já pagas': the ones paid before the debt was entered are most of them. Null while the first due
 * date or the count does not read.
 */
export function dueByToday(firstDueDate: string, installments: string, today: string): number | null {
  const count = Number(installments.trim());
  if (!isIsoDate(firstDueDate) || !Number.isInteger(count) || count < 1 || count > MAX_LOAN_INSTALLMENTS)
    return null;
  let due = 0;
  while (due < count && addMonths(firstDueDate, due) <= today) due += 1;
  return due;
}

/** The hint of 'Parcelas já pagas', with how many fell due by today when the dates tell it. */
export function paidBeforeHint(due: number | null): string {
  const rule = 'As pagas antes de cadastrar contam como pagas, sem lançar despesas';
  if (!due) return rule;
  return `${due === 1 ? '1 parcela venceu' : `${due} parcelas venceram`} até hoje. ${rule}`;
}

/** The form of an existing debt: its contract as typed. */
export function debtValues(debt: DebtResponse): DebtFormValues {
  return {
    name: debt.name,
    kind: debt.kind,
    lender: debt.lender ?? '',
    principal: centsToInputText(reaisToCents(debt.principal)),
    rate: String(debt.rate).replace('.', ','),
    ratePeriod: debt.ratePeriod,
    installments: String(debt.installments),
    system: debt.system,
    contractDate: debt.contractDate,
    firstDueDate: debt.firstDueDate,
    paidBefore: debt.paidBefore > 0 ? String(debt.paidBefore) : '',
    paymentAccountId: debt.paymentAccountId === null ? '' : String(debt.paymentAccountId),
  };
}

const formFields = z.object({
  name: z.string(),
  kind: z.enum(DEBT_KINDS),
  lender: z.string(),
  principal: z.string(),
  rate: z.string(),
  ratePeriod: z.enum(RATE_PERIODS),
  installments: z.string(),
  system: z.enum(AMORTIZATION_SYSTEMS),
  contractDate: z.string(),
  firstDueDate: z.string(),
  paidBefore: z.string(),
  paymentAccountId: z.string(),
});

/** A blank date is missing (the contract's 'Informe uma data'), not an invalid one. */
const dateText = (text: string) => (text === '' ? undefined : text);

/** The request body's input from what the inputs hold: the money read from '1.500,75', a rate's '%' dropped. */
export function toBodyInput(values: DebtFormValues) {
  return {
    ...values,
    principal: moneyTextReading.parse(values.principal),
    rate: values.rate.trim().replace(/\s*%$/, ''),
    contractDate: dateText(values.contractDate),
    firstDueDate: dateText(values.firstDueDate),
    paymentAccountId: values.paymentAccountId === '' ? null : values.paymentAccountId,
  };
}

/** Valid values standing in for fields the person has not got right yet (see debtFormSchema). */
const STAND_INS = {
  name: 'dívida',
  kind: 'outra',
  lender: null,
  principal: 1,
  rate: '1',
  ratePeriod: 'mes',
  installments: 1,
  system: 'PRICE',
  // Far apart, so a stand-in never puts the other date out of order.
  contractDate: '1900-01-01',
  firstDueDate: '2999-12-31',
  paidBefore: 0,
  paymentAccountId: null,
} as const;

/**
 * The server's debtBody over the form's text, so every message is the server's own. Its rules across fields (the
 * rate's range for its period, the first due date after the contract's) run only once every field reads: they are
 * asked again with valid stand-ins for the fields that do not, so one press of Salvar shows every message.
 */
export const debtFormSchema = formFields.transform((values, ctx): z.output<typeof debtBody> => {
  const input = toBodyInput(values);
  const result = debtBody.safeParse(input);
  if (result.success) return result.data;
  const issues = [...result.error.issues];
  const wrong = new Set(issues.map((issue) => String(issue.path[0])));
  const standIns = Object.fromEntries(
    Object.entries(STAND_INS).filter(([field]) => wrong.has(field)),
  ) as Partial<typeof STAND_INS>;
  const probe = debtBody.safeParse({ ...input, ...standIns });
  for (const issue of probe.success ? [] : probe.error.issues) {
    if (!wrong.has(String(issue.path[0]))) issues.push(issue);
  }
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER as never;
});

export type DebtFormOutput = z.output<typeof debtFormSchema>;
