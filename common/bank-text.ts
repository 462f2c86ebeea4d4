import { oneOf } from './phrase-pattern';
import { foldForSearch } from './search';

/**
 * What a bank writes around what a statement line is about: 'COMPRA CARTAO DEB DROGASIL', 'PIX TRANSF MARIA
 * S25/11', 'Compra com Cartão - 25/11 13:45 PADARIA REAL', 'POSTO SHELL SAO PAULO BR'. History's key (the
 * description's stem, common/description-stem.ts), the rules made from a transaction (their phrase is the stem)
 * and the well-known merchants (common/merchants.ts) read a line without it: two purchases by debit card have
 * nothing in common but how they were paid, and learning one's category from the other filed a supermarket
 * under Farmácia.
 *
 * The one owner of the banks' words. Its patterns are written in the part of regular expressions that
 * JavaScript and PostgreSQL read alike (alternatives, groups, classes, counts, lookarounds), so the database
 * strips the stored rows' descriptions exactly as TypeScript strips a new line (the suggestions' repository
 * builds its SQL from bankTextSqlSteps; an API test compares both on every example of the unit test).
 */

/**
 * The operation's words before what a line is about, folded, letters only (digits and punctuation are spaces by
 * then). A line may carry two ('Compra no debito: No estabelecimento ...'), so they are stripped up to
 * PREFIX_ROUNDS times. The examples are the texts these banks write in their exports, OFX MEMO and Open Finance
 * descriptions (Itaú's 'PIX TRANSF JOAO BA15/01', 'TED 033.1730.EMANUEL G L', 'RSHOP', 'PAGTO BOLETO' and
 * Bradesco's 'Transfe Pix Rem:' as public statement parsers quote them; the others as the banks are known to
 * write them): check a new one against a real statement before adding it.
 */
const PREFIXES = [
  // Card purchases. Itaú 'COMPRA CARTAO DEB DROGASIL', 'RSHOP-DROGASIL-25/11' (Rede); Santander 'COMPRA CARTAO
  // DEB MC 25/11 DROGASIL', 'COMPRA CARTAO DEBITO MASTERCARD'; Bradesco 'COMPRA ELO DEBITO', 'VISA ELECTRON';
  // Banco do Brasil 'Compra com Cartão - 25/11 13:45 DROGASIL'; Caixa 'CP MAESTRO', 'COMPRA ELO'; Nubank 'Compra
  // no débito - DROGASIL', 'Compra no débito via NuPay - iFood'; Inter 'Compra no debito: No estabelecimento
  // DROGASIL'; C6 'COMPRA NO DEBITO - DROGASIL', 'COMPRA NO CREDITO'.
  'compra cartao deb',
  'compra cartao cred',
  'compra cartao debito',
  'compra cartao credito',
  'compra cartao deb mc',
  'compra cartao debito mastercard',
  'compra cartao debito visa',
  'compra cartao credito visa',
  'compra cartao credito mastercard',
  'compra cartao',
  'compra com cartao',
  'compra no debito',
  'compra no credito',
  'compra no debito via nupay',
  'compra no credito via nupay',
  'compra debito',
  'compra credito',
  'compra deb',
  'compra elo',
  'compra elo debito',
  'compra maestro',
  'compra visa electron',
  'cp maestro',
  'cp elo',
  'visa electron',
  'rshop',
  'rscss',
  'no estabelecimento',
  // Pix, TED, DOC. Itaú 'PIX TRANSF MARIA S25/11', 'PIX QRS PADARIA RE25/11'; Bradesco 'TRANSFERENCIA PIX REM:
  // MARIA SOUZA 25/11', 'Transfe Pix Rem: Leticia Pires', 'PIX QR CODE ESTATICO DES: PADARIA'; Santander, C6 and
  // Banco do Brasil 'PIX ENVIADO MARIA', 'Pix enviado para MARIA', 'Pix - Recebido - 25/11 10:02 MARIA'; Caixa
  // 'ENVIO PIX'; Nubank 'Transferência enviada pelo Pix - MARIA SOUZA - •••.987.654-•• - ...'; 'TED 237.1234
  // MARIA', Banco do Brasil 'TED-Transf.Eletr.Disponiv'.
  'pix',
  'pix transf',
  'pix qrs',
  'pix qrd',
  'pix qr code estatico',
  'pix qr code dinamico',
  'pix qr code estatico des',
  'pix qr code dinamico des',
  'pix enviado',
  'pix recebido',
  'pix enviado para',
  'pix recebido de',
  'pix agendado',
  'pix receb',
  'envio pix',
  'transferencia pix',
  'transferencia pix rem',
  'transferencia pix des',
  'transfe pix rem',
  'transfe pix des',
  'transferencia enviada pelo pix',
  'transferencia recebida pelo pix',
  'transferencia enviada',
  'transferencia recebida',
  'transf enviada',
  'transf recebida',
  'ted',
  'ted enviada',
  'ted recebida',
  'ted transf eletr disponiv',
  'doc',
  'doc enviado',
  'doc recebido',
  'tef',
  // Boletos and bills. Itaú 'INT PAG TIT BANCO 237', 'PAG BOLETO', 'DA SABESP 0123' (débito automático);
  // Bradesco 'PAGTO ELETRON COBRANCA', 'DEB AUT'; Nubank 'Pagamento de boleto efetuado - ENEL', 'Débito em conta';
  // Inter 'Pagamento efetuado: ...'; Banco do Brasil 'Pagamento de Boleto - ...'; Caixa 'PAG BOLETO', 'DEB
  // AUTOMATICO'; acquirers' receipts PagSeguro 'PAG*PADARIAREAL'.
  'pag',
  'pag boleto',
  'pagto boleto',
  'pag tit',
  'int pag tit',
  'int pag tit banco',
  'pagto',
  'pgto',
  'pagto eletron cobranca',
  'pagto cobranca',
  'pagamento',
  'pagamento boleto',
  'pagamento de boleto',
  'pagamento de boleto efetuado',
  'pagamento efetuado',
  'pagamento de titulo',
  'deb automatico',
  'deb aut',
  'deb autom',
  'debito automatico',
  'debito aut',
  'debito em conta',
  'da',
  // Cash and the acquirers that print their own name before the store's: Mercado Pago 'MP *PADARIA', SumUp
  // 'SUMUP *PADARIA', PicPay 'PICPAY*LOJA', Cielo's e-commerce 'EC *LOJA', Zettle 'IZ *LOJA', 'PAGSEGURO*LOJA'.
  'saque',
  'saque atm',
  'saque banco',
  'mp',
  'mercadopago',
  'pagseguro',
  'picpay',
  'sumup',
  'ec',
  'iz',
];

