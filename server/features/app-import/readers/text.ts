import { decodeStatementBytes, looksBinary } from '../../../../common/csv';
import { FILE_MESSAGES, sizeProblem } from './limits';

/** The text of a CSV or QIF export, or the line-0 message saying why it is not one (`binaryMessage` for junk). */
export function readText(bytes: Uint8Array, binaryMessage: string): { text: string } | { problem: string } {
  const problem = sizeProblem(bytes);
  if (problem) return { problem };
  if (looksBinary(bytes)) return { problem: binaryMessage };
  const text = decodeStatementBytes(bytes);
  if (text.trim() === '') return { problem: FILE_MESSAGES.empty };
  return { text };
}

/** What a reader of text exports (CSV, QIF) says of a binary file. */
export const NOT_TEXT = 'O arquivo não é um texto (CSV ou QIF). Confira se escolheu o arquivo exportado.';
