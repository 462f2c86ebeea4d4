// How a bank's statement says "this paid a credit card's bill", and which card it names: the one list of those
// words, read by the server (which line of a checking account is a card's bill payment, cards/bill-payment-lines.ts)
// and by the web (which row's edit dialog asks whether it is one).
import { normalizeWord } from './csv/normalize';

/**
 * The banks' words for a card bill's payment, on the text folded by normalizeWord (lower case, no accents, only
 * letters and digits between single spaces): "PAGTO FATURA NUBANK" (Itaú), "PAG FATURA", "PAGAMENTO DE FATURA"
 * (Nubank, Inter, C6), "PGTO FATURA CARTAO" (Bradesco), "PAGAMENTO CARTAO CREDITO" (Santander, BB), "FATURA
 * CARTAO" (Caixa). The verb must be followed by the bill itself: "PAG BOLETO FATURA ENEL" pays a utility's bill.
 */
const BILL_PAYMENT_WORDS = [
  /\b(pagto|pgto|pagt|pag|pgt|pagamento|pagamentos) (de |da )?(fatura|fat)\b/,
  /\bfatura (do |de )?(cartao|cc)\b/,
  /\b(pagto|pgto|pag|pagamento) (de |do )?cartao (de )?credito\b/,
  /\bdeb(ito)? aut(omatico)? (fatura|cartao)\b/,
];

/** Whether a statement's text says it paid a card's bill (the words alone: which card is another question). */
export function looksLikeBillPayment(text: string): boolean {
  const folded = normalizeWord(text);
  return BILL_PAYMENT_WORDS.some((words) => words.test(folded));
}

/**
 * Words around a bill's payment that name nobody: the banks' channels and abbreviations ("INT PAG FATURA", "SISPAG",
 * "DEB AUT"), the card's kind. Words of three letters or fewer name nobody either (a bank's "S A", "CC", "INT").
 */
const NAMELESS_WORDS = new Set([
  'pagto',
  'pgto',
  'pagt',
  'pagamento',
  'pagamentos',
  'fatura',
  'cartao',
  'cartoes',
  'credito',
  'debito',
  'automatico',
  'sispag',
  'eletron',
  'eletronico',
  'internet',
  'online',
  'mobile',
  'cobranca',
  'unibanco',
  'banco',
  'bank',
  'final',
]);

/**
 * Whether the text names someone who is no bank (a company's bill: "PAG FATURA VIVO", "PAGAMENTO FATURA ENEL"):
 * a word of four letters or more, not a digit, that no bank's name and none of the banks' channel words holds. Such
 * a line is a utility's or a phone company's bill, not a card's, unless it names one of the book's cards.
 */
export function namesSomeoneElse(text: string): boolean {
  let folded = ` ${normalizeWord(text)} `;
  for (const names of BANK_NAMES) for (const name of names) folded = folded.replaceAll(` ${name} `, ' ');
  return folded.split(' ').some((word) => word.length >= 4 && !/\d/.test(word) && !NAMELESS_WORDS.has(word));
}

/**
 * The banks as their statements name them: a card named "Nubank Roxinho" is named by "NU PAGAMENTOS" too, and a
 * card named "Ourocard" by "BB". Each list is folded as normalizeWord folds.
 */
const BANK_NAMES: ReadonlyArray<readonly string[]> = [
  ['nubank', 'nu pagamentos', 'nu pagtos', 'nu financeira'],
  ['itau', 'itaucard', 'itau unibanco', 'personnalite'],
  ['inter', 'banco inter'],
  ['bradesco', 'bradescard'],
  ['santander'],
  ['bb', 'banco do brasil', 'ourocard'],
  ['caixa', 'cef'],
  ['c6', 'c6 bank', 'c6bank'],
  ['xp', 'xp investimentos'],
  ['btg', 'btg pactual'],
  ['picpay'],
  ['mercado pago', 'mercadopago'],
];

/** Words of a card's name that name no card in particular. */
const GENERIC_CARD_WORDS = new Set([
  'cartao',
  'cartoes',
  'credito',
  'card',
  'cc',
  'de',
  'do',
  'da',
  'meu',
  'minha',
  'visa',
  'master',
  'mastercard',
  'elo',
  'amex',
  'hipercard',
  'black',
  'platinum',
  'gold',
  'infinite',
  'signature',
  'nanquim',
  'grafite',
  'internacional',
  'nacional',
  'virtual',
  'fisico',
  'principal',
  'pagamento',
  'fatura',
]);

const containsPhrase = (folded: string, phrase: string) => ` ${folded} `.includes(` ${phrase} `);

/**
 * Whether a statement's text names a card: a word of the card's name that is not generic ("Nubank" of "Cartão
 * Nubank Platinum"), or another name of that card's bank ("NU PAGAMENTOS" for a card named Nubank).
 */
export function namesCard(text: string, cardName: string): boolean {
  const folded = normalizeWord(text);
  const own = normalizeWord(cardName)
    .split(' ')
    .filter((word) => word.length > 0 && !GENERIC_CARD_WORDS.has(word));
  if (own.some((word) => containsPhrase(folded, word))) return true;
  const cardFolded = normalizeWord(cardName);
  return BANK_NAMES.some(
    (names) =>
      names.some((name) => containsPhrase(cardFolded, name)) &&
      names.some((name) => containsPhrase(folded, name)),
  );
}
