import { type OpenExportFormat, openExportFileName } from '../../../../common/contract/open-exports';
import { todayIn } from '../../../../common/dates';
import { downloadFile } from '../../../lib/download-file';

/**
 * GET /export/transactions.ofx or .qif: one account's rows as a statement another app reads (within the period, when
 * one is given). Answers the file's name (the server's; this one is its fallback).
 */
export const downloadStatement = (
  format: OpenExportFormat,
  account: { id: number; name: string },
  period: { from?: string | undefined; to?: string | undefined } = {},
): Promise<string> =>
  downloadFile(`/export/transactions.${format}`, openExportFileName(account.name, todayIn(), format), {
    accountId: account.id,
    from: period.from,
    to: period.to,
  });
