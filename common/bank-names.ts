/**
 * Banks' names as people say them. The legal names come from the Banco Central's registry of participants (STR),
 * as @brazilian-utils/brazilian-utils' getBankByCode lists them ('SRM BANK INSTITUIÇÃO DE PAGAMENTO S/A').
 */

/** Past this, a bank's name is cut at a word, with '…': a description or a line above the fields stays one line. */
const SHORT_BANK_NAME_MAX = 32;

/**
 * A bank's name as people say it, from the registry's legal name (getBankByCode): without the company form
 * ('Banco do Brasil S.A.' is 'Banco do Brasil'; 'SRM Bank Instituição de Pagamento S/A' is 'SRM Bank') and at most
 * SHORT_BANK_NAME_MAX characters.
 */
export function shortBankName(name: string): string {
  const plain = name
    .replace(/\s+/g, ' ')
    .replace(
      /\s+(-\s+)?(Instituição de Pagamento|Sociedade de Crédito|Sociedade Corretora|Distribuidora de Títulos)\b.*$/i,
      '',
    )
    .replace(/\s+(S\.?\/?A\.?|Ltda\.?)$/i, '')
    .trim();
  if (plain.length <= SHORT_BANK_NAME_MAX) return plain;
  const cut = plain.slice(0, SHORT_BANK_NAME_MAX + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SHORT_BANK_NAME_MAX).trim()}…`;
}
