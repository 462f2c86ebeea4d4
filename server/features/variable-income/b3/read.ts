import ExcelJS from 'exceljs';
import { B3_MESSAGES, B3FileError, MAX_B3_FILE_BYTES, MAX_B3_ROWS } from './file-limits';
import { MOVIMENTACAO_COLUMNS, NEGOCIACAO_COLUMNS, REQUIRED } from './format';
import { readMovimentacao } from './read-movimentacao';
import { readNegociacao } from './read-negociacao';
import { readPosicao } from './read-posicao';
import { type B3Reading, Collector } from './reading';
import { findSheet } from './sheet-tables';
import { checkWorkbookBounds } from './workbook-bounds';

/**
 * Reads one B3 Área do Investidor spreadsheet (Negociação, Movimentação or Posição: see format.ts) into what Grana
 * can record: trades, proventos, desdobros and grupamentos, closing prices and positions, and every line it leaves
 * out with the reason. Pure: no database. The file is refused whole only when it is no such spreadsheet or too big;
 * a bad line is reported with its number and the rest is read.
 *
 * Trades come from Negociação only: Movimentação shows each trade again as "Transferência - Liquidação" on its
 * settlement day (two business days later) and mixes in lending with the same label, so its lines are left out and
 * say so. Unpacking an xlsx is heavy for its size (a 5 MB file can hold hundreds of MB of XML): a file past the line
 * limit, or whose parts unpack past what such a file can hold, is refused before exceljs loads it
 * (workbook-bounds.ts), and the server calls this on a worker thread with a memory and a time limit
 * (read-in-worker.ts), never on the request's thread. Each report has its reader (read-negociacao.ts,
 * read-movimentacao.ts, read-posicao.ts), and reading.ts holds what they gather.
 */

export { B3_MESSAGES, B3FileError, MAX_B3_FILE_BYTES, MAX_B3_ROWS };

export interface ReadOptions {
  /** The day Posição's closing prices are recorded for: the file carries none (see dateInFileName). */
  priceDate: string;
}

export async function readB3Spreadsheet(bytes: Uint8Array, options: ReadOptions): Promise<B3Reading> {
  if (bytes.byteLength > MAX_B3_FILE_BYTES) throw new B3FileError(413, B3_MESSAGES.tooBig);
  // Refused before exceljs unpacks it whole: past the line limit or past the size such a file unpacks to.
  await checkWorkbookBounds(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy as a plain ArrayBuffer: the type exceljs declares, and JSZip reads it as is.
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new B3FileError(400, B3_MESSAGES.notXlsx);
  }
  // The same rule as checkWorkbookBounds's, on the sheets as exceljs made them: the word of the two.
  let rows = 0;
  for (const sheet of workbook.worksheets) rows += Math.max(0, sheet.actualRowCount - 1);
  if (rows > MAX_B3_ROWS) throw new B3FileError(413, B3_MESSAGES.tooManyRows);

  const out = new Collector(workbook.properties.date1904 === true);
  const negociacao = findSheet<keyof typeof NEGOCIACAO_COLUMNS>(
    workbook,
    NEGOCIACAO_COLUMNS,
    REQUIRED.negociacao,
  );
  const movimentacao = negociacao
    ? null
    : findSheet<keyof typeof MOVIMENTACAO_COLUMNS>(workbook, MOVIMENTACAO_COLUMNS, REQUIRED.movimentacao);
  if (negociacao) {
    readNegociacao(negociacao, out);
    return out.result('negociacao');
  }
  if (movimentacao) {
    readMovimentacao(movimentacao, out);
    return out.result('movimentacao');
  }
  if (readPosicao(workbook, options.priceDate, out)) return out.result('posicao');
  throw new B3FileError(400, B3_MESSAGES.notB3);
}
