// The page's figures as files: the PDF, a group's spreadsheet, and the year's comprovantes as a .zip.
import {
  INCOME_TAX_EXPORT_MESSAGES,
  incomeTaxCsvFileName,
  incomeTaxPdfFileName,
  incomeTaxReceiptsFileName,
  TAX_RECEIPTS_MAX,
  type TaxCsvGroup,
} from '../../../common/contract/income-tax';
import { isIncomeKind } from '../../../common/income-tax-declaration';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { type AttachmentStore, extensionOf, readWhenAsked } from '../attachments/public';
import type { DownloadFile } from '../shared/download';
import { seesFullDocuments } from '../shared/full-documents';
import { codeLinesRepository } from './code-lines-repository';
import { receiptsZip } from './comprovantes-zip';
import { incomeTaxCsv } from './csv';
import { addUpLines, type PaymentRow } from './lines';
import { renderIncomeTaxPdf } from './pdf';
import { codesOf, incomeTaxRepository } from './repository';
import { incomeTaxOfYear } from './service';

/**
 * The year's figures as a file: the PDF to check the declaration against, or a group's spreadsheet (`group`); the
 * CPFs in full for whoever may read them whole (a leitor's or a read-only token's file masks them as the page).
 */
export async function incomeTaxFile(
  db: Executor,
  user: AuthUser,
  year: number,
  today: string,
  group: TaxCsvGroup | null,
): Promise<DownloadFile> {
  const data = await incomeTaxOfYear(db, user, year, today, seesFullDocuments(user));
  return group === null
    ? {
        fileName: incomeTaxPdfFileName(year),
        contentType: 'application/pdf',
        body: await renderIncomeTaxPdf(data, today),
      }
    : {
        fileName: incomeTaxCsvFileName(year, group),
        contentType: 'text/csv; charset=utf-8',
        body: incomeTaxCsv(data, group),
      };
}

/**
 * The comprovantes of the year's deductible payments as a .zip, streamed: each file's bytes are read from the
 * store when the zip reaches it. A year without any is 404.
 */
export async function incomeTaxReceipts(
  db: Executor,
  store: AttachmentStore,
  user: AuthUser,
  year: number,
): Promise<DownloadFile> {
  const categories = await incomeTaxRepository.categories(db, user.bookId);
  const codes = new Map([...codesOf(categories)].filter(([, code]) => !isIncomeKind(code)));
  const lines = await codeLinesRepository.mappedLines(db, user.bookId, year, [...codes.keys()]);
  const paymentOf = new Map(addUpLines(lines, codes).payments.map((p) => [p.transactionId, p]));
  const rows = await codeLinesRepository.receiptFiles(db, user.bookId, [...paymentOf.keys()]);
  if (rows.length === 0) throw notFound(INCOME_TAX_EXPORT_MESSAGES.noReceipts(year));
  if (rows.length > TAX_RECEIPTS_MAX) throw conflict(INCOME_TAX_EXPORT_MESSAGES.tooManyReceipts(year));
  const files = rows.map((r) => {
    const payment = paymentOf.get(Number(r.transaction_id)) as PaymentRow;
    return {
      transactionId: payment.transactionId,
      code: payment.code,
      date: payment.date,
      amountCents: payment.cents,
      who: payment.payee?.trim() || r.description,
      extension: extensionOf(r.content_type),
      key: r.key,
    };
  });
  // By code, then day and row, as the Pagamentos group lists them; the sort is stable, so a row's files stay in the
  // order they were kept.
  files.sort(
    (a, b) =>
      a.code.localeCompare(b.code) || a.date.localeCompare(b.date) || a.transactionId - b.transactionId,
  );
  return {
    fileName: incomeTaxReceiptsFileName(year),
    contentType: 'application/zip',
    body: receiptsZip(files, (file) => readWhenAsked(store, user.bookId, file.key, 'file')),
  };
}
