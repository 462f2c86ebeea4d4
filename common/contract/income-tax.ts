import type { FundClass } from '../come-cotas';
import type { DocumentKind } from '../documents';
import { type PaymentKind, TAX_MAPPINGS } from '../income-tax-declaration';
import type { TaxForeignApplications } from './income-tax-abroad';
import { TAX_FIELD_MESSAGES, taxPersonSchema, taxYearSchema } from './income-tax-fields';
import type { TaxMinimumTax, TaxResult } from './income-tax-result';
import type { TaxStatement } from './income-tax-statements';
import { idSchema, z, zeroOrMoreMoneySchema } from './shared';
import type { VariableIncomeTaxesResponse } from './variable-income-taxes';

export const INCOME_TAX_MESSAGES = {
  ...TAX_FIELD_MESSAGES,
  code: 'Código da declaração inválido',
  dependents: 'Informe de 0 a 30 dependentes',
  carneLeaoPaid: 'O Carnê-Leão pago deve ser zero ou mais',
  payeeGone: 'Favorecido não encontrado',
  categoryGone: 'Categoria não encontrada',
  wrongType: 'Este código não serve a uma categoria deste tipo',
  ownDownload: 'Já estamos preparando um arquivo do Imposto de Renda para você. Aguarde ele terminar.',
  downloadsBusy:
    'Muitos arquivos do Imposto de Renda estão sendo preparados agora. Tente de novo em alguns segundos.',
} as const;

/** GET /income-tax?ano=2025 (default: the year that ended last). */
export const incomeTaxQuery = z.object({
  ano: z.preprocess((v) => (v === '' || v === null ? undefined : v), taxYearSchema.optional()),
});

/** The spreadsheets of GET /income-tax/csv: one a group of the page's figures, in the declaration program's order. */
export const TAX_CSV_GROUPS = [
  'informes',
  'rendimentos',
  'carne-leao',
  'pagamentos',
  'bens',
  'dividas',
  'renda-variavel',
  'come-cotas',
] as const;
export type TaxCsvGroup = (typeof TAX_CSV_GROUPS)[number];

/**
 * At most this many comprovantes go in one year's .zip (GET /income-tax/comprovantes): a year of a family's
 * deductible payments holds some hundreds.
 */
export const TAX_RECEIPTS_MAX = 10_000;

export const INCOME_TAX_EXPORT_MESSAGES = {
  group: `Escolha o grupo da planilha: ${TAX_CSV_GROUPS.slice(0, -1).join(', ')} ou ${TAX_CSV_GROUPS.at(-1)}`,
  noReceipts: (year: number) => `Nenhum comprovante de pagamento dedutível em ${year}.`,
  tooManyReceipts: (year: number) =>
    `Mais de ${TAX_RECEIPTS_MAX.toLocaleString('pt-BR')} comprovantes em ${year}: baixe-os pelo backup, em Perfil.`,
} as const;

/** GET /income-tax/csv?ano=2025&grupo=pagamentos. */
export const incomeTaxCsvQuery = incomeTaxQuery.extend({
  grupo: z.enum(TAX_CSV_GROUPS, { error: INCOME_TAX_EXPORT_MESSAGES.group }),
});

/** 'grana-imposto-de-renda-2025.pdf', 'grana-ir-2025-pagamentos.csv', 'grana-ir-2025-comprovantes.zip'. */
export const incomeTaxPdfFileName = (year: number) => `grana-imposto-de-renda-${year}.pdf`;
export const incomeTaxCsvFileName = (year: number, group: TaxCsvGroup) => `grana-ir-${year}-${group}.csv`;
export const incomeTaxReceiptsFileName = (year: number) => `grana-ir-${year}-comprovantes.zip`;

/** PUT /income-tax/categories: what a category is in the declaration; null leaves it out. */
export const taxMappingBody = z.object({
  category_id: idSchema,
  code: z.enum(TAX_MAPPINGS, { error: INCOME_TAX_MESSAGES.code }).nullable(),
});
export type TaxMappingBody = z.input<typeof taxMappingBody>;

