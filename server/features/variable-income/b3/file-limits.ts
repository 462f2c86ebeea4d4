/**
 * What a B3 file may be, and why one is refused whole, in the person's words. A file of its own so that the
 * request's thread (read-in-worker.ts) has the answers without loading exceljs, which only the reading thread needs.
 */

export const MAX_B3_FILE_BYTES = 5 * 1024 * 1024;
/**
 * Data lines of a file, all sheets together. The import records a file in one transaction, and on PGlite (one
 * connection for everybody) nobody else's request runs meanwhile. Measured on PGlite with the writes batched, on 2
 * shared cores under a load of 4 to 8, the heaviest 1,000-line file (300 assets) held it 0.31-0.47 s as trades (half
 * compras, half vendas each with its gain row) and 0.52-0.95 s as proventos, most of it inserting the ledger rows;
 * 2,000 lines took 0.56-0.58 s and 1.02-1.09 s (row by row, before: 4.9 s and 16.8 s). The first import after the
 * process starts took 1-2 s whatever the size (warm-up). A year of an investor's Negociação is tens to hundreds of
 * lines; a longer period is imported a year (or less) at a time.
 */
export const MAX_B3_ROWS = 1_000;

export const B3_MESSAGES = {
  tooBig: 'O arquivo passa de 5 MB. Baixe da Área do Investidor um período menor.',
  tooManyRows:
    'A planilha passa de 1.000 linhas. Baixe da Área do Investidor um ano por vez (ou um período menor) e importe cada um.',
  tooHeavy:
    'A planilha é grande ou complexa demais para ser lida. Baixe da Área do Investidor um período menor.',
  notXlsx:
    'O arquivo não é uma planilha .xlsx. Baixe-o em Extratos, na Área do Investidor da B3, no formato Excel.',
  notB3:
    'Esta planilha não é um extrato da B3. Envie a de Negociação, Movimentação ou Posição, baixada em Extratos, na Área do Investidor (investidor.b3.com.br).',
} as const;

/** Why a whole file is refused: 413 for its size, 400 otherwise. The message is the person's. */
export class B3FileError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'B3FileError';
  }
}
