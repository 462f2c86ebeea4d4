import { useMutation } from '@tanstack/react-query';
import { transactionsCsvFileName } from '../../../../common/contract/export';
import { todayIn } from '../../../../common/dates';
import { downloadFile } from '../../../lib/download-file';

/** GET /export/transactions.csv: the transactions for a spreadsheet. Answers the file's name. */
export const downloadTransactionsCsv = (): Promise<string> =>
  downloadFile('/export/transactions.csv', transactionsCsvFileName(todayIn()));

export const useDownloadTransactionsCsv = () => useMutation({ mutationFn: downloadTransactionsCsv });
