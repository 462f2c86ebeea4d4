// The page the app's PDFs share (the reports' and the Imposto de Renda's): A4 with its margins and colours, the
// branded header, a section's title, a table's row, the footer on every page, and text the standard fonts draw.
import PDFDocument from 'pdfkit';
import { formatDateBR } from '../../../common/dates';

export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';
export const BRAND = '#047857';
/** Every other row of a table. */
export const STRIPE = '#f1f5f9';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

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
export function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const safe = pdfSafe(text);
  if (doc.widthOfString(safe) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * A new A4 document and the promise of its bytes, resolved when `doc.end()` is called. Its pages are kept in
 * memory (bufferPages) so the footer can be written on every page at the end (`footerOnEveryPage`).
 */
export function startPdf(info: { title: string; subject: string }): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: info.title, Author: 'Grana', Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** 'Gerado em 21/11/2026 pelo Grana': the header's last line. */
export const generatedLine = (day: string) => `Gerado em ${formatDateBR(day)} pelo Grana`;

/** The Grana mark, the title, and the lines under it (the period, the day it was made). */
export function brandedHeader(doc: PDFKit.PDFDocument, title: string, lines: readonly string[]) {
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
    .text(pdfSafe(title), x + 40, PAGE.margin + 4);
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  for (const line of lines) doc.text(pdfSafe(line), x + 40);
  doc.moveDown(1.2);
}

/** Starts a new page when the next block would not fit above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

/** A section's title over a thin rule, on a new page when it and a first line would not fit. */
export function sectionTitle(doc: PDFKit.PDFDocument, title: string) {
  ensureRoom(doc, 48);
  doc.x = PAGE.margin;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(pdfSafe(title), PAGE.margin);
  const y = doc.y + 3;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 8;
}

/** One muted line where a section has nothing to list ('Nenhuma despesa no período.'). */
export function emptyLine(doc: PDFKit.PDFDocument, text: string) {
  ensureRoom(doc, 16);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(pdfSafe(text), PAGE.margin);
  doc.moveDown(1);
}

/** A table's column: where it starts, how wide it is, and its alignment (amounts to the right). */
export interface PdfColumn {
  x: number;
  width: number;
  align?: 'left' | 'right';
}

export interface RowStyle {
  bold?: boolean;
  color?: string;
  size?: number;
  /** The row's height: the next row starts this far below. */
  height?: number;
  /** A light band behind the row. */
  striped?: boolean;
}

/**
 * One row of a table on one line, each cell cut with '…' to its column (an empty cell left blank); a new page first
 * when it would not fit.
 */
export function tableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  style: RowStyle = {},
) {
  const height = style.height ?? 16;
  ensureRoom(doc, height);
  if (style.striped) doc.rect(PAGE.margin - 4, doc.y - 4, CONTENT_WIDTH + 8, height).fill(STRIPE);
  const y = doc.y;
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size ?? 10.5)
    .fillColor(style.color ?? INK);
  columns.forEach((column, i) => {
    const cell = cells[i] ?? '';
    if (cell === '') return;
    doc.text(fitted(doc, cell, column.width), column.x, y, {
      width: column.width,
      align: column.align ?? 'left',
      lineBreak: false,
    });
  });
  doc.x = PAGE.margin;
  doc.y = y + height;
}

/** The same small line at the foot of every page (the document was started with `startPdf`). */
export function footerOnEveryPage(doc: PDFKit.PDFDocument, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(pdfSafe(text), PAGE.margin, PAGE.height - 34, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
