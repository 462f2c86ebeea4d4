// POST /income-tax/informes/leitura: an informe's PDF read into the figures the form asks (statement-text.ts), for
// the person to review before anything is kept. The PDF is parsed in the capture's PDF threads (a crafted file
// holds one thread of its sender's, never the event loop), the upload within the comprovantes' size limit.
import {
  STATEMENT_READING_MESSAGES as M,
  type StatementReading,
} from '../../../common/contract/income-tax-statements';
import type { AuthUser } from '../../auth-user';
import { badRequest } from '../../http/errors';
import { sentTypeOf } from '../attachments/public';
import { pdfContentOffThread } from '../capture/public';
import { readStatementText } from './statement-text';

export async function readStatementPdf(user: AuthUser, bytes: Buffer): Promise<StatementReading> {
  if ((await sentTypeOf(bytes)) !== 'pdf') throw badRequest(M.notPdf);
  const content = await pdfContentOffThread(user.id, bytes);
  if (!content) throw badRequest(M.unreadable);
  if (!content.text) throw badRequest(M.scanned);
  const reading = readStatementText(content.text);
  if (!reading) throw badRequest(M.notStatement);
  return reading;
}
