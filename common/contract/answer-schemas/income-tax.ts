import { FUND_CLASSES } from '../../come-cotas';
/**
 * The answers of the Imposto de Renda page: the year's figures for the declaration and what the person tells it.
 */
import { CATEGORY_TYPES } from '../categories';
import type {
  CarneLeaoMonth,
  IncomeTaxResponse,
  TaxAssetLine,
  TaxBeneficiary,
  TaxDebtLine,
  TaxIncomeItem,
  TaxIncomeLine,
  TaxMapping,
  TaxPaymentGroup,
  TaxPaymentLine,
  TaxPendingRow,
  TaxYearSettings,
} from '../income-tax';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { foreignApplications } from './income-tax-abroad';
import { STATEMENT_ANSWERS, taxMinimumTax, taxResult, taxStatement } from './income-tax-result';
import { variableIncomeTaxes } from './variable-income';

const code = z.string().describe('O código da declaração');

const party = {
  payeeId: id.nullable(),
  name: z.string().nullable(),
  document: z.string().nullable().describe('CPF (mascarado) ou CNPJ; null quando o favorecido não tem'),
  documentKind: z.enum(['cpf', 'cnpj']).nullable(),
};

const paymentLine = answering<TaxPaymentLine>()(
  z.object({
    ...party,
    total: reais,
    count: z.number().int(),
    person: z
      .number()
      .int()
      .nullable()
      .describe('Só instrução: para quem (0 o titular, k o k-ésimo dependente); null nos outros códigos'),
  }),
);

const others = z
  .object({ count: z.number().int(), total: reais })
  .nullable()
  .describe('Os favorecidos além dos 500 maiores, somados numa linha (null: todos listados)');

const paymentGroup = answering<TaxPaymentGroup>()(
  z.object({
    code,
    label: z.string(),
    kind: z.enum(['saude', 'instrucao', 'previdencia', 'pensao', 'doacao']),
    ficha: z.string(),
    lines: z.array(paymentLine),
    others,
    total: reais,
    deductible: reais
      .nullable()
      .describe('O que a declaração deduz; null para doações e para um ano sem os limites conhecidos'),
  }),
);

const pendingRow = answering<TaxPendingRow>()(
  z.object({
    transactionId: id,
    date: isoDate,
    description: z.string(),
    amount: reais,
    code,
    payeeId: id.nullable(),
    payee: z.string().nullable(),
    missing: z
      .array(z.enum(['favorecido', 'documento', 'comprovante']))
      .describe('O que a declaração vai pedir e falta à transação'),
  }),
);

const incomeLine = answering<TaxIncomeLine>()(
  z.object({
    ...party,
    total: reais,
    statementId: id
      .nullable()
      .describe('O informe que substitui os lançamentos desta fonte; null quando não há'),
  }),
);
const incomeItem = answering<TaxIncomeItem>()(
  z.object({
    label: z.string(),
    total: reais,
    note: z.string().optional().describe('A condição da lei para o tratamento do rendimento (FII, JCP)'),
  }),
);

const carneLeaoMonth = answering<CarneLeaoMonth>()(
  z.object({
    month: z.string().describe('AAAA-MM'),
    income: reais,
    dependents: reais,
    pension: reais,
    simplified: reais.describe('O desconto simplificado mensal, quando maior que as deduções'),
    base: reais,
    tax: reais.nullable().describe('O imposto pela tabela do mês; null num mês sem tabela'),
    darf: reais,
    dueDate: isoDate.describe('O vencimento do DARF (código 0190)'),
  }),
);

const balances = {
  previous: reais.describe('Em 31/12 do ano anterior'),
  current: reais.describe('Em 31/12 do ano'),
};

const assetLine = answering<TaxAssetLine>()(
  z.object({
    group: z.string(),
    code: z.string().nullable(),
    codeLabel: z.string(),
    description: z.string(),
    ...balances,
  }),
);

