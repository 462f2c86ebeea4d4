import PDFDocument from 'pdfkit';
import {
  type ReportRow,
  type ReportSummary,
  sliceColours,
  topWithRest,
} from '../../../common/contract/reports';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatPercent, percentOf } from '../../../common/percent';

/** Rows of the expense table; the pie and the bars show 6 (docs/PRODUCT.md, Relatórios). */
export const PDF_TABLE_ROWS = 8;
export const PDF_CHART_ITEMS = 6;

export interface ReportPdfInput {
  summary: ReportSummary;
  /** Expense rows of the period, largest first. */
  expenses: ReportRow[];
  /** The day it was made, in the person's time zone. */
  generatedOn: string;
}

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BRAND = '#047857';
const INCOME = '#047857';
const EXPENSE = '#b91c1c';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Text the standard fonts can draw: they encode WinAnsi (Latin-1 and a few more), which covers Portuguese;
 * anything else (emoji, other scripts) is left out rather than drawn as the wrong glyphs.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(ch))
      out += ch;
    else if (/\s/.test(ch)) out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim() || '?';
}

/** The text, cut with '…' so it fits the width in the current font. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const safe = pdfSafe(text);
  if (doc.widthOfString(safe) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The period's report as a PDF: title, period, summary, the 8 largest expense categories, and a pie and a bar
 * chart of the 6 largest drawn as vector paths. Helvetica's WinAnsi encoding covers Portuguese (ç, ã, é, ô).
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { summary } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Kept in memory so the footer can be written on every page at the end.
    bufferPages: true,
    info: {
      Title: `Relatório financeiro ${formatDateBR(summary.from)} a ${formatDateBR(summary.to)}`,
      Author: 'Grana',
      Subject: 'Relatório do período',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, input);
  summaryBlock(doc, summary);
  categoriesTable(doc, input.expenses);
  if (input.expenses.length > 0) charts(doc, input.expenses, summary.despesas);
  footer(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, { summary, generatedOn }: ReportPdfInput) {
  const x = PAGE.margin;
  doc.rect(x, PAGE.margin, 28, 28).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('G', x, PAGE.margin + 7, { width: 28, align: 'center' });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('Relatório financeiro', x + 40, PAGE.margin + 4);
  doc.moveDown(0.2);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Período: ${formatDateBR(summary.from)} a ${formatDateBR(summary.to)}`, x + 40);
  doc.text(`Gerado em ${formatDateBR(generatedOn)} pelo Grana`, x + 40);
  doc.moveDown(1.2);
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string) {
  doc.x = PAGE.margin;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(title, PAGE.margin);
  const y = doc.y + 3;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 8;
}

function summaryBlock(doc: PDFKit.PDFDocument, s: ReportSummary) {
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
  doc.moveDown(0.8);
}

function categoriesTable(doc: PDFKit.PDFDocument, expenses: ReportRow[]) {
  sectionTitle(doc, 'Maiores categorias de despesa');
  if (expenses.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text('Nenhuma despesa no período.', PAGE.margin);
    doc.moveDown(1);
    return;
  }
  const cols = {
    rank: PAGE.margin,
    name: PAGE.margin + 28,
    total: PAGE.margin + 300,
    share: PAGE.margin + 410,
  };
  const row = (cells: [string, string, string, string], bold: boolean, color = INK) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10.5)
      .fillColor(color);
    doc.text(cells[0], cols.rank, y, { width: 24 });
    doc.text(fitted(doc, cells[1], 260), cols.name, y, { width: 260, lineBreak: false });
    doc.text(cells[2], cols.total, y, { width: 100, align: 'right' });
    doc.text(cells[3], cols.share, y, { width: 85, align: 'right' });
    doc.y = y + 16;
  };
  row(['#', 'Categoria', 'Total', '% das despesas'], true, MUTED);
  expenses.slice(0, PDF_TABLE_ROWS).forEach((r, i) => {
    if (i % 2 === 0) doc.rect(PAGE.margin - 4, doc.y - 4, CONTENT_WIDTH + 8, 16).fill('#f1f5f9');
    row([String(i + 1), r.name, formatReais(r.total), formatPercent(r.percent)], false);
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

/** Starts a new page when the next block would not fit above the bottom margin. */
function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
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

function footer(doc: PDFKit.PDFDocument) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        'Transferências entre contas e aportes em metas não entram nos totais. Valores em reais (R$).',
        PAGE.margin,
        PAGE.height - 34,
        { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}
