import { useMutation } from '@tanstack/react-query';
import { reportPdfFileName } from '../../../../common/contract/reports';
import { api } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import type { PeriodParams } from './reports-key';

function fetchPdf(period: PeriodParams): Promise<Response> {
  const token = getAccessToken();
  const qs = new URLSearchParams({ from: period.from, to: period.to });
  return fetch(`/api/v1/reports/pdf?${qs}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
}

/** The file name the server gave (Content-Disposition), else the same rule as the server's. */
function fileNameOf(res: Response, period: PeriodParams): string {
  const header = res.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? reportPdfFileName(period.from, period.to);
}

/**
 * GET /reports/pdf as a file: fetched with the bearer token, then handed to the browser through an object URL.
 * The API client speaks JSON only, so this call is made here; when the access token has expired, one JSON call
 * through the client renews the session (its refresh-on-401), and the download is tried once more.
 */
export async function downloadReportPdf(period: PeriodParams): Promise<string> {
  let res = await fetchPdf(period);
  if (res.status === 401) {
    await api.get('/reports/summary', { from: period.from, to: period.to });
    res = await fetchPdf(period);
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    throw new Error(`PDF ${res.status}`);
  }
  const blob = await res.blob();
  const name = fileNameOf(res, period);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time this runs.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

export const useDownloadReportPdf = () => useMutation({ mutationFn: downloadReportPdf });
