import { apiDownload, type Query } from './api-client';

/**
 * Downloads a file the API answers (a PDF, a backup, a spreadsheet) into the browser's downloads, under the name
 * the server gave, else `fallbackName`. Answers the name.
 */
export async function downloadFile(path: string, fallbackName: string, query?: Query): Promise<string> {
  const file = await apiDownload(path, query);
  const name = file.fileName ?? fallbackName;
  const url = URL.createObjectURL(file.blob);
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
