import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { formatPriceBR, formatQuantityBR } from '../../../common/contract/variable-income';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { scaledOf } from '../../../common/variable-income';
import { type PdfColumn, sectionTitle, tableRow } from '../shared/pdf-page';
import { BODY, HEAD, NOTE, upToRight, X } from './pdf-layout';

type Doc = PDFKit.PDFDocument;

const COLUMNS: PdfColumn[] = [
  { x: X, width: 70 },
  { x: X + 75, width: 110, align: 'right' },
  { x: X + 190, width: 95, align: 'right' },
  { x: X + 290, width: 85, align: 'right' },
  upToRight(X + 380, 'right'),
];

/**
 * 'Come-cotas' as the page shows it (web/features/income-tax/come-cotas-section.tsx): each fundo's May and November,
 * or what it lacks; nothing when the book holds no fundo.
 */
export function comeCotasSection(doc: Doc, data: IncomeTaxResponse): void {
  if (data.comeCotas.length === 0) return;
  sectionTitle(doc, 'Come-cotas');
  for (const fund of data.comeCotas) {
    const title = fund.name ? `${fund.ticker} · ${fund.name}` : fund.ticker;
    tableRow(doc, [upToRight(X)], [title], { bold: true, size: 10 });
    tableRow(
      doc,
      [upToRight(X)],
      [fund.fundClassLabel ?? 'Classe tributária não informada: escolha-a no fundo, em Investimentos.'],
      NOTE,
    );
    if (fund.events.length === 0) continue;
    tableRow(doc, COLUMNS, ['Data', 'Cota', 'Rendimento', 'Imposto', 'Cotas retidas'], HEAD);
    for (const e of fund.events)
      tableRow(
        doc,
        COLUMNS,
        e.price === null
          ? [formatDateBR(e.date), 'cota não informada', '—', '—', '—']
          : [
              formatDateBR(e.date),
              `R$ ${formatPriceBR(scaledOf(e.price))}`,
              formatReais(e.gain),
              formatReais(e.tax),
              formatQuantityBR(scaledOf(e.quotasWithheld)),
            ],
        BODY,
      );
  }
  doc.moveDown(0.8);
}
