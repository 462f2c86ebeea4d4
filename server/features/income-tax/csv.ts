// A group of the year's declaration figures as a spreadsheet, written by the app's CSV rules (common/csv/write.ts)
// with amounts as the transactions' spreadsheet writes them ('1.234,56').
import type { IncomeTaxResponse, TaxCsvGroup } from '../../../common/contract/income-tax';
import { formatPriceBR, formatQuantityBR } from '../../../common/contract/variable-income';
import { CSV_BOM, csvRecord, textCell } from '../../../common/csv/write';
import { formatDateBR } from '../../../common/dates';
import { INCOME_KIND_LABELS } from '../../../common/income-tax-declaration';
import { othersText, personText, yearEnds } from '../../../common/income-tax-text';
import { centsToInputText, reaisToCents } from '../../../common/money';
import { scaledOf } from '../../../common/variable-income';
import {
  DEMONSTRATIVO_TEXT,
  type DemonstrativoColumn,
  demonstrativoOf,
} from '../../../common/variable-income-demonstrativo';

/** An amount of the answer (reais) as the app's spreadsheets write it: '1.234,56'. */
const amount = (reais: number) => centsToInputText(reaisToCents(reais));
const amountOrBlank = (reais: number | null) => (reais === null ? '' : amount(reais));

/** '03/2025' for '2025-03'. */
const monthCell = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

const situation = (year: number) => yearEnds(year).map((day) => `Situação em ${day}`);

function paymentRows(data: IncomeTaxResponse): string[][] {
  return data.payments.flatMap((group) => {
    const row = (name: string | null, document: string, count: string, total: number) => [
      group.code,
      group.label,
      textCell(name),
      document,
      count,
      amount(total),
      amountOrBlank(group.deductible),
    ];
    return [
      ...group.lines.map((line) => row(line.name, line.document ?? '', String(line.count), line.total)),
      ...(group.others ? [row(othersText(group.others.count), '', '', group.others.total)] : []),
    ];
  });
}

function incomeRows({ income }: IncomeTaxResponse): string[][] {
  const parties = (
    ficha: string,
    lines: IncomeTaxResponse['income']['taxable'],
    others: IncomeTaxResponse['income']['taxableOthers'],
  ) => [
    ...lines.map((line) => [ficha, textCell(line.name), line.document ?? '', amount(line.total)]),
    ...(others ? [[ficha, othersText(others.count), '', amount(others.total)]] : []),
  ];
  const items = (ficha: string, list: IncomeTaxResponse['income']['exempt']) =>
    list.map((item) => [ficha, item.label, '', amount(item.total)]);
  return [
    ...parties(INCOME_KIND_LABELS.tributavel_pj, income.taxable, income.taxableOthers),
    ...parties(INCOME_KIND_LABELS.carne_leao, income.carneLeao, income.carneLeaoOthers),
    ...items(INCOME_KIND_LABELS.isento, income.exempt),
    ...items(INCOME_KIND_LABELS.exclusivo, income.exclusive),
  ];
}

const carneLeaoRows = (data: IncomeTaxResponse): string[][] =>
  data.carneLeao.map((m) => [
    monthCell(m.month),
    amount(m.income),
    amount(m.dependents),
    amount(m.pension),
    amount(m.simplified),
    amount(m.base),
    amountOrBlank(m.tax),
    amount(m.darf),
    // No DARF for a month whose tax waits for the next (under R$ 10,00) or that has none.
    m.darf > 0 ? formatDateBR(m.dueDate) : '',
  ]);

const assetRows = (data: IncomeTaxResponse): string[][] =>
  data.assets.map((a) => [
    a.group,
    a.code ?? '',
    a.codeLabel,
    textCell(a.description),
    amount(a.previous),
    amount(a.current),
  ]);

const debtRows = (data: IncomeTaxResponse): string[][] =>
  data.debts.map((d) => [
    d.code,
    d.codeLabel,
    textCell(d.description),
    amount(d.previous),
    amount(d.current),
  ]);

const statementRows = (data: IncomeTaxResponse): string[][] =>
  data.statements.map((st) => [
    personText(st.person),
    textCell(st.payerName),
    st.payerDocument,
    amount(st.taxable),
    amount(st.officialPension),
    amount(st.withheld),
    amount(st.thirteenth),
    amount(st.thirteenthWithheld),
    amount(st.plr),
    amount(st.plrWithheld),
    amount(st.exempt),
  ]);

