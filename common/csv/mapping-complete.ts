/**
 * Whether a mapping the person made is enough to read a file: the readers refuse one that is not, and the
 * import's settings (common/contract/import-settings.ts) check it before reading. Apart from headers.ts so the
 * contract can take it without the readers.
 */
export const MAPPING_INCOMPLETE_MESSAGE =
  'Escolha a coluna de data e a de valor (ou as de débito e crédito).';

type MoneyColumns = { date?: string; amount?: string; debit?: string; credit?: string };

/** A mapping the person made names the date and the money: an amount, or a debit or credit column. */
export function mappingComplete(mapping: MoneyColumns): boolean {
  const named = (name: string | undefined) => !!name && name.trim() !== '';
  return named(mapping.date) && (named(mapping.amount) || named(mapping.debit) || named(mapping.credit));
}