/** How many prefixes one line may carry ('PIX - Enviado' after 'Compra ...' never happens; three is plenty). */
const PREFIX_ROUNDS = 3;

/**
 * Places the card networks write after the store ('POSTO SHELL SAO PAULO BR', 'DROGASIL SAO PAULO SP'): the
 * state's code or the country's, and before it, when there, a city. A city alone at the end stays: 'DROGARIA SAO
 * PAULO' is a store's name.
 */
const STATES = [
  'ac',
  'al',
  'am',
  'ap',
  'ba',
  'ce',
  'df',
  'es',
  'go',
  'ma',
  'mg',
  'ms',
  'mt',
  'pa',
  'pb',
  'pe',
  'pi',
  'pr',
  'rj',
  'rn',
  'ro',
  'rr',
  'rs',
  'sc',
  'se',
  'sp',
  'to',
];
const COUNTRIES = ['br', 'bra'];
const CITIES = [
  'sao paulo',
  'rio de janeiro',
  'belo horizonte',
  'brasilia',
  'salvador',
  'fortaleza',
  'curitiba',
  'recife',
  'porto alegre',
  'manaus',
  'belem',
  'goiania',
  'campinas',
  'guarulhos',
  'osasco',
  'santo andre',
  'sao bernardo do campo',
  'sao bernardo',
  'niteroi',
  'florianopolis',
  'vitoria',
  'natal',
  'joao pessoa',
  'maceio',
  'teresina',
  'campo grande',
  'cuiaba',
  'aracaju',
  'sao luis',
  'porto velho',
  'macapa',
  'boa vista',
  'rio branco',
  'palmas',
  'santos',
  'ribeirao preto',
  'sorocaba',
  'uberlandia',
  'londrina',
  'joinville',
  'barueri',
  'contagem',
  'jundiai',
  'sao jose dos campos',
  'juiz de fora',
  'maringa',
  'blumenau',
];

const MONTHS = 'jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez';

/**
 * What is not a word of the line, removed before its words are read (in the folded text, digits still there):
 * dates ('25/11', '25/11/2026', '25NOV', '25 NOV 26'), times ('13:45', '13:45:02') and card numbers ('****1234',
 * 'XXXX 1234', '•••• 1234', 'CARTAO 1234', 'FINAL 1234'). An installment mark ('03/10') goes with the dates;
 * common/csv/installment.ts reads it, from the text as written, before any of this.
 */
