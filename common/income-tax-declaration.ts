/**
 * The IRPF declaration's codes and yearly figures, as the Receita Federal gives them in the declaration program
 * (PGD IRPF) and its "Perguntas e Respostas" of each exercício: the one module that knows them. A year
 * (ano-calendário) not listed has no figures: `declarationYear` answers null and the page says so rather than
 * using another year's.
 *
 * Money in cents; shares in basis points (12% = 1200).
 */

/** What a deductible payment is: health has no limit, instrução a yearly one per person, PGBL a share of income. */
export type PaymentKind = 'saude' | 'instrucao' | 'previdencia' | 'pensao' | 'doacao';

export interface PaymentCode {
  /** The declaration's code, as the program lists it ('10'). */
  code: string;
  label: string;
  kind: PaymentKind;
  /** The ficha of the program where it is typed. */
  ficha: 'Pagamentos Efetuados' | 'Doações Efetuadas';
}

/**
 * The codes a person in Brazil pays most (ficha "Pagamentos Efetuados", and "Doações Efetuadas" for the incentivised
 * donations), from the PGD IRPF 2025's list. Those abroad are left out: a payment abroad is typed in the program
 * by the person.
 */
export const PAYMENT_CODES: readonly PaymentCode[] = [
  { code: '01', label: 'Instrução no Brasil', kind: 'instrucao', ficha: 'Pagamentos Efetuados' },
  { code: '09', label: 'Fonoaudiólogos no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  { code: '10', label: 'Médicos no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  { code: '11', label: 'Dentistas no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  { code: '12', label: 'Psicólogos no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  { code: '13', label: 'Fisioterapeutas no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  { code: '14', label: 'Terapeutas ocupacionais no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  {
    code: '21',
    label: 'Hospitais, clínicas e laboratórios no Brasil',
    kind: 'saude',
    ficha: 'Pagamentos Efetuados',
  },
  { code: '26', label: 'Planos de saúde no Brasil', kind: 'saude', ficha: 'Pagamentos Efetuados' },
  { code: '33', label: 'Pensão alimentícia judicial', kind: 'pensao', ficha: 'Pagamentos Efetuados' },
  {
    code: '36',
    label: 'Previdência complementar (PGBL)',
    kind: 'previdencia',
    ficha: 'Pagamentos Efetuados',
  },
  {
    code: '40',
    label: 'Doações ao Estatuto da Criança e do Adolescente',
    kind: 'doacao',
    ficha: 'Doações Efetuadas',
  },
  { code: '41', label: 'Doações de incentivo à cultura', kind: 'doacao', ficha: 'Doações Efetuadas' },
];

/** The kinds of income a receita category may be, as the declaration's fichas group them. */
export const INCOME_KINDS = ['tributavel_pj', 'carne_leao', 'isento', 'exclusivo'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

export const INCOME_KIND_LABELS: Record<IncomeKind, string> = {
  tributavel_pj: 'Rendimentos tributáveis recebidos de pessoa jurídica',
  carne_leao: 'Recebidos de pessoa física e do exterior (Carnê-Leão)',
  isento: 'Rendimentos isentos e não tributáveis',
  exclusivo: 'Rendimentos sujeitos à tributação exclusiva/definitiva',
};

/** What a category may be mapped to: a payment's code or an income's kind. */
export const TAX_MAPPINGS = [...PAYMENT_CODES.map((c) => c.code), ...INCOME_KINDS] as const;

export const isIncomeKind = (code: string): code is IncomeKind =>
  (INCOME_KINDS as readonly string[]).includes(code);

/** Whether a mapping fits a category's type: an income's kind for a receita, a payment's code for a despesa. */
export const mappingFitsType = (code: string, type: 'receita' | 'despesa'): boolean =>
  isIncomeKind(code) === (type === 'receita');

export const paymentCode = (code: string): PaymentCode | undefined =>
  PAYMENT_CODES.find((c) => c.code === code);

/**
 * The starter categories that come mapped (server/features/categories/starter-set.ts): the ones whose rows are
 * almost always what the code says. "Saúde" mixes médicos, dentistas and planos: mapped to Médicos, and the page
 * says to split it where the payees differ.
 */
export const STARTER_TAX_MAPPINGS: Readonly<Record<string, string>> = {
  'Saúde|despesa': '10',
  'Educação|despesa': '01',
  'Salário|receita': 'tributavel_pj',
};

export interface AnnualBracket {
  upToCents: number | null;
  rateBasisPoints: number;
  deductionCents: number;
}

/**
 * The annual reduction of art. 11-A of Lei 9.250/1995 (added by Lei 15.270/2025), from the ano-calendário 2026: with
 * rendimentos tributáveis sujeitos ao ajuste up to `fullUpToCents` the tax is reduced by up to `maxCents` (to zero);
 * up to `phaseOutUpToCents` by `baseCents` less `coefficientMillionths` millionths of the income; above, not at all.
 */
export interface AnnualReduction {
  fullUpToCents: number;
  maxCents: number;
  phaseOutUpToCents: number;
  baseCents: number;
  coefficientMillionths: number;
}

export interface DeclarationYear {
  /** The ano-calendário. */
  year: number;
  /** Tabela progressiva anual: the tax of the year's adjustment. */
  brackets: readonly AnnualBracket[];
  /** Lei 15.270/2025's reduction; null before 2026. */
  reduction: AnnualReduction | null;
  /** Dedução por dependente, a year. */
  dependentCents: number;
  /** Limite anual de dedução com instrução, per person (titular, each dependent, each alimentando). */
  instructionLimitCents: number;
  /** PGBL contributions deduct up to this share of the taxable income (Lei 9.532/1997, art. 11). */
  pensionShareBasisPoints: number;
  /** Desconto simplificado: 20% of the taxable income, up to this. */
  simplifiedShareBasisPoints: number;
  simplifiedLimitCents: number;
  source: string;
}

const COMMON_LIMITS = {
  dependentCents: 227_508,
  instructionLimitCents: 356_150,
  pensionShareBasisPoints: 1200,
  simplifiedShareBasisPoints: 2000,
  simplifiedLimitCents: 1_675_434,
} as const;

/**
 * The annual table is the sum of the year's monthly tables (January 2024 by the older one, February to December by
 * Lei 14.848/2024; 2025 January to April by it, May to December by Lei 15.191/2025), as the Receita publishes it.
 */
export const DECLARATION_YEARS: readonly DeclarationYear[] = [
  {
    year: 2024,
    brackets: [
      { upToCents: 2_696_320, rateBasisPoints: 0, deductionCents: 0 },
      { upToCents: 3_391_980, rateBasisPoints: 750, deductionCents: 202_224 },
      { upToCents: 4_501_260, rateBasisPoints: 1500, deductionCents: 456_623 },
      { upToCents: 5_597_616, rateBasisPoints: 2250, deductionCents: 794_217 },
      { upToCents: null, rateBasisPoints: 2750, deductionCents: 1_074_098 },
    ],
    reduction: null,
    ...COMMON_LIMITS,
    source:
      'Receita Federal, IRPF 2025 (ano-calendário 2024): tabela progressiva anual; Lei nº 9.250/1995, arts. 8º e 10; Lei nº 14.848/2024; Perguntas e Respostas IRPF 2025',
  },
  {
    year: 2025,
    brackets: [
      { upToCents: 2_846_720, rateBasisPoints: 0, deductionCents: 0 },
      { upToCents: 3_391_980, rateBasisPoints: 750, deductionCents: 213_504 },
      { upToCents: 4_501_260, rateBasisPoints: 1500, deductionCents: 467_903 },
      { upToCents: 5_597_616, rateBasisPoints: 2250, deductionCents: 805_497 },
      { upToCents: null, rateBasisPoints: 2750, deductionCents: 1_085_378 },
    ],
    reduction: null,
    ...COMMON_LIMITS,
    source:
      'Receita Federal, IRPF 2026 (ano-calendário 2025): tabela progressiva anual; Lei nº 9.250/1995, arts. 8º e 10; Lei nº 15.191/2025; Perguntas e Respostas IRPF 2026',
  },
  // 2026: every month by Lei 15.191/2025's table (R$ 2.428,80 exempt a month), so the annual limits are twelve times
  // its, and each parcela a deduzir follows from the limits below it, as the Receita works the annual table (its
  // 2023 table's R$ 1.713,58 is 7,5% of R$ 22.847,76, not 12 × R$ 142,80); the limits unchanged; the reduction of art. 11-A (Lei 15.270/2025):
  // up to R$ 60.000,00 a year, up to R$ 2.694,15 (the tax is zero); to R$ 88.200,00, R$ 8.429,73 less 0,095575 of
  // the income.
  {
    year: 2026,
    brackets: [
      { upToCents: 2_914_560, rateBasisPoints: 0, deductionCents: 0 },
      { upToCents: 3_391_980, rateBasisPoints: 750, deductionCents: 218_592 },
      { upToCents: 4_501_260, rateBasisPoints: 1500, deductionCents: 472_991 },
      { upToCents: 5_597_616, rateBasisPoints: 2250, deductionCents: 810_585 },
      { upToCents: null, rateBasisPoints: 2750, deductionCents: 1_090_466 },
    ],
    reduction: {
      fullUpToCents: 6_000_000,
      maxCents: 269_415,
      phaseOutUpToCents: 8_820_000,
      baseCents: 842_973,
      coefficientMillionths: 95_575,
    },
    ...COMMON_LIMITS,
    source:
      'IRPF 2027 (ano-calendário 2026) pela lei: tabela anual de doze meses da Lei nº 15.191/2025, art. 1º; redução do art. 11-A da Lei nº 9.250/1995, incluído pela Lei nº 15.270/2025; Lei nº 9.250/1995, arts. 8º e 10',
  },
];

export const declarationYear = (year: number): DeclarationYear | null =>
  DECLARATION_YEARS.find((y) => y.year === year) ?? null;

/** A share in basis points of an amount in cents, rounded down to the cent: a limit is never exceeded by rounding. */
export const shareOf = (cents: number, basisPoints: number): number =>
  Math.floor((cents * basisPoints) / 10_000);

/**
 * A declaration's group and code in "Bens e Direitos" (the table in force since the IRPF 2024), by what Grana knows
 * of a holding. An imóvel's code depends on what it is (apartamento 11, casa 12, terreno 13…): the group is given
 * and the person picks the code in the program.
 */
export interface AssetCode {
  group: string;
  code: string | null;
  label: string;
}

export const ASSET_CODES = {
  checking: { group: '06', code: '01', label: 'Depósito em conta corrente ou conta pagamento' },
  savings: { group: '04', code: '01', label: 'Depósito em conta poupança' },
  taxed_fixed_income: {
    group: '04',
    code: '02',
    label: 'Títulos públicos e privados sujeitos à tributação (Tesouro Direto, CDB, RDB e outros)',
  },
  exempt_fixed_income: {
    group: '04',
    code: '03',
    label: 'Títulos isentos de tributação (LCI, LCA, CRI, CRA, debêntures incentivadas)',
  },
  acao: { group: '03', code: '01', label: 'Ações (inclusive as listadas em bolsa)' },
  fii: { group: '07', code: '03', label: 'Fundos de Investimento Imobiliário (FII)' },
  imovel: { group: '01', code: null, label: 'Bens imóveis (apartamento 11, casa 12, terreno 13…)' },
  veiculo: { group: '02', code: '01', label: 'Veículo automotor terrestre' },
} as const satisfies Record<string, AssetCode>;

/** Dívidas e Ônus Reais: a financing or loan from a bank (code 11) is what Grana's debts are. */
export const DEBT_CODE = {
  code: '11',
  label: 'Estabelecimento bancário, financeira ou cooperativa de crédito',
};

/**
 * The Carnê-Leão's DARF (código de receita 0190) is due on the last business day of the month after the income
 * (Lei nº 7.713/1988, art. 8º; IN RFB nº 1.500/2014, art. 56).
 */
export const CARNE_LEAO_DARF_CODE = '0190';

/**
 * The conditions of two incomes' treatment, said beside them. FII income is exempt for a person only when the fund
 * has 100 cotistas or more, its cotas are traded only on an exchange or organised over-the-counter market, and the
 * person holds less than 10% of its cotas and receives less than 10% of its income (Lei 11.033/2004, art. 3º, III
 * and § 1º, as written by Lei 14.754/2023): Grana does not know these, so it says them. JCP is taxed at 15% at the
 * source, exclusively (Lei 9.249/1995, art. 9º, § 2º).
 */
export const INCOME_CONDITIONS = {
  fii: 'Isentos só se o fundo tem 100 cotistas ou mais e cotas negociadas apenas em bolsa ou balcão organizado, e você tem menos de 10% das cotas e recebe menos de 10% dos rendimentos (Lei 11.033/2004, art. 3º, III). Se não, são tributáveis: informe-os em outra ficha.',
  jcp: 'Tributação exclusiva de 15% retida na fonte (Lei 9.249/1995, art. 9º, § 2º): o valor é o líquido recebido.',
} as const;
