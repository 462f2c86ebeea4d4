// The year's declaration figures as a PDF to check the declaration against: every group of the page, in its order.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  IncomeTaxResponse,
  TaxIncomeItem,
  TaxIncomeLine,
  TaxOthers,
} from '../../../common/contract/income-tax';
import { formatDateBR } from '../../../common/dates';
import { CARNE_LEAO_DARF_CODE, INCOME_KIND_LABELS } from '../../../common/income-tax-declaration';
import {
  assetCodeText,
  carneLeaoDeductions,
  codeShortText,
  codeText,
  darfOfMonth,
  deductibleNote,
  deductibleText,
  MISSING_TEXT,
  monthText,
  NO_DOCUMENT,
  NO_PAYEE,
  NO_SOURCE,
  othersText,
  pendingCountText,
  pendingTotal,
  WITHOUT_INFORME_TEXT,
  yearEnds,
} from '../../../common/income-tax-text';
import { formatReais, sumReais } from '../../../common/money';
import {
  brandedHeader,
  CONTENT_WIDTH,
  emptyLine,
  ensureRoom,
  footerOnEveryPage,
  generatedLine,
  MUTED,
  type PdfColumn,
  pdfSafe,
  sectionTitle,
  startPdf,
  tableRow,
} from '../shared/pdf-page';
import { comeCotasSection } from './pdf-come-cotas';
import { demonstrativoSection } from './pdf-demonstrativo';
import { BODY, HEAD, NOTE, noteParagraph, TOTAL, upToRight, X } from './pdf-layout';
import { minimumTaxSection } from './pdf-minimum-tax';
import { resultSection, statementsSection } from './pdf-result';

const INCOME_TAX_PDF_FOOTER =
  'Conferência para a declaração: confira cada valor com seus comprovantes e informes. Valores em reais (R$).';

type Doc = PDFKit.PDFDocument;

/** A group's heading inside a section ('10 · Médicos no Brasil'). */
function groupTitle(doc: Doc, title: string) {
  // With its table's header and a first line, never alone at a page's foot.
  ensureRoom(doc, 60);
  doc.moveDown(0.3);
  tableRow(doc, [upToRight(X)], [title], { bold: true, size: 11, height: 18 });
}

/** A label and its figure on one line, the figure at the right edge. */
const LABEL_VALUE: PdfColumn[] = [
  { x: X, width: 330 },
  { x: X + 335, width: CONTENT_WIDTH - 335, align: 'right' },
];

const endSection = (doc: Doc) => doc.moveDown(0.8);

/** Lines drawn between two yields to the event loop: a section of many payees leaves the server free meanwhile. */
const LINES_PER_TURN = 100;

/** Draws each item, giving the event loop its turn every LINES_PER_TURN. */
async function inTurns<T>(items: readonly T[], draw: (item: T) => void) {
  for (const [i, item] of items.entries()) {
    if (i > 0 && i % LINES_PER_TURN === 0) await nextTurn();
    draw(item);
  }
}

/** A section's title; false, after a line saying so, when it has nothing to list. */
function openSection(doc: Doc, title: string, count: number, empty: string): boolean {
  sectionTitle(doc, title);
  if (count > 0) return true;
  emptyLine(doc, empty);
  return false;
}

/**
 * The year's figures as the page shows them, for checking the declaration: the result by both models and the
 * informes, then the fichas in the program's order — incomes, the Carnê-Leão, payments by code and payee and what
 * lacks proof, bens and dívidas, renda variável — and where the year's figures come from.
 */
