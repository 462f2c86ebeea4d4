import { CONTENT_WIDTH, MUTED, PAGE, type PdfColumn, pdfSafe, type RowStyle } from '../shared/pdf-page';

// The Imposto de Renda PDF's columns and row styles, shared by its sections (pdf.ts, pdf-result.ts).

export const X = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;

/** A column from x to the content's right edge. */
export const upToRight = (x: number, align: PdfColumn['align'] = 'left'): PdfColumn => ({
  x,
  width: RIGHT - x,
  align,
});

/** A label and its figure at the right. */
export const LABEL_VALUE: PdfColumn[] = [
  { x: X, width: 330 },
  { x: X + 335, width: CONTENT_WIDTH - 335, align: 'right' },
];

export const HEAD: RowStyle = { bold: true, color: MUTED, size: 9.5 };
export const BODY: RowStyle = { size: 10 };
export const TOTAL: RowStyle = { bold: true, size: 10 };
export const NOTE: RowStyle = { color: MUTED, size: 8.5, height: 13 };

/** A note of any length in the NOTE row's look, wrapped at the content's width (a row would cut it). */
export function noteParagraph(doc: PDFKit.PDFDocument, text: string, x = X): void {
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(pdfSafe(text), x, doc.y, { width: RIGHT - x });
  doc.x = X;
  doc.moveDown(0.2);
}
