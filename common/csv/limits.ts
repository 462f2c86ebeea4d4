/**
 * The bounds of one statement import, shared by the wizard's preview and the server so both refuse the same
 * files. They keep one upload from holding a CPU or the database for minutes: a real month or year of a bank
 * account is a few thousand lines, and 200,000 is years of a busy company account.
 */

/**
 * Transactions (CSV data lines or OFX STMTTRN) one file may hold, and lançamentos one import may write: a card's
 * line marked 1/48 writes 48 when the later installments are asked for, so they count too.
 */
export const MAX_IMPORT_ROWS = 200_000;

/** Cells one CSV line may hold; bank statements have about ten. */
export const MAX_CELLS_PER_LINE = 500;

// '200.000' as Brazilians write it, without depending on the runtime's locale data.
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A cell quoted in a message keeps this many characters: a hostile cell must not fill the answer. */
const QUOTED_CHARS = 60;

/** The cell's text as a message quotes it, cut with '…' past QUOTED_CHARS. */
export function quoted(text: string): string {
  return text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS)}…` : text;
}

export const LIMIT_MESSAGES = {
  tooManyRows: `O arquivo tem mais de ${formatCount(MAX_IMPORT_ROWS)} linhas. Divida o extrato em arquivos menores.`,
  tooManyRowsWritten: (rows: number) =>
    `Este extrato criaria ${formatCount(rows)} lançamentos (com as parcelas futuras), mais que o limite de ${formatCount(MAX_IMPORT_ROWS)}. Divida o extrato em arquivos menores.`,
  tooManyCells: (line: number) =>
    `Linha ${line}: mais de ${formatCount(MAX_CELLS_PER_LINE)} colunas; linha ignorada.`,
} as const;