const NOISE = [
  `[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?`,
  `[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?`,
  `(?<![a-z0-9])[0-9]{1,2} ?(?:${MONTHS})(?:[0-9]{2,4})?(?![a-z])`,
  `(?<![a-z])(?:cartao|cart|final|card)[ .:]*(?:[*x•]+ ?)?[0-9]{4}(?![0-9])`,
  `(?<![a-z])[*x•]{2,} ?[0-9]{4}(?![0-9])`,
].join('|');

/** One prefix at the start of the letters-only words, with the space after it. */
const PREFIX = `^${oneOf(PREFIXES)}(?: |$)`;
/**
 * The place at the end: anchored there, both engines take the match that starts leftmost, so they agree.
 * Several codes may follow one another ('SAO PAULO SP BR').
 */
const CODES = oneOf([...STATES, ...COUNTRIES]);
const PLACE = `(?:^| )(?:${oneOf(CITIES)} )?${CODES}(?: ${CODES})*$`;

const NOISE_RE = new RegExp(NOISE, 'g');
const PREFIX_RE = new RegExp(PREFIX);
const PLACE_RE = new RegExp(PLACE);

/** The folded text without dates, times and card numbers (digits otherwise kept: '99 POP' is a merchant). */
export function withoutBankNoise(text: string): string {
  const folded = foldForSearch(text);
  // Every kind of noise has a digit: most descriptions typed by hand have none, and skip the pattern.
  return /[0-9]/.test(folded) ? folded.replace(NOISE_RE, ' ') : folded;
}

/**
 * Words (folded; letters, or letters and digits) without the bank's prefixes at their start: ['compra', 'cartao',
 * 'deb', 'drogasil'] -> ['drogasil']. A line that is all bank words ('PIX ENVIADO') has none left: it says how
 * money moved, not to whom. What the well-known merchants read (a place stays: 'DROGARIA SAO PAULO SP' names one).
 */
export function withoutBankPrefixes(words: readonly string[]): string[] {
  const text = stripPrefixes(words.join(' '));
  return text === '' ? [] : text.split(' ');
}

function stripPrefixes(text: string): string {
  for (let round = 0; round < PREFIX_ROUNDS; round++) {
    const stripped = text.replace(PREFIX_RE, '');
    if (stripped === text) break;
    text = stripped;
  }
  return text;
}

/**
 * A description's own words: folded, letters only, without the bank's noise, prefixes and the place at the end
 * ('COMPRA CARTAO DEB DROGASIL SAO PAULO BR' -> ['drogasil']). What the history keys by
 * (common/description-stem.ts), and what the SQL of bankTextSqlSteps computes from a stored description.
 */
export function bankTextWords(text: string): string[] {
  const letters = (withoutBankNoise(text).match(/[a-z]+/g) ?? []).join(' ');
  const own = stripPrefixes(letters).replace(PLACE_RE, '');
  return own === '' ? [] : own.split(' ');
}

/**
 * The same steps for SQL, in order, over the folded description: each [pattern, replacement, flags] is one
 * regexp_replace. The rounds of prefixes are bankTextWords': a round that finds none changes nothing.
 */
export const bankTextSqlSteps: ReadonlyArray<readonly [pattern: string, replacement: string, flags: string]> =
  [
    [NOISE, ' ', 'g'],
    ['[^a-z]+', ' ', 'g'],
    ['^ +| +$', '', 'g'],
    ...Array.from({ length: PREFIX_ROUNDS }, () => [PREFIX, '', ''] as const),
    [PLACE, '', ''],
  ];

/**
 * Words a bank prints around what a line is about ('Transferência enviada pelo Pix - MARIA SOUZA', 'COMPRA CARTAO
 * DEB PADARIA IPE'): they say how the money moved, not to whom, so the matcher never lets them make a row name a
 * line (server/features/matching/rules.ts).
 */
export const BANK_WORDS: ReadonlySet<string> = new Set([
  'pix',
  'ted',
  'doc',
  'tef',
  'transferencia',
  'transf',
  'enviada',
  'enviado',
  'recebida',
  'recebido',
  'pelo',
  'pela',
  'para',
  'compra',
  'compras',
  'debito',
  'credito',
  'deb',
  'cred',
  'pagamento',
  'pagto',
  'pgto',
  'boleto',
  'cartao',
  'saque',
  'deposito',
  'tarifa',
  'com',
  'das',
  'dos',
  'ltda',
  'eireli',
  'conta',
  'banco',
  'agendamento',
]);
