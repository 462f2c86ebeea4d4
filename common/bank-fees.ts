/**
 * A bank's fees among a line's words, read once bank-text.ts has taken its prefixes off: common/merchants.ts files
 * such a line as the bank's fee, whatever store it names after.
 */
import { oneOf } from './phrase-pattern';

/**
 * Bank fees and charges, as the first words of a line once its prefixes are gone: Itaú 'TAR PACOTE ITAU', 'TAR
 * CESTA SERVICOS', 'TAR PIX', 'TAR MANUT CONTA', 'JUROS LIMITE DA CONTA'; Bradesco 'TARIFA BANCARIA CESTA
 * B.EXPRESSO1', 'IOF UTILIZACAO LIMITE', 'ENCARGOS LIMITE DE CRED'; Santander 'TARIFA MENSALIDADE PACOTE
 * SERVICOS', 'IOF ADICIONAL', 'JUROS SALDO UTILIZ ATE LIMITE'; Banco do Brasil 'Tarifa Pacote de Serviços',
 * 'Juros Cheque Especial'; Caixa 'CESTA SERVICOS', 'DB CESTA'; Nubank's card 'IOF de "Amazon"', 'Juros de
 * atraso', 'Multa de atraso'; every card 'ANUIDADE'. Only at the start: 'JUROS' inside a store's name is not a fee.
 */
const FEES = [
  'tar',
  'tarifa',
  'tarifas',
  'iof',
  'anuidade',
  'juros',
  'multa',
  'encargos',
  'cesta servicos',
  'cesta de servicos',
  'db cesta',
  'pacote servicos',
  'pacote de servicos',
];
const FEE_RE = new RegExp(`^${oneOf(FEES)}(?: |$)`);

/** The fee phrase a line starts with ('tar', 'iof'), from its words as withoutBankPrefixes leaves them; else null. */
export function bankFeeOf(words: readonly string[]): string | null {
  return FEE_RE.exec(words.slice(0, 3).join(' '))?.[0].trim() ?? null;
}
