import { quoted } from '../../../../common/csv/limits';

/** What is wrong with one line of a file; the cell quoted is cut so a hostile cell cannot fill the message. */
export const LINE_MESSAGES = {
  noDate: (line: number) => `Linha ${line}: sem data`,
  badDate: (line: number, text: string) => `Linha ${line}: data inválida ("${quoted(text)}")`,
  noAmount: (line: number) => `Linha ${line}: sem valor`,
  badAmount: (line: number, text: string) => `Linha ${line}: valor inválido ("${quoted(text)}")`,
  zeroAmount: (line: number) => `Linha ${line}: valor zero`,
  noAccount: (line: number) => `Linha ${line}: sem conta`,
} as const;

/** A line's problem as the table readers (Mobills, Organizze, Meu Dinheiro, YNAB) say it: the line was left out. */
export function ignored(message: string): string {
  return `${message}; linha ignorada.`;
}
