import type { CsvSettings } from '../../../common/csv';
import { type StatementSummary, summarizeStatement } from './statement-summary';

/**
 * Reads statements off the page's thread, so a 50,000-line file does not freeze the screen. The file's bytes
 * stay here after 'load'; a change of settings only sends 'parse'.
 */
export type ParseRequest =
  | { id: number; kind: 'load'; bytes: ArrayBuffer; fileName: string; settings: CsvSettings }
  | { id: number; kind: 'parse'; settings: CsvSettings };

export type ParseResponse = { id: number; ok: true; summary: StatementSummary } | { id: number; ok: false };

// The project compiles with the DOM library; a worker needs only these two members of its global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseResponse): void;
};
let file: { bytes: Uint8Array; fileName: string } | null = null;

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'load') file = { bytes: new Uint8Array(request.bytes), fileName: request.fileName };
    if (!file) throw new Error('no file loaded');
    const summary = summarizeStatement(file.bytes, file.fileName, request.settings);
    scope.postMessage({ id: request.id, ok: true, summary } satisfies ParseResponse);
  } catch {
    scope.postMessage({ id: request.id, ok: false } satisfies ParseResponse);
  }
};