export async function renderIncomeTaxPdf(data: IncomeTaxResponse, generatedOn: string): Promise<Buffer> {
  const { doc, bytes } = startPdf({
    title: `Imposto de Renda ${data.year}`,
    subject: `Conferência da declaração de ${data.year + 1}, ano-calendário ${data.year}`,
  });
  brandedHeader(doc, `Imposto de Renda ${data.year}`, [
    `Declaração de ${data.year + 1}, ano-calendário ${data.year}`,
    generatedLine(generatedOn),
  ]);
  resultSection(doc, data);
  minimumTaxSection(doc, data);
  statementsSection(doc, data);
  // The result and the informes are the first page's summary; the fichas' details start on a page of their own.
  doc.addPage();
  // The declaration program's fichas in its order: incomes, the Carnê-Leão, payments (with what they lack), bens,
  // dívidas, renda variável.
  await incomes(doc, data);
  carneLeao(doc, data);
  await payments(doc, data);
  pending(doc, data);
  yearEndLines(
    doc,
    data,
    'Bens e direitos',
    data.assets,
    `Nenhum bem ou direito em 31/12 de ${data.year - 1} ou de ${data.year}.`,
  );
  yearEndLines(
    doc,
    data,
    'Dívidas e ônus reais',
    data.debts.map((d) => ({ ...d, group: null })),
    `Nenhuma dívida em 31/12 de ${data.year - 1} ou de ${data.year}.`,
  );
  variableIncome(doc, data);
  comeCotasSection(doc, data);
  source(doc, data);
  footerOnEveryPage(doc, INCOME_TAX_PDF_FOOTER);
  doc.end();
  return bytes;
}

async function payments(doc: Doc, data: IncomeTaxResponse) {
  if (!openSection(doc, 'Pagamentos efetuados', data.payments.length, 'Nenhum pagamento dedutível no ano.'))
    return;
  const columns: PdfColumn[] = [
    { x: X, width: 215 },
    { x: X + 220, width: 120 },
    { x: X + 345, width: 30, align: 'right' },
    upToRight(X + 380, 'right'),
  ];
  for (const group of data.payments) {
    groupTitle(doc, codeText(group.code, group.label));
    tableRow(doc, columns, ['Favorecido', 'CPF/CNPJ', 'Qtd.', 'Total'], HEAD);
    await inTurns(group.lines, (line) =>
      tableRow(
        doc,
        columns,
        [line.name ?? NO_PAYEE, line.document ?? NO_DOCUMENT, String(line.count), formatReais(line.total)],
        BODY,
      ),
    );
    if (group.others)
      tableRow(doc, columns, [othersText(group.others.count), '', '', formatReais(group.others.total)], BODY);
    tableRow(doc, LABEL_VALUE, ['Total do grupo', formatReais(group.total)], TOTAL);
    const note = deductibleNote(group, data.figures);
    tableRow(doc, LABEL_VALUE, [note ? `Dedutível (${note})` : 'Dedutível', deductibleText(group)], TOTAL);
  }
  endSection(doc);
}

function pending(doc: Doc, data: IncomeTaxResponse) {
  const { rows, count, withoutInforme } = data.pending;
  const total = pendingTotal(data.pending);
  if (!openSection(doc, 'Pendências', total, `Nenhuma pendência em ${data.year}.`)) return;
  // Only the kinds there are, wrapped: a row would cut the sentence.
  const kinds = [
    withoutInforme.length > 0 ? 'fontes de rendimento sem informe' : '',
    count > 0 ? 'lançamentos sem favorecido, CPF/CNPJ ou comprovante' : '',
  ].filter(Boolean);
  noteParagraph(doc, `${pendingCountText(total)}: ${kinds.join('; ')}.`);
  for (const line of withoutInforme)
    tableRow(
      doc,
      [{ x: X, width: 385 }, upToRight(X + 390, 'right')],
      [`${WITHOUT_INFORME_TEXT}: ${line.name ?? 'fonte sem favorecido'}`, formatReais(line.total)],
      { ...BODY, size: 9.5 },
    );
  if (rows.length === 0) return endSection(doc);
  const columns: PdfColumn[] = [
    { x: X, width: 52 },
    { x: X + 54, width: 118 },
    { x: X + 176, width: 38 },
    { x: X + 215, width: 68, align: 'right' },
    upToRight(X + 290),
  ];
  tableRow(doc, columns, ['Data', 'Favorecido ou descrição', 'Código', 'Valor', 'Falta'], HEAD);
  for (const row of rows) {
    tableRow(
      doc,
      columns,
      [
        formatDateBR(row.date),
        row.payee ?? row.description,
        codeShortText(row.code),
        formatReais(row.amount),
        row.missing.map((m) => MISSING_TEXT[m]).join(', '),
      ],
      { ...BODY, size: 9.5 },
    );
  }
  if (count > rows.length) tableRow(doc, [upToRight(X)], [`E mais ${count - rows.length}.`], NOTE);
  endSection(doc);
}