function variableIncomeRows(data: IncomeTaxResponse): string[][] {
  const { comuns, fii } = demonstrativoOf(data.variableIncome);
  const row = (ficha: string, month: string, c: DemonstrativoColumn, irrf: number) => [
    ficha,
    monthCell(month),
    amount(c.result),
    amount(c.lossCarriedIn),
    amount(c.base),
    amount(c.lossCarriedOut),
    amount(c.tax),
    amount(irrf),
  ];
  return [
    ...comuns.flatMap((m) => [
      row(DEMONSTRATIVO_TEXT.comum, m.month, m.comum, m.irrfComum),
      row(DEMONSTRATIVO_TEXT.daytrade, m.month, m.daytrade, m.irrfDayTrade),
    ]),
    ...fii.map((m) => row('FII', m.month, m, m.irrf)),
  ];
}

const comeCotasRows = (data: IncomeTaxResponse): string[][] =>
  data.comeCotas.flatMap((fund) => {
    const head = [fund.ticker, textCell(fund.name), fund.fundClassLabel ?? 'Classe tributária não informada'];
    if (fund.events.length === 0) return [[...head, '', '', '', '', '']];
    return fund.events.map((e) =>
      e.price === null
        ? [...head, formatDateBR(e.date), 'cota não informada', '', '', '']
        : [
            ...head,
            formatDateBR(e.date),
            formatPriceBR(scaledOf(e.price)),
            amount(e.gain),
            amount(e.tax),
            formatQuantityBR(scaledOf(e.quotasWithheld)),
          ],
    );
  });

/** Each group's header (in Portuguese, as the declaration's fichas name things) and its rows. */
const GROUPS: Record<
  TaxCsvGroup,
  { header: (year: number) => string[]; rows: (data: IncomeTaxResponse) => string[][] }
> = {
  informes: {
    header: () => [
      'De quem',
      'Fonte pagadora',
      'CNPJ/CPF',
      'Rendimentos tributáveis',
      'Contribuição previdenciária oficial',
      'Imposto retido na fonte',
      '13º salário',
      'IRRF sobre o 13º',
      'PLR',
      'IRRF sobre a PLR',
      'Rendimentos isentos',
    ],
    rows: statementRows,
  },
  pagamentos: {
    header: () => [
      'Código',
      'Descrição do código',
      'Favorecido',
      'CPF/CNPJ',
      'Quantidade',
      'Total',
      'Dedutível do grupo',
    ],
    rows: paymentRows,
  },
  rendimentos: {
    header: () => ['Ficha', 'Fonte pagadora ou rendimento', 'CPF/CNPJ', 'Total'],
    rows: incomeRows,
  },
  'carne-leao': {
    header: () => [
      'Mês',
      'Rendimento',
      'Dependentes',
      'Pensão alimentícia',
      'Desconto simplificado',
      'Base de cálculo',
      'Imposto',
      'DARF',
      'Vencimento do DARF',
    ],
    rows: carneLeaoRows,
  },
  bens: {
    header: (year) => ['Grupo', 'Código', 'Descrição do código', 'Discriminação', ...situation(year)],
    rows: assetRows,
  },
  dividas: {
    header: (year) => ['Código', 'Descrição do código', 'Discriminação', ...situation(year)],
    rows: debtRows,
  },
  'renda-variavel': {
    header: () => [
      'Ficha',
      'Mês',
      DEMONSTRATIVO_TEXT.result,
      'Resultado negativo até o mês anterior',
      'Base de cálculo',
      DEMONSTRATIVO_TEXT.lossCarriedOut,
      DEMONSTRATIVO_TEXT.tax,
      'IR fonte no mês',
    ],
    rows: variableIncomeRows,
  },
  'come-cotas': {
    header: () => [
      'Fundo',
      'Nome',
      'Classe tributária',
      'Data',
      'Cota',
      'Rendimento',
      'Imposto',
      'Cotas retidas',
    ],
    rows: comeCotasRows,
  },
};

/**
 * The group's spreadsheet: UTF-8 with BOM, ';' between cells, CRLF; names and descriptions as text cells (a
 * leading '=' defused); a payee or source without a name, a code the person picks in the program, a month
 * without a table's tax: blank cells.
 */
export function incomeTaxCsv(data: IncomeTaxResponse, group: TaxCsvGroup): string {
  const { header, rows } = GROUPS[group];
  return CSV_BOM + [header(data.year), ...rows(data)].map((cells) => csvRecord(cells)).join('');
}
