// The PDF's first sections: the declaration's result by both models and the informes de rendimentos, in the words
// the page uses (common/income-tax-text.ts).
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { RESULT_MESSAGES } from '../../../common/income-tax-result';
import { balanceText, modelLines, modelName, personText } from '../../../common/income-tax-text';
import { formatReais } from '../../../common/money';
import {
  CONTENT_WIDTH,
  emptyLine,
  ensureRoom,
  MUTED,
  type PdfColumn,
  sectionTitle,
  tableRow,
} from '../shared/pdf-page';

import { LABEL_VALUE, NOTE, X } from './pdf-layout';

type Doc = PDFKit.PDFDocument;

const STATEMENT_COLUMNS: PdfColumn[] = [
  { x: X, width: 150 },
  { x: X + 155, width: 95, align: 'right' },
  { x: X + 255, width: 90, align: 'right' },
  { x: X + 350, width: 80, align: 'right' },
  { x: X + 435, width: CONTENT_WIDTH - 435, align: 'right' },
];

/** "Resultado da declaração": each model's lines and balance, then the better one. */
export function resultSection(doc: Doc, data: IncomeTaxResponse) {
  sectionTitle(doc, 'Resultado da declaração');
  const result = data.result;
  if (!result) return emptyLine(doc, RESULT_MESSAGES.yearUnknown(data.year));
  for (const which of ['completo', 'simplificado'] as const) {
    ensureRoom(doc, 150);
    tableRow(doc, [{ x: X, width: CONTENT_WIDTH }], [modelName(which)], { bold: true, size: 11, height: 18 });
    for (const line of modelLines(result, which)) {
      tableRow(doc, LABEL_VALUE, [line.label, formatReais(line.value)], { size: 10 });
      // A note's parts ('previdência oficial R$ 10.800,00 · saúde R$ 4.700,00') one under the other: a row is one
      // line, and the completo's deductions do not fit in one.
      for (const part of line.note?.split(' · ') ?? []) tableRow(doc, LABEL_VALUE, [part, ''], NOTE);
    }
    const balance = balanceText(which === 'completo' ? result.complete : result.simplified);
    tableRow(doc, LABEL_VALUE, [balance.label, balance.amount], { bold: true, size: 10 });
    doc.moveDown(0.4);
  }
  const best = balanceText(result.better === 'completo' ? result.complete : result.simplified);
  const full = [{ x: X, width: CONTENT_WIDTH }];
  tableRow(doc, full, [`Melhor opção: ${modelName(result.better)}`], { bold: true, size: 10.5, height: 18 });
  tableRow(
    doc,
    LABEL_VALUE,
    [`${formatReais(result.saving)} a menos de imposto; ${best.label.toLowerCase()}`, best.amount],
    {
      bold: true,
      size: 10,
    },
  );
  if (result.inputs.taxableFromRows > 0)
    tableRow(
      doc,
      full,
      [
        `Lançamentos de fontes sem informe: ${formatReais(result.inputs.taxableFromRows)}, o valor recebido, sem o INSS e o imposto retido.`,
      ],
      NOTE,
    );
  doc.moveDown(0.8);
}

/** "Informes de rendimentos": each source's figures. */
export function statementsSection(doc: Doc, data: IncomeTaxResponse) {
  sectionTitle(doc, 'Informes de rendimentos');
  if (data.statements.length === 0) return emptyLine(doc, `Nenhum informe de rendimentos de ${data.year}.`);
  tableRow(doc, STATEMENT_COLUMNS, ['Fonte pagadora', 'Tributáveis', 'Prev. oficial', 'IRRF', '13º'], {
    bold: true,
    color: MUTED,
    size: 9.5,
  });
  for (const st of data.statements) {
    tableRow(
      doc,
      STATEMENT_COLUMNS,
      [
        st.payerName,
        formatReais(st.taxable),
        formatReais(st.officialPension),
        formatReais(st.withheld),
        formatReais(st.thirteenth),
      ],
      { size: 10 },
    );
    tableRow(doc, [{ x: X, width: CONTENT_WIDTH }], [`${st.payerDocument} · ${personText(st.person)}`], {
      color: MUTED,
      size: 8.5,
      height: 13,
    });
  }
  doc.moveDown(0.8);
}
