/**
 * The words the Imposto de Renda's figures are said in wherever they are read outside the page's own components:
 * the PDF and the spreadsheets of GET /income-tax/pdf and /income-tax/csv. The page
 * (web/features/income-tax/income-tax-display.ts) says the same things.
 */
import type {
  CarneLeaoMonth,
  IncomeTaxResponse,
  TaxAssetLine,
  TaxPaymentGroup,
  TaxPendingRow,
} from './contract/income-tax';
import type { TaxResult, TaxResultModel } from './contract/income-tax-result';
import { formatMonthLabel } from './dates';
import { formatReais, sumReais } from './money';

type Figures = NonNullable<IncomeTaxResponse['figures']>;

/** 'Março' for '2025-03': a month inside a year's table, capitalised. */
export function monthText(month: string): string {
  const label = formatMonthLabel(`${month.slice(0, 7)}-01`).replace(/ de \d{4}$/, '');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** '10 · Médicos no Brasil': a code as the declaration's program lists it. */
export const codeText = (code: string, label: string) => `${code} · ${label}`;

/** '31/12/2024' and '31/12/2025': the two days Bens e direitos and Dívidas are stated at. */
export const yearEnds = (year: number) => [`31/12/${year - 1}`, `31/12/${year}`] as const;

/** 'Grupo 06 · código 01', or the group alone where the person picks the code in the program (an imóvel). */
export const assetCodeText = (line: Pick<TaxAssetLine, 'group' | 'code'>) =>
  line.code === null ? `Grupo ${line.group}` : `Grupo ${line.group} · código ${line.code}`;

/** A payment without a payee, and an income without its source, where a name is shown. */
export const NO_PAYEE = 'Sem favorecido';
export const NO_SOURCE = 'Fonte não informada';
/** The line of a section's payees or sources past the PAYEES_LISTED largest (common/contract/income-tax.ts). */
export const othersText = (count: number) => `Outros (${count} a mais, somados)`;
/** A payee without a CPF/CNPJ. */
export const NO_DOCUMENT = 'sem CPF/CNPJ';

/** 12 → '12%', 7.5 → '7,5%'. */
const percentText = (value: number) => `${String(value).replace('.', ',')}%`;

/**
 * Why a group deducts less than it adds up to: instrução has a limit per person, PGBL a share of the taxable income.
 * Null elsewhere: saúde and pensão deduct all of it, and doações say how they count in their figure's place.
 */
export function deductibleNote(group: Pick<TaxPaymentGroup, 'kind'>, figures: Figures | null): string | null {
  switch (group.kind) {
    case 'instrucao':
      return figures ? `limite de ${formatReais(figures.instructionLimit)} por pessoa` : null;
    case 'previdencia':
      return figures ? `até ${percentText(figures.pensionShare)} dos rendimentos tributáveis` : null;
    default:
      return null;
  }
}

/** The group's deductible figure, or why there is none. */
export function deductibleText(group: Pick<TaxPaymentGroup, 'deductible' | 'kind'>): string {
  if (group.deductible !== null) return formatReais(group.deductible);
  return group.kind === 'doacao' ? 'abatida do imposto, não da base' : 'sem os limites do ano';
}

type Missing = TaxPendingRow['missing'][number];

export const MISSING_TEXT: Record<Missing, string> = {
  favorecido: 'sem favorecido',
  documento: 'favorecido sem CPF/CNPJ',
  comprovante: 'sem comprovante',
};

/** '3 pendências', '1 pendência'. */
export const pendingCountText = (count: number) => `${count} ${count === 1 ? 'pendência' : 'pendências'}`;

/** Every pendência of a year: the rows missing a proof and the sources without their informe. */
export const pendingTotal = (pending: { count: number; withoutInforme: readonly unknown[] }) =>
  pending.count + pending.withoutInforme.length;

/** What a source without its informe is told: the informe gives the gross, the INSS and the IRRF the rows lack. */
export const WITHOUT_INFORME_TEXT = 'Sem informe de rendimentos';
export const WITHOUT_INFORME_HINT =
  'Valor recebido (líquido) nas transações; o informe da fonte dá o bruto, o INSS e o IRRF que a declaração pede.';

/**
 * A Carnê-Leão month's deductions: the simplified discount when the server used it, else dependents and pensão
 * (each named when present).
 */
export function carneLeaoDeductions(month: Pick<CarneLeaoMonth, 'dependents' | 'pension' | 'simplified'>): {
  total: number;
  detail: string | null;
} {
  if (month.simplified > 0) return { total: month.simplified, detail: 'desconto simplificado' };
  const parts = [
    month.dependents > 0 ? `dependentes ${formatReais(month.dependents)}` : null,
    month.pension > 0 ? `pensão ${formatReais(month.pension)}` : null,
  ].filter((p): p is string => p !== null);
  return {
    total: month.dependents + month.pension,
    detail: parts.length > 1 ? parts.join(' + ') : (parts[0] ?? null),
  };
}

type VariableMonth = IncomeTaxResponse['variableIncome']['months'][number];

/** A month's DARFs of renda variável: what is paid, and when (every code of a month falls due the same day). */
export function darfOfMonth(month: Pick<VariableMonth, 'darfs'>): {
  pay: number;
  carried: number;
  dueDate: string | null;
} {
  return {
    pay: sumReais(month.darfs.map((d) => d.pay)),
    carried: sumReais(month.darfs.map((d) => d.carriedOut)),
    dueDate: month.darfs.find((d) => d.dueDate)?.dueDate ?? null,
  };
}

/** What a row's code is, in a narrow column: a payment's code ('10'), an income's kind in a word or two. */
export function codeShortText(code: string): string {
  if (code === 'tributavel_pj') return 'PJ';
  if (code === 'carne_leao') return 'Carnê-Leão';
  return code;
}

/** A model's balance in the words the declaration program uses: 'A pagar', 'A restituir', or neither. */
export function balanceText(model: Pick<TaxResultModel, 'balance'>): { label: string; amount: string } {
  if (model.balance > 0) return { label: 'Imposto a pagar', amount: formatReais(model.balance) };
  if (model.balance < 0) return { label: 'Imposto a restituir', amount: formatReais(-model.balance) };
  return { label: 'Nada a pagar nem a restituir', amount: formatReais(0) };
}

export const modelName = (model: TaxResult['better']) =>
  model === 'completo' ? 'Deduções legais (completo)' : 'Desconto simplificado';

/** The completo's deductions, each with its figure: 'previdência oficial R$ 6.000,00 · saúde R$ 900,00'. */
export function deductionDetails(result: Pick<TaxResult, 'complete'>): string {
  const p = result.complete.parts;
  const parts = [
    ['previdência oficial', p.officialPension],
    ['dependentes', p.dependents],
    ['instrução', p.instruction],
    ['saúde', p.health],
    ['previdência privada', p.privatePension],
    ['pensão alimentícia', p.alimony],
  ] as const;
  const listed = parts.filter(([, v]) => v > 0).map(([label, v]) => `${label} ${formatReais(v)}`);
  return listed.length === 0 ? 'Nenhuma dedução registrada' : listed.join(' · ');
}

/**
 * A model's lines, as the page and the PDF list them: label, figure and a note; the reduction and the donations
 * only when there are any.
 */
export function modelLines(
  result: TaxResult,
  which: TaxResult['better'],
): Array<{ label: string; value: number; note?: string }> {
  const model: TaxResultModel = which === 'completo' ? result.complete : result.simplified;
  return [
    { label: 'Rendimentos tributáveis', value: result.taxable },
    which === 'completo'
      ? { label: 'Deduções', value: model.deductions, note: deductionDetails(result) }
      : {
          label: 'Desconto simplificado',
          value: model.deductions,
          note: '20% dos rendimentos tributáveis, até o limite do ano',
        },
    { label: 'Base de cálculo', value: model.base },
    { label: 'Imposto pela tabela', value: model.taxByTable },
    ...(model.reduction > 0
      ? [
          {
            label: 'Redução da Lei 15.270/2025',
            value: model.reduction,
            note: 'Rendimentos de até R$ 88.200,00 no ano',
          },
        ]
      : []),
    ...(model.incentive > 0 ? [{ label: 'Doações incentivadas', value: model.incentive }] : []),
    { label: 'Imposto devido', value: model.taxDue },
    { label: 'Imposto pago (IRRF e Carnê-Leão)', value: model.paid },
  ];
}

/** Whom a figure is of: 'Titular', 'Dependente 2'. */
export const personText = (person: number) => (person === 0 ? 'Titular' : `Dependente ${person}`);
