import {
  flowsLeftOutText,
  type ReportRow,
  type ReportSummary,
  sliceColours,
  topWithRest,
} from '../../../common/contract/reports';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatPercent, percentOf } from '../../../common/percent';
import {
  BRAND,
  brandedHeader,
  CONTENT_WIDTH,
  emptyLine,
  ensureRoom,
  fitted,
  footerOnEveryPage,
  generatedLine,
  INK,
  MUTED,
  PAGE,
  type PdfColumn,
  pdfSafe,
  sectionTitle,
  startPdf,
  tableRow,
} from '../shared/pdf-page';

/** Rows of the expense table; the pie and the bars show 6 (docs/PRODUCT.md, Relatórios). */
export const PDF_TABLE_ROWS = 8;
export const PDF_CHART_ITEMS = 6;

export interface ReportPdfInput {
  summary: ReportSummary;
  /** The names of the accounts in another currency left out of the figures for want of a rate. */
  leftOut: string[];
  /** Expense rows of the period, largest first. */
  expenses: ReportRow[];
  /** The day it was made, in the person's time zone. */
  generatedOn: string;
}

const INCOME = BRAND;
const EXPENSE = '#b91c1c';

/**
 * The period's report as a PDF: title, period, summary, the 8 largest expense categories, and a pie and a bar
 * chart of the 6 largest drawn as vector paths. Helvetica's WinAnsi encoding covers Portuguese (ç, ã, é, ô).
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { summary } = input;
  const { doc, bytes } = startPdf({
    title: `Relatório financeiro ${formatDateBR(summary.from)} a ${formatDateBR(summary.to)}`,
    subject: 'Relatório do período',
  });
  brandedHeader(doc, 'Relatório financeiro', [
    `Período: ${formatDateBR(summary.from)} a ${formatDateBR(summary.to)}`,
    generatedLine(input.generatedOn),
  ]);
  summaryBlock(doc, summary, input.leftOut);
  categoriesTable(doc, input.expenses);
  if (input.expenses.length > 0) charts(doc, input.expenses, summary.despesas);
  footerOnEveryPage(
    doc,
    'Transferências entre contas e aportes em metas não entram nos totais. Valores em reais (R$).',
  );
  doc.end();
  return bytes;
}

function summaryBlock(doc: PDFKit.PDFDocument, s: ReportSummary, leftOut: string[]) {
  sectionTitle(doc, 'Resumo do período');
  const lines: Array<[string, string, string]> = [
    ['Receitas', formatReais(s.receitas), INCOME],
    ['Despesas', formatReais(s.despesas), EXPENSE],
    ['Resultado', formatReais(s.resultado), s.resultado < 0 ? EXPENSE : INCOME],
    ['Transações', String(s.count), INK],
    ['Taxa de poupança', s.savings_rate === null ? '—' : formatPercent(s.savings_rate), INK],
  ];
  for (const [label, value, color] of lines) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(label, PAGE.margin, y, { width: 200 });
    doc
      .font('Helvetica-Bold')
      .fillColor(color)
      .text(value, PAGE.margin + 200, y, { width: 160, align: 'right' });
    doc.y = y + 16;
  }
  const note = flowsLeftOutText(leftOut);
  if (note) doc.font('Helvetica-Oblique').fontSize(9.5).fillColor(MUTED).text(pdfSafe(note), PAGE.margin);
  doc.moveDown(0.8);
}

function categoriesTable(doc: PDFKit.PDFDocument, expenses: ReportRow[]) {
  sectionTitle(doc, 'Maiores categorias de despesa');
  if (expenses.length === 0) {
    emptyLine(doc, 'Nenhuma despesa no período.');
    return;
  }
  const columns: PdfColumn[] = [
    { x: PAGE.margin, width: 24 },
    { x: PAGE.margin + 28, width: 260 },
    { x: PAGE.margin + 300, width: 100, align: 'right' },
    { x: PAGE.margin + 410, width: 85, align: 'right' },
  ];
  tableRow(doc, columns, ['#', 'Categoria', 'Total', '% das despesas'], { bold: true, color: MUTED });
  expenses.slice(0, PDF_TABLE_ROWS).forEach((r, i) => {
    tableRow(doc, columns, [String(i + 1), r.name, formatReais(r.total), formatPercent(r.percent)], {
      striped: i % 2 === 0,
    });
  });
  if (expenses.length > PDF_TABLE_ROWS) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(
        expenses.length - PDF_TABLE_ROWS === 1
          ? 'E mais 1 categoria.'
          : `E mais ${expenses.length - PDF_TABLE_ROWS} categorias.`,
        PAGE.margin,
      );
  }
  doc.moveDown(0.8);
}

/** An SVG path of a pie slice from angle a to b (radians, 0 at 12 o'clock, clockwise). */
function slicePath(cx: number, cy: number, r: number, a: number, b: number): string {
  const point = (angle: number) => [cx + r * Math.sin(angle), cy - r * Math.cos(angle)] as const;
  const [x1, y1] = point(a);
  const [x2, y2] = point(b);
  const large = b - a > Math.PI ? 1 : 0;
  return `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
}

function charts(doc: PDFKit.PDFDocument, expenses: ReportRow[], total: number) {
  const slices = topWithRest(expenses, PDF_CHART_ITEMS, (rest) => ({
    id: null,
    name: 'Outras',
    type: 'despesa' as const,
    total: rest,
    percent: percentOf(rest, total) ?? 0,
  }));
  const colours = sliceColours(slices.map((s) => ({ label: s.name, id: s.id })));
  const color = (i: number) => colours[i] as string;

  const r = 62;
  ensureRoom(doc, 2 * r + 50);
  sectionTitle(doc, 'Distribuição das despesas');
  const top = doc.y + 4;
  const cx = PAGE.margin + r + 4;
  const cy = top + r;
  let angle = 0;
  slices.forEach((s, i) => {
    const sweep = (s.total / total) * Math.PI * 2;
    if (sweep >= Math.PI * 2 - 1e-9) doc.circle(cx, cy, r).fill(color(i));
    else if (sweep > 0) doc.path(slicePath(cx, cy, r, angle, angle + sweep)).fill(color(i));
    angle += sweep;
  });
  // Thin white lines between slices keep neighbours apart in print.
  angle = 0;
  if (slices.length > 1) {
    for (const s of slices) {
      const x = cx + r * Math.sin(angle);
      const y = cy - r * Math.cos(angle);
      doc.moveTo(cx, cy).lineTo(x, y).lineWidth(1).strokeColor('#ffffff').stroke();
      angle += (s.total / total) * Math.PI * 2;
    }
  }

  // Legend beside the pie: colour, name, share.
  const lx = PAGE.margin + 2 * r + 40;
  let ly = top + r - (slices.length * 17) / 2;
  slices.forEach((s, i) => {
    doc.rect(lx, ly + 1, 10, 10).fill(color(i));
    doc.font('Helvetica').fontSize(10.5).fillColor(INK);
    doc.text(fitted(doc, s.name, 190), lx + 16, ly, { width: 190, lineBreak: false });
    doc.font('Helvetica-Bold').text(formatPercent(s.percent), lx + 210, ly, { width: 60, align: 'right' });
    ly += 17;
  });
  doc.y = top + 2 * r + 18;

  const bars = expenses.slice(0, PDF_CHART_ITEMS);
  ensureRoom(doc, 30 + bars.length * 20);
  sectionTitle(doc, `As ${Math.min(PDF_CHART_ITEMS, expenses.length)} maiores categorias`);
  const max = Math.max(...bars.map((b) => b.total));
  const labelWidth = 130;
  const valueWidth = 130;
  const barMax = CONTENT_WIDTH - labelWidth - valueWidth - 10;
  bars.forEach((b, i) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(fitted(doc, b.name, labelWidth - 6), PAGE.margin, y + 2, {
      width: labelWidth - 6,
      lineBreak: false,
    });
    const width = Math.max((b.total / max) * barMax, 1.5);
    doc.rect(PAGE.margin + labelWidth, y, width, 14).fill(color(i));
    doc
      .fillColor(INK)
      .font('Helvetica')
      .text(
        `${formatReais(b.total)} (${formatPercent(b.percent)})`,
        PAGE.margin + labelWidth + width + 6,
        y + 2,
        { width: valueWidth + barMax - width, lineBreak: false },
      );
    doc.y = y + 20;
  });
}