/**
 * PUT /income-tax/years: what the year's declaration needs that the rows do not say. `carne_leao_pago`: the
 * Carnê-Leão paid in the year when it differs from the DARFs the page works out (null: those DARFs; absent: kept).
 */
export const taxYearBody = z.object({
  ano: taxYearSchema,
  dependents: z.coerce
    .number({ error: INCOME_TAX_MESSAGES.dependents })
    .int({ error: INCOME_TAX_MESSAGES.dependents })
    .min(0, { error: INCOME_TAX_MESSAGES.dependents })
    .max(30, { error: INCOME_TAX_MESSAGES.dependents }),
  carne_leao_pago: z.union([z.null(), zeroOrMoreMoneySchema(INCOME_TAX_MESSAGES.carneLeaoPaid)]).optional(),
});
export type TaxYearBody = z.input<typeof taxYearBody>;

/** Someone paid or paying: a payee with its CPF/CNPJ as shown (a CPF masked), or null when it has none. */
export interface TaxParty {
  payeeId: number | null;
  name: string | null;
  document: string | null;
  documentKind: DocumentKind | null;
}

export interface TaxPaymentLine extends TaxParty {
  total: number;
  count: number;
  /** Instrução only: whom it was for (0 the titular, k the k-th dependent); null on the other codes. */
  person: number | null;
}

/** PUT /income-tax/beneficiaries: whom a payee's instrução is for (0 the titular, k the k-th dependent). */
export const taxBeneficiaryBody = z.object({ payee_id: idSchema, person: taxPersonSchema });
export type TaxBeneficiaryBody = z.input<typeof taxBeneficiaryBody>;

/**
 * A section lists at most this many payees (or sources), the largest first; the rest are one line of 'Outros'. The
 * section's total is over every row all the same.
 */
export const PAYEES_LISTED = 500;

/** The payees a section leaves out past PAYEES_LISTED: how many, and what they add up to. */
export interface TaxOthers {
  count: number;
  total: number;
}

export interface TaxPaymentGroup {
  code: string;
  label: string;
  kind: PaymentKind;
  ficha: string;
  lines: TaxPaymentLine[];
  /** The payees past the PAYEES_LISTED largest; null when every one is listed. */
  others: TaxOthers | null;
  total: number;
  /**
   * What the declaration deducts of it: all of health and pensão; instrução up to the year's limit per person;
   * PGBL up to 12% of the taxable income; null for doações (they lower the tax, not the base) and for a year
   * without figures.
   */
  deductible: number | null;
}

/**
 * What the declaration will ask that a row lacks: a deductible payment's payee, CPF/CNPJ or comprovante; an income's
 * payer or the payer's CPF/CNPJ (`code` is then the income's kind).
 */
export interface TaxPendingRow {
  transactionId: number;
  date: string;
  description: string;
  amount: number;
  code: string;
  payeeId: number | null;
  payee: string | null;
  missing: Array<'favorecido' | 'documento' | 'comprovante'>;
}

export interface TaxIncomeLine extends TaxParty {
  total: number;
  /**
   * Taxable income from PJ: the informe this line is (its figure, its source's rows left out: the same money
   * received net); null for a line of rows (a source without an informe, and every Carnê-Leão line).
   */
  statementId: number | null;
}

/** One come-cotas of a fundo (common/come-cotas.ts): money in reais, cotas and the cota's value as decimal text. */
export interface TaxComeCotasEvent {
  date: string;
  /** Cotas held before it. */
  quantity: string;
  /** The cota's value typed for the day; null: none typed, nothing worked (value, gain and tax 0). */
  price: string | null;
  value: number;
  /** What the cotas were worth at the last come-cotas, or what was applied since. */
  base: number;
  gain: number;
  tax: number;
  quotasWithheld: string;
}

/** A fundo's come-cotas of the year, by its class (null: not said, no figure). */
export interface TaxComeCotasFund {
  holdingId: number;
  ticker: string;
  name: string | null;
  fundClass: FundClass | null;
  fundClassLabel: string | null;
  /** '15%', '20%'; null for a fund of ações or one without its class. */
  rate: string | null;
  events: TaxComeCotasEvent[];
  /** The year's come-cotas, in reais: tributação exclusiva, withheld by the administrator. */
  tax: number;
}

