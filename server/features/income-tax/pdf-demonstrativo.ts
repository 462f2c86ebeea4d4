import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { monthText } from '../../../common/income-tax-text';
import { formatReais } from '../../../common/money';
import { demonstrativoOf, DEMONSTRATIVO_TEXT as T } from '../../../common/variable-income-demonstrativo';
import { type PdfColumn, tableRow } from '../shared/pdf-page';
import { BODY, NOTE, noteParagraph, upToRight, X } from './pdf-layout';

type Doc = PDFKit.PDFDocument;

const HEAD_SMALL = { bold: true, color: NOTE.color, size: 8 };

/** Month, then five figures of 83 points: the content's 495 points. */
const COLUMNS: PdfColumn[] = [
  { x: X, width: 75 },
  ...[0, 1, 2, 3].map((i): PdfColumn => ({ x: X + 80 + i * 83, width: 78, align: 'right' })),
  upToRight(X + 412, 'right'),
];

/**
 * The Demonstrativo de Renda Variável under 'Renda variável', as the page shows it (web/features/income-tax/
 * demonstrativo.tsx): the two fichas month by month, the losses carried from the year before, what to type as paid.
 */
export function demonstrativoSection(doc: Doc, data: IncomeTaxResponse): void {
  if (data.variableIncome.months.length === 0) return;
  const { lossesBefore, comuns, fii } = demonstrativoOf(data.variableIncome);
  doc.moveDown(0.4);
  tableRow(doc, [upToRight(X)], [T.title], { bold: true, size: 10 });
  const before = [
    [T.comum, lossesBefore.comum],
    [T.daytrade, lossesBefore.daytrade],
    ['FII', lossesBefore.fii],
  ].filter(([, value]) => (value as number) > 0);
  if (before.length > 0)
    noteParagraph(
      doc,
      `${T.lossesBefore(data.year)}: ${before.map(([l, v]) => `${l} ${formatReais(v as number)}`).join(' · ')}`,
    );
  if (comuns.length > 0) {
    tableRow(doc, [upToRight(X)], [T.comuns], { bold: true, size: 9.5 });
    tableRow(
      doc,
      COLUMNS,
      ['Mês', T.comum, T.daytrade, 'IR fonte Lei 11.033', 'IR fonte day-trade', T.tax],
      HEAD_SMALL,
    );
    for (const m of comuns) {
      tableRow(
        doc,
        COLUMNS,
        [
          monthText(m.month),
          formatReais(m.comum.result),
          formatReais(m.daytrade.result),
          formatReais(m.irrfComum),
          formatReais(m.irrfDayTrade),
          formatReais(m.tax),
        ],
        BODY,
      );
      const losses = [
        m.comum.lossCarriedOut > 0 ? `${T.comum}: ${formatReais(m.comum.lossCarriedOut)}` : '',
        m.daytrade.lossCarriedOut > 0 ? `${T.daytrade}: ${formatReais(m.daytrade.lossCarriedOut)}` : '',
      ].filter(Boolean);
      if (losses.length > 0)
        tableRow(doc, [upToRight(X + 80)], [`${T.lossCarriedOut}: ${losses.join(' · ')}`], NOTE);
    }
  }
  if (fii.length > 0) {
    tableRow(doc, [upToRight(X)], [T.fii], { bold: true, size: 9.5 });
    tableRow(doc, COLUMNS, ['Mês', T.result, 'A compensar', 'IR fonte Lei 11.033', '', T.tax], HEAD_SMALL);
    for (const m of fii)
      tableRow(
        doc,
        COLUMNS,
        [
          monthText(m.month),
          formatReais(m.result),
          formatReais(m.lossCarriedOut),
          formatReais(m.irrf),
          '',
          formatReais(m.tax),
        ],
        BODY,
      );
  }
  noteParagraph(doc, T.paid);
}
