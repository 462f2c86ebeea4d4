import { normalizeWord } from './normalize';

/**
 * Brazilian banks write balances among the movements of a CSV statement, and such a line is not money that moved:
 * - Itaú ("data;lançamento;ag./origem;valor (R$);saldos (R$)"): 'SALDO ANTERIOR' and 'SALDO TOTAL DISPONÍVEL DIA'
 *   (or 'SALDO DO DIA'), the value in the balance column and the amount empty;
 * - Banco do Brasil ("Data","Lançamento","Detalhes","N° documento","Valor","Tipo Lançamento"): 'Saldo Anterior',
 *   'Saldo do dia' and the closing 'S A L D O' (dated 00/00/0000), the value in the amount column itself.
 * Read as movements they were errors ("valor ausente", "data inválida") or, worse, an income of the whole balance.
 * Sources: the statements these banks' internet banking exports (the lines people meet and ask tools to skip).
 */
export type BalanceLine =
  /** The account's balance at the end of the line's day: a statement's stated balance. */
  | 'balance'
  /**
   * A figure of the bank's that is not the account's balance alone (with the overdraft limit, blocked, invested):
   * skipped, never offered as the balance. Itaú's 'SALDO TOTAL DISPONÍVEL DIA' is its daily balance line, and is
   * the balance; the person sees the difference in "Conferir saldo" before confirming anything.
   */
  | 'other';

/** 'S A L D O' (Banco do Brasil's closing line) read as the word it spells. */
const SPACED = /^s a l d o\b/;

/** Words after 'saldo' that make the line a figure other than the account's own balance. */
const NOT_THE_BALANCE = /\b(limite|bloqueado|bloqueada|investimentos?|aplicacoes?|cheque especial)\b/;

/** Words after 'saldo' that name a balance line of a statement ('Saldo anterior', 'Saldo do dia 12/11'). */
const BALANCE_WORDS =
  /^(anterior|do dia|dia|final|atual|inicial|total|em|no dia|de abertura|de fechamento)\b/;

/** Whether a statement line's text is one of the bank's balance lines, and which kind; null for a movement. */
export function balanceLineOf(text: string): BalanceLine | null {
  if (opensWithOtherThanS(text)) return null;
  const words = normalizeWord(text).replace(SPACED, 'saldo');
  if (words !== 'saldo' && !words.startsWith('saldo ')) return null;
  const rest = words.slice('saldo'.length).trim();
  if (rest !== '' && !BALANCE_WORDS.test(rest)) return null;
  return NOT_THE_BALANCE.test(rest) ? 'other' : 'balance';
}

/**
 * True when the text's first letter or digit, as normalizeWord reads it, is not an 's': the text is then no balance
 * line. normalizeWord (folding, a regex, three strings) is the costliest step of reading a line, and nearly every
 * line of a statement answers here from its first few characters. Only plain ASCII is judged (a letter lower-cased,
 * anything else skipped as normalizeWord skips it); a text that opens with another character goes the long way.
 */
function opensWithOtherThanS(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return false;
    const isDigit = code >= 48 && code <= 57;
    const isLetter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (isDigit || isLetter) return (code | 0x20) !== 115;
  }
  return true;
}
