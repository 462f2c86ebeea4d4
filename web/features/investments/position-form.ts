import {
  INDEXING_LABELS,
  INDEXINGS,
  INVESTMENT_MESSAGES,
  type IndexingKind,
  positionBody,
} from '../../../common/contract/investments';
import { moneyTextReading, z } from '../../../common/contract/shared';
import { FIXED_INCOME_PRODUCTS, type FixedIncomeProduct } from '../../../common/investment-taxes';

/** Everything as the inputs hold it (text); the schema reads it into the contract's body. */
export interface PositionFormValues {
  accountId: string;
  /** '' when the money was already in the investment account. */
  sourceAccountId: string;
  name: string;
  product: FixedIncomeProduct;
  indexing: IndexingKind;
  rate: string;
  amount: string;
  date: string;
  maturityDate: string;
}

export function newPositionValues(today: string, accountId = ''): PositionFormValues {
  return {
    accountId,
    sourceAccountId: '',
    name: '',
    product: 'cdb',
    indexing: 'cdi',
    rate: '',
    amount: '',
    date: today,
    maturityDate: '',
  };
}

/** The indexing a product usually has, chosen for the person when they pick the product. */
export const USUAL_INDEXING: Record<FixedIncomeProduct, IndexingKind> = {
  cdb: 'cdi',
  lci: 'cdi',
  lca: 'cdi',
  tesouro_selic: 'selic',
  tesouro_ipca: 'ipca',
  tesouro_prefixado: 'prefixado',
  debenture: 'ipca',
  debenture_incentivada: 'ipca',
  poupanca: 'poupanca',
};

/** The poupança rends only by its own rule, and only the poupança does (the contract's poupancaProduct). */
export function indexingsFor(product: FixedIncomeProduct): IndexingKind[] {
  return product === 'poupanca' ? ['poupanca'] : INDEXINGS.filter((i) => i !== 'poupanca');
}

/** The rate field's label, or null when the indexing has no rate (the poupança). */
export const rateLabel = (indexing: IndexingKind): string | null => INDEXING_LABELS[indexing].rate;

export const RATE_EXAMPLES: Record<IndexingKind, string> = {
  cdi: 'Ex.: 110',
  cdi_mais: 'Ex.: 2',
  selic: 'Ex.: 0,1',
  ipca: 'Ex.: 6,5',
  prefixado: 'Ex.: 12',
  poupanca: '',
};

/**
 * The rate as typed: '110', '6,5', '6.5', '12%' or '12 %'. Blank is null (the contract then asks for it), text that
 * is not a number NaN (the contract's own message).
 */
export function readRate(text: string): number | null {
  const typed = text.trim().replace(/\s*%$/, '');
  if (typed === '') return null;
  if (!/^\d+(?:[.,]\d+)?$/.test(typed)) return Number.NaN;
  return Number(typed.replace(',', '.'));
}

/** The money typed ('1.500,75') as reais; blank undefined and unreadable NaN, for the contract's messages. */
const readAmount = (text: string): unknown => moneyTextReading.parse(text);

const formFields = z.object({
  accountId: z.string(),
  sourceAccountId: z.string(),
  name: z.string(),
  product: z.enum(FIXED_INCOME_PRODUCTS),
  indexing: z.enum(INDEXINGS),
  rate: z.string(),
  amount: z.string(),
  date: z.string(),
  maturityDate: z.string(),
});

/** The request body's input from what the inputs hold: the poupança's rate is never sent. */
export function toBodyInput(values: z.input<typeof formFields>) {
  return {
    accountId: values.accountId,
    sourceAccountId: values.sourceAccountId,
    name: values.name,
    product: values.product,
    indexing: values.indexing,
    rate: values.indexing === 'poupanca' ? null : readRate(values.rate),
    amount: readAmount(values.amount),
    date: values.date,
    maturityDate: values.maturityDate,
  };
}

/** Fields every body needs, valid, standing in for those the person has not filled yet (see positionFormSchema). */
const FILLED = { accountId: 1, sourceAccountId: null, name: 'aplicação', amount: 1 } as const;

/**
 * The server's positionBody over the form's text, so every message is the server's own, plus the date not in the
 * future (which the server checks against the person's today). The contract's rules across fields (the rate for
 * its indexing, the poupança's, the maturity after the date) run only once every field reads; they are asked again
 * with the other fields filled in, so that one press of Registrar shows every message.
 */
export function positionFormSchema(today: string) {
  return formFields.transform((values, ctx): z.output<typeof positionBody> => {
    const input = toBodyInput(values);
    const result = positionBody.safeParse(input);
    const issues = result.success ? [] : [...result.error.issues];
    if (!result.success) {
      const seen = new Set(issues.map((issue) => String(issue.path[0])));
      const probe = positionBody.safeParse({
        ...input,
        ...FILLED,
        date: seen.has('date') ? '2000-01-01' : input.date,
      });
      for (const issue of probe.success ? [] : probe.error.issues) {
        const field = String(issue.path[0]);
        if (!seen.has(field) && !(field in FILLED)) issues.push(issue);
      }
    }
    if (typeof input.date === 'string' && input.date > today && !issues.some((i) => i.path[0] === 'date')) {
      issues.push({ code: 'custom', path: ['date'], message: INVESTMENT_MESSAGES.future, input: input.date });
    }
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return result.success && issues.length === 0 ? result.data : (z.NEVER as never);
  });
}

export type PositionFormOutput = z.output<ReturnType<typeof positionFormSchema>>;
