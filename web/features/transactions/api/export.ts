import { transactionsCsvFileName } from '../../../../common/contract/export/files';
import { todayIn } from '../../../../common/dates';
import { downloadFile } from '../../../lib/download-file';
import type { TransactionListParams } from './transactions';

/**
 * GET /export/transactions.csv with the list's filters: every page of what Transações shows, as a spreadsheet.
 * Answers the file's name.
 */
export function downloadFilteredCsv(query: TransactionListParams): Promise<string> {
  const { limit: _pageSize, ...filters } = query;
  return downloadFile('/export/transactions.csv', transactionsCsvFileName(todayIn()), filters);
}