const PARTY_COLUMNS: PdfColumn[] = [
  { x: X, width: 280 },
  { x: X + 285, width: 100 },
  upToRight(X + 390, 'right'),
];
const ITEM_COLUMNS: PdfColumn[] = [{ x: X, width: 385 }, upToRight(X + 390, 'right')];

async function incomes(doc: Doc, data: IncomeTaxResponse) {
  sectionTitle(doc, 'Rendimentos');
  const { income } = data;
  const parties = async (
    title: string,
    lines: TaxIncomeLine[],
    others: TaxOthers | null,
    total: number,
    empty: string,
  ) => {
    groupTitle(doc, title);
    if (lines.length === 0) return tableRow(doc, [upToRight(X)], [empty], { ...BODY, color: MUTED });
    await inTurns(lines, (line) =>
      tableRow(
        doc,
        PARTY_COLUMNS,
        [line.name ?? NO_SOURCE, line.document ?? NO_DOCUMENT, formatReais(line.total)],
        BODY,
      ),
    );
    if (others) tableRow(doc, PARTY_COLUMNS, [othersText(others.count), '', formatReais(others.total)], BODY);
    tableRow(doc, LABEL_VALUE, ['Total', formatReais(total)], TOTAL);
  };
  const items = (title: string, list: TaxIncomeItem[], empty: string) => {
    groupTitle(doc, title);
    if (list.length === 0) return tableRow(doc, [upToRight(X)], [empty], { ...BODY, color: MUTED });
    for (const item of list) {
      tableRow(doc, ITEM_COLUMNS, [item.label, formatReais(item.total)], BODY);
      // A condition of the law, in the page's words, cut to rows the width of the label's column.
      if (item.note)
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(pdfSafe(item.note), X, doc.y, { width: 330 })
          .moveDown(0.3);
    }
    tableRow(doc, LABEL_VALUE, ['Total', formatReais(sumReais(list.map((i) => i.total)))], TOTAL);
  };
  await parties(
    INCOME_KIND_LABELS.tributavel_pj,
    income.taxable,
    income.taxableOthers,
    income.taxableTotal,
    'Nenhum rendimento tributável de pessoa jurídica.',
  );
  await parties(
    INCOME_KIND_LABELS.carne_leao,
    income.carneLeao,
    income.carneLeaoOthers,
    income.carneLeaoTotal,
    'Nenhum rendimento de pessoa física ou do exterior.',
  );
  items(INCOME_KIND_LABELS.isento, income.exempt, 'Nenhum rendimento isento.');
  items(INCOME_KIND_LABELS.exclusivo, income.exclusive, 'Nenhum rendimento de tributação exclusiva.');
  endSection(doc);
}

