import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { MINIMUM_TAX_TEXT, minimumTaxBalanceLine } from '../../../common/income-tax-minimum';
import { formatReais } from '../../../common/money';
import { sectionTitle, tableRow } from '../shared/pdf-page';
import { BODY, LABEL_VALUE, noteParagraph, TOTAL } from './pdf-layout';

type Doc = PDFKit.PDFDocument;

/**
 * 'Imposto mínimo (altas rendas)' as the page shows it (web/features/income-tax/minimum-tax-section.tsx); nothing
 * before 2026.
 */
export function minimumTaxSection(doc: Doc, data: IncomeTaxResponse): void {
  const tax = data.minimumTax;
  if (!tax) return;
  sectionTitle(doc, MINIMUM_TAX_TEXT.title);
  for (const line of tax.incomes) tableRow(doc, LABEL_VALUE, [line.label, formatReais(line.total)], BODY);
  if (!tax.applies) noteParagraph(doc, MINIMUM_TAX_TEXT.below(formatReais(tax.income)));
  else {
    tableRow(
      doc,
      LABEL_VALUE,
      [`Base ${formatReais(tax.income)} × ${tax.rate}`, formatReais(tax.gross)],
      TOTAL,
    );
    for (const line of tax.deductions)
      tableRow(doc, LABEL_VALUE, [line.label, formatReais(line.total)], BODY);
    if (tax.dividendWithheld > 0)
      tableRow(doc, LABEL_VALUE, ['Retido sobre dividendos', formatReais(tax.dividendWithheld)], BODY);
    const balance = minimumTaxBalanceLine(tax.balance);
    tableRow(
      doc,
      LABEL_VALUE,
      [balance.label, balance.amount === null ? '' : formatReais(balance.amount)],
      TOTAL,
    );
  }
  for (const note of [`${tax.source}.`, ...tax.notes]) noteParagraph(doc, note);
  doc.moveDown(0.8);
}
