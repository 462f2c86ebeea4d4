/**
 * The answers of the declaration's informes de rendimentos and of its result (a pagar or a restituir by both
 * models), on the Imposto de Renda page.
 */
import type { TaxMinimumTax, TaxResult, TaxResultModel } from '../income-tax-result';
import type { StatementReading, TaxStatement } from '../income-tax-statements';
import { z } from '../shared';
import { type AnswerEntries, answering, id, reais } from './blocks';

export const taxStatement = answering<TaxStatement>()(
  z.object({
    id,
    year: z.number().int(),
    person: z.number().int().describe('0 o titular, k o k-ésimo dependente'),
    payerName: z.string(),
    payerDocument: z.string().describe('CPF (mascarado) ou CNPJ da fonte pagadora'),
    payerDocumentKind: z.enum(['cpf', 'cnpj']),
    taxable: reais.describe('Rendimentos tributáveis (quadro 3, linha 1)'),
    officialPension: reais.describe('Contribuição previdenciária oficial (quadro 3, linha 2)'),
    withheld: reais.describe('Imposto retido na fonte (quadro 3, linha 5)'),
    thirteenth: reais.describe('13º salário (quadro 5, linha 1)'),
    thirteenthWithheld: reais.describe('IRRF sobre o 13º salário (quadro 5, linha 2)'),
    plr: reais.describe('Participação nos lucros ou resultados (quadro 5)'),
    plrWithheld: reais.describe('IRRF sobre a PLR'),
    exempt: reais.describe('Rendimentos isentos e não tributáveis (quadro 4)'),
    rowsReplaced: reais.describe('Os lançamentos do ano desta fonte que o informe substitui na declaração'),
  }),
);

const model = {
  deductions: reais.describe('Deduções legais (completo) ou desconto simplificado'),
  base: reais.describe('Base de cálculo'),
  taxByTable: reais.describe('Imposto pela tabela anual'),
  reduction: reais.describe('Redução da Lei 15.270/2025 (a partir de 2026)'),
  incentive: reais.describe('Doações incentivadas deduzidas do imposto (só no completo, até 6%)'),
  taxDue: reais.describe('Imposto devido'),
  paid: reais.describe('IRRF e Carnê-Leão pagos'),
  balance: reais.describe('Acima de zero: a pagar; abaixo: a restituir'),
};

export const taxResult = answering<TaxResult>()(
  z.object({
    taxable: reais.describe('Rendimentos tributáveis, os mesmos nos dois modelos'),
    complete: answering<TaxResultModel & TaxResult['complete']>()(
      z.object({
        ...model,
        parts: z.object({
          officialPension: reais,
          dependents: reais,
          instruction: reais,
          health: reais,
          privatePension: reais,
          alimony: reais,
        }),
      }),
    ),
    simplified: answering<TaxResultModel>()(z.object(model)),
    better: z.enum(['completo', 'simplificado']),
    saving: reais.describe('Quanto o melhor modelo tem de imposto devido a menos'),
    inputs: z.object({
      taxableFromStatements: reais,
      taxableFromRows: reais.describe('Rendimentos tributáveis de fontes sem informe, pelos lançamentos'),
      carneLeaoIncome: reais,
      officialPension: reais,
      withheld: reais,
      carneLeaoPaid: reais,
      carneLeaoPaidTyped: z.boolean().describe('false: os DARFs calculados pelo Grana contam como pagos'),
      dependents: z.number().int(),
      contributesToOfficialPension: z.boolean(),
    }),
    source: z.string(),
  }),
);

const statementReading = answering<StatementReading>()(
  z.object({
    draft: z.object({
      ano: z.number().int().nullable().describe('O ano-calendário do informe; null quando o PDF não diz'),
      payer_name: z.string(),
      payer_document: z.string(),
      taxable: reais,
      official_pension: reais,
      withheld: reais,
      thirteenth: reais,
      thirteenth_withheld: reais,
      plr: reais,
      plr_withheld: reais,
      exempt: reais,
    }),
    notes: z.array(z.string()).describe('O que a leitura deduziu e a pessoa deve conferir'),
  }),
);

const minimumLine = z.object({ label: z.string(), total: reais });

export const taxMinimumTax = answering<TaxMinimumTax>()(
  z.object({
    incomes: z.array(minimumLine).describe('Os rendimentos somados na base'),
    income: reais.describe('A base: a soma dos rendimentos'),
    applies: z.boolean().describe('Se a base passa de R$ 600.000,00'),
    rate: z.string().nullable().describe("A alíquota pela fórmula da lei ('3,33%'); null abaixo do limite"),
    gross: reais.describe('Base × alíquota'),
    deductions: z.array(minimumLine).describe('O imposto já devido ou pago sobre esses rendimentos'),
    due: reais.describe('O imposto mínimo que falta (nunca negativo)'),
    dividendWithheld: reais.describe('Os 10% retidos sobre dividendos, antecipação do imposto mínimo'),
    balance: reais.describe('Acima de zero: a pagar; abaixo: a restituir'),
    notes: z.array(z.string()).readonly(),
    source: z.string(),
  }),
);

export const STATEMENT_ANSWERS: AnswerEntries = {
  'POST /income-tax/informes/leitura': [
    statementReading,
    'Os valores lidos do PDF, para conferir: nada é gravado',
  ],
  'POST /income-tax/informes': [taxStatement, 'O informe de rendimentos incluído'],
  'PUT /income-tax/informes': [taxStatement, 'O informe de rendimentos alterado'],
  'DELETE /income-tax/informes': [z.object({ id }), 'O id do informe excluído'],
};