export interface TaxIncomeItem {
  label: string;
  total: number;
  /** What the item's treatment rests on, where the law sets conditions (FII income, JCP); absent otherwise. */
  note?: string;
}

/** One month of the Carnê-Leão: its income, deductions, tax and DARF. */
export interface CarneLeaoMonth {
  month: string;
  income: number;
  dependents: number;
  pension: number;
  /** The monthly simplified discount, when larger than the legal deductions (then used instead). */
  simplified: number;
  base: number;
  /** The tax by the month's table; null for a month without one. */
  tax: number | null;
  /**
   * The DARF to pay for the month: its tax plus what earlier months left under R$ 10,00 (a DARF below that is not
   * paid: it is added to the next months' until it reaches it); 0 when it stays below.
   */
  darf: number;
  /** The DARF's due date (código 0190): the last business day of the next month. */
  dueDate: string;
}

export interface TaxAssetLine {
  group: string;
  code: string | null;
  codeLabel: string;
  description: string;
  /** At 31/12 of the year before and of the year, as the declaration asks (cost for what is not money). */
  previous: number;
  current: number;
}

export interface TaxDebtLine {
  code: string;
  codeLabel: string;
  description: string;
  previous: number;
  current: number;
}

export interface IncomeTaxResponse {
  year: number;
  /** The year's limits, with their source; null for a year the declaration's figures are not known for. */
  figures: {
    instructionLimit: number;
    pensionShare: number;
    dependentDeduction: number;
    simplifiedLimit: number;
    source: string;
  } | null;
  dependents: number;
  /** The Carnê-Leão paid in the year as typed (reais); null: the DARFs worked out below count as paid. */
  carneLeaoPaid: number | null;
  /** The year's informes de rendimentos, the titular's first, then by source. */
  statements: TaxStatement[];
  /** Both models and what is left to pay or be refunded; null for a year whose annual table is not known. */
  result: TaxResult | null;
  /** The minimum tax on high incomes, a preview; null before 2026 or without the year's result. */
  minimumTax: TaxMinimumTax | null;
  /** The categories and what each is in the declaration (null: left out). */
  categories: Array<{ id: number; name: string; type: 'receita' | 'despesa'; code: string | null }>;
  payments: TaxPaymentGroup[];
  /**
   * `rows`: deductible payments (and incomes) missing what proves them, `count` of them in all; `withoutInforme`: the
   * sources of taxable income whose informe de rendimentos was not given (the page counts their rows, money received
   * net: the declaration asks the informe's gross, INSS and IRRF), each a pendência too (common/income-tax-text.ts
   * pendingTotal).
   */
  pending: { rows: TaxPendingRow[]; count: number; withoutInforme: TaxIncomeLine[] };
  /** The fundos' come-cotas of the year (server/features/variable-income/come-cotas.ts). */
  comeCotas: TaxComeCotasFund[];
  income: {
    taxable: TaxIncomeLine[];
    taxableOthers: TaxOthers | null;
    taxableTotal: number;
    carneLeao: TaxIncomeLine[];
    carneLeaoOthers: TaxOthers | null;
    carneLeaoTotal: number;
    exempt: TaxIncomeItem[];
    exclusive: TaxIncomeItem[];
  };
  carneLeao: CarneLeaoMonth[];
  assets: TaxAssetLine[];
  debts: TaxDebtLine[];
  variableIncome: VariableIncomeTaxesResponse;
  /** Applications abroad held directly (Lei 14.754/2023); null when the book holds none through the year's end. */
  abroad: TaxForeignApplications | null;
}

/** PUT /income-tax/categories' answer: the category and its code now. */
export interface TaxMapping {
  category_id: number;
  code: string | null;
}

/** PUT /income-tax/years' answer: the year's settings now. */
export interface TaxYearSettings {
  ano: number;
  dependents: number;
  /** Reais; null: the DARFs worked out. */
  carne_leao_pago: number | null;
}

/** PUT /income-tax/beneficiaries' answer: the payee and whom its instrução is for now. */
export interface TaxBeneficiary {
  payee_id: number;
  person: number;
}