const debtLine = answering<TaxDebtLine>()(
  z.object({ code: z.string(), codeLabel: z.string(), description: z.string(), ...balances }),
);

const incomeTax = answering<IncomeTaxResponse>()(
  z.object({
    year: z.number().int(),
    figures: z
      .object({
        instructionLimit: reais,
        pensionShare: reais,
        dependentDeduction: reais,
        simplifiedLimit: reais,
        source: z.string(),
      })
      .nullable()
      .describe('Os limites do ano e a fonte; null para um ano sem os números da declaração'),
    dependents: z.number().int(),
    carneLeaoPaid: reais.nullable().describe('O Carnê-Leão pago informado; null: os DARFs calculados'),
    statements: z.array(taxStatement).describe('Os informes de rendimentos do ano'),
    result: taxResult
      .nullable()
      .describe('Os dois modelos e o resultado; null para um ano sem a tabela anual conhecida'),
    minimumTax: taxMinimumTax
      .nullable()
      .describe('Prévia do imposto mínimo (Lei 15.270/2025); null antes de 2026 ou sem o resultado do ano'),
    categories: z
      .array(z.object({ id, name: z.string(), type: z.enum(CATEGORY_TYPES), code: code.nullable() }))
      .describe('As categorias e o que cada uma é na declaração (null: fora dela)'),
    payments: z.array(paymentGroup),
    comeCotas: z
      .array(
        z.object({
          holdingId: id,
          ticker: z.string(),
          name: z.string().nullable(),
          fundClass: z.enum(FUND_CLASSES).nullable(),
          fundClassLabel: z.string().nullable(),
          rate: z.string().nullable(),
          events: z.array(
            z.object({
              date: isoDate,
              quantity: z.string(),
              price: z.string().nullable(),
              value: reais,
              base: reais,
              gain: reais.describe('Valor menos base; zero ou menos: nada retido'),
              tax: reais,
              quotasWithheld: z.string(),
            }),
          ),
          tax: reais,
        }),
      )
      .describe('O come-cotas dos fundos no ano: maio e novembro, pela classe de cada fundo'),
    pending: z.object({
      rows: z.array(pendingRow),
      count: z.number().int(),
      withoutInforme: z
        .array(incomeLine)
        .describe('Fontes de rendimento tributável do ano sem informe de rendimentos'),
    }),
    income: z.object({
      taxable: z.array(incomeLine),
      taxableOthers: others,
      taxableTotal: reais,
      carneLeao: z.array(incomeLine),
      carneLeaoOthers: others,
      carneLeaoTotal: reais,
      exempt: z.array(incomeItem),
      exclusive: z.array(incomeItem),
    }),
    carneLeao: z.array(carneLeaoMonth),
    assets: z.array(assetLine),
    debts: z.array(debtLine),
    variableIncome: variableIncomeTaxes,
    abroad: foreignApplications
      .nullable()
      .describe(
        'Aplicações no exterior (Lei 14.754/2023); null quando o livro não tem nenhuma até o fim do ano',
      ),
  }),
);

const mapping = answering<TaxMapping>()(z.object({ category_id: id, code: code.nullable() }));
const yearSettings = answering<TaxYearSettings>()(
  z.object({ ano: z.number().int(), dependents: z.number().int(), carne_leao_pago: reais.nullable() }),
);
const beneficiary = answering<TaxBeneficiary>()(
  z.object({ payee_id: id, person: z.number().int().describe('0 o titular, k o k-ésimo dependente') }),
);

export const INCOME_TAX_ANSWERS: AnswerEntries = {
  'GET /income-tax': [incomeTax, 'Os números do ano para a declaração'],
  'PUT /income-tax/categories': [mapping, 'A categoria e o seu código na declaração'],
  'PUT /income-tax/years': [yearSettings, 'O ano, os seus dependentes e o Carnê-Leão pago'],
  'PUT /income-tax/beneficiaries': [beneficiary, 'O favorecido e para quem é a instrução'],
  ...STATEMENT_ANSWERS,
};