function carneLeao(doc: Doc, data: IncomeTaxResponse) {
  const empty = `Nenhum rendimento marcado como Carnê-Leão em ${data.year}.`;
  if (!openSection(doc, 'Carnê-Leão', data.carneLeao.length, empty)) return;
  tableRow(
    doc,
    [upToRight(X)],
    [
      `DARF código ${CARNE_LEAO_DARF_CODE}, até o último dia útil do mês seguinte; abaixo de R$ 10,00, soma-se ao do mês seguinte.`,
    ],
    NOTE,
  );
  const columns: PdfColumn[] = [
    { x: X, width: 58 },
    { x: X + 60, width: 72, align: 'right' },
    { x: X + 136, width: 72, align: 'right' },
    { x: X + 212, width: 72, align: 'right' },
    { x: X + 288, width: 62, align: 'right' },
    { x: X + 354, width: 66, align: 'right' },
    upToRight(X + 424, 'right'),
  ];
  tableRow(doc, columns, ['Mês', 'Rendimento', 'Deduções', 'Base', 'Imposto', 'DARF', 'Vencimento'], HEAD);
  for (const month of data.carneLeao) {
    tableRow(
      doc,
      columns,
      [
        monthText(month.month),
        formatReais(month.income),
        formatReais(carneLeaoDeductions(month).total),
        formatReais(month.base),
        month.tax === null ? 'sem tabela' : formatReais(month.tax),
        month.darf > 0 ? formatReais(month.darf) : '—',
        month.darf > 0 ? formatDateBR(month.dueDate) : '—',
      ],
      BODY,
    );
  }
  endSection(doc);
}

interface YearEndLine {
  group: string | null;
  code: string | null;
  codeLabel: string;
  description: string;
  previous: number;
  current: number;
}

/** Bens e direitos and Dívidas: each line's code and what it was at 31/12 of the year before and of the year. */
function yearEndLines(doc: Doc, data: IncomeTaxResponse, title: string, lines: YearEndLine[], empty: string) {
  if (!openSection(doc, title, lines.length, empty)) return;
  const columns: PdfColumn[] = [
    { x: X, width: 95 },
    { x: X + 100, width: 185 },
    { x: X + 290, width: 100, align: 'right' },
    upToRight(X + 395, 'right'),
  ];
  const [previous, current] = yearEnds(data.year);
  tableRow(doc, columns, ['Código', 'Descrição', previous, current], HEAD);
  for (const line of lines) {
    const code =
      line.group === null ? `Código ${line.code}` : assetCodeText({ group: line.group, code: line.code });
    ensureRoom(doc, 29); // the line and its code's description on one page
    tableRow(doc, columns, [code, line.description, formatReais(line.previous), formatReais(line.current)], {
      ...BODY,
      height: 13,
    });
    tableRow(doc, [upToRight(X)], [line.codeLabel], { ...NOTE, height: 16 });
  }
  endSection(doc);
}

function variableIncome(doc: Doc, data: IncomeTaxResponse) {
  const { months } = data.variableIncome;
  const empty = `Nenhuma venda de renda variável em ${data.year}.`;
  if (!openSection(doc, 'Renda variável', months.length, empty)) return;
  const columns: PdfColumn[] = [
    { x: X, width: 100 },
    { x: X + 105, width: 120, align: 'right' },
    { x: X + 230, width: 150, align: 'right' },
    upToRight(X + 385, 'right'),
  ];
  tableRow(doc, columns, ['Mês', 'Vendas', 'DARF', 'Vencimento'], HEAD);
  for (const month of months) {
    const darf = darfOfMonth(month);
    const sales = sumReais(month.regimes.map((r) => r.sales));
    const darfText =
      darf.pay > 0
        ? formatReais(darf.pay)
        : darf.carried > 0
          ? `${formatReais(darf.carried)} passa ao mês seguinte`
          : 'sem DARF';
    tableRow(
      doc,
      columns,
      [monthText(month.month), formatReais(sales), darfText, darf.dueDate ? formatDateBR(darf.dueDate) : '—'],
      BODY,
    );
  }
  demonstrativoSection(doc, data);
  for (const note of data.variableIncome.notes) noteParagraph(doc, note);
  endSection(doc);
}

/** Where the year's limits come from, or that the year has none here. */
function source(doc: Doc, data: IncomeTaxResponse) {
  sectionTitle(doc, 'Fonte dos valores');
  const text = data.figures
    ? data.figures.source
    : `Ainda não temos os limites e a tabela de ${data.year}: os valores são os registrados, sem os limites da declaração.`;
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(pdfSafe(text), X, doc.y, { width: CONTENT_WIDTH });
}
