import { useMutation } from '@tanstack/react-query';
import { reportPdfFileName } from '../../../../common/contract/reports';
import { downloadFile } from '../../../lib/download-file';
import type { PeriodParams } from './reports-key';

/** GET /reports/pdf, saved as a file. Answers the file's name. */
export const downloadReportPdf = (period: PeriodParams): Promise<string> =>
  downloadFile('/reports/pdf', reportPdfFileName(period.from, period.to), {
    from: period.from,
    to: period.to,
  });

export const useDownloadReportPdf = () => useMutation({ mutationFn: downloadReportPdf });
