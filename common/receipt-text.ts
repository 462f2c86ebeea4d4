import { formatCnpj, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { daysInMonth, toIsoDate } from './dates';
import { MAX_CENTS } from './money';

/**
 * What the text of a Brazilian receipt says: the total, the date, the CNPJ/CPF and the merchant. The text is a PDF's
 * own or what OCR read of a photo, so it is noisy: O read for 0, l or I for 1, S for 5, "R $", a comma read as a
 * dot, a label and its value split over two lines.
 *
 * The words come from what these documents print (checked against their public layouts):
 * - NFC-e (DANFE NFC-e, Ajuste SINIEF 19/2016 and the MOC's layout): the emitter's name above its CNPJ, "Qtd. total
 *   de itens", "Valor total R$", "Desconto R$", "Valor a pagar R$", "Troco R$", "Valor aproximado dos tributos"
 *   (Lei 12.741/2012), "Emissão: dd/mm/aaaa".
 * - Cupom fiscal (ECF) and CF-e SAT: "TOTAL R$", "SUBTOTAL", "Dinheiro", "TROCO", "Valor aprox. tributos".
 * - Pix comprovantes: Nubank ("Comprovante de transferência", "Valor", "Destino", "Origem"), Itaú ("Pix enviado",
 *   "valor:", "para", "de"), Bradesco ("Comprovante de transação Pix", "Dados de quem recebeu"), Banco do Brasil
 *   ("Comprovante Pix", "VALOR:", "PAGO PARA:"), Caixa ("Comprovante de Pix", "Dados do recebedor"), Inter ("Pix
 *   enviado", "Quem recebeu", "Quem pagou"), Santander ("Comprovante do Pix", "Favorecido", "Valor pago").
 * - Boletos pagos: "Comprovante de pagamento de boleto", "Beneficiário", "Valor do documento", "Valor pago",
 *   "Data do pagamento", "Data de vencimento".
 */

export type ReceiptKind = 'nfce' | 'pix' | 'boleto';

export interface ReceiptText {
  kind: ReceiptKind;
  /** Cents; null when no total was found. */
  totalCents: number | null;
  /** ISO; null when no date was found. */
  date: string | null;
  /** Formatted '12.345.678/0001-95', check digits valid. */
  cnpj: string | null;
  /** Masked '***.456.789-**', check digits valid. */
  cpf: string | null;
  merchant: string | null;
}

/** OCR's usual confusions inside a number: letters that look like digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
};
const DIGITISH = '[0-9OolIi|SsBZDQ]';

const asDigits = (text: string) => text.replace(/[OolIi|SsBZDQ]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);

/** Upper case without accents, for matching words. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/**
 * A word as a pattern that forgives OCR: O may be 0, I/L may be 1 or |, S may be 5, spaces may be several. Built
 * from the folded spelling ('VALOR TOTAL').
 */
function loose(word: string): string {
  const byLetter: Record<string, string> = { O: '[O0Q]', I: '[I1L|]', L: '[L1I|]', S: '[S5]', ' ': '\\s*' };
  // 'TRIBUT*' is a prefix (TRIBUTOS, TRIBUTARIA); any other word ends where its letters end ('DE' is not 'DESTINO').
  const prefix = word.endsWith('*');
  const letters = [...(prefix ? word.slice(0, -1) : word)].map((c) => byLetter[c] ?? c).join('');
  return prefix ? letters : `${letters}(?![A-Z])`;
}
const words = (...list: string[]) => new RegExp(`(?:^|[^A-Z0-9])(?:${list.map(loose).join('|')})`);

/**
 * An amount with two decimals: '1.234,56', '1234,56', '45.90', '1 234,56', 'R $ 45,9O'. The decimal separator is the
 * last comma or dot followed by two digits; the rest are thousands.
 */
const AMOUNT = new RegExp(
  `(?<![0-9A-Za-z,.])(${DIGITISH}{1,3}(?:[.,\\s]${DIGITISH}{3})+|${DIGITISH}{1,9})\\s?[,.]\\s?(${DIGITISH}{2})(?![0-9A-Za-z])`,
  'g',
);

/** The amounts of a line, in cents, left to right (those with at least one true digit). */
export function amountsIn(line: string): number[] {
  const found: number[] = [];
  for (const m of line.matchAll(AMOUNT)) {
    const whole = m[1] ?? '';
    const fraction = m[2] ?? '';
    if (!/[0-9]/.test(whole + fraction)) continue;
    const digits = asDigits(whole).replace(/[.,\s]/g, '');
    const value = Number(digits) * 100 + Number(asDigits(fraction));
    if (Number.isSafeInteger(value) && value > 0 && value <= MAX_CENTS) found.push(value);
  }
  return found;
}

/** Labels of the total, strongest first; a line matching EXCLUDED is never the total. */
const TOTAL_LABELS: RegExp[] = [
  words('VALOR A PAGAR', 'TOTAL A PAGAR', 'VALOR PAGO', 'VALOR COBRADO'),
  words('VALOR TOTAL', 'VL TOTAL', 'VL. TOTAL'),
  words('TOTAL'),
  words('VALOR DO PIX', 'VALOR DA TRANSFERENCIA', 'VALOR ENVIADO', 'VALOR DO PAGAMENTO', 'VALOR'),
  words('VALOR DO DOCUMENTO', 'VALOR NOMINAL', 'VALOR ORIGINAL'),
];
const EXCLUDED = words(
  'SUBTOTAL',
  'SUB TOTAL',
  'SUB-TOTAL',
  'TROCO',
  'DESCONTO',
  'DESC*',
  'TRIBUT*',
  'IMPOSTO',
  'APROX*',
  'ACRESC*',
  'TARIFA',
  'QTD',
  'QUANTIDADE',
  'ITENS',
  'JUROS',
  'MULTA',
  'LEI 12*',
  'DINHEIRO',
  'RECEBIDO',
  'SALDO',
  'LIMITE',
);

function totalOf(lines: readonly string[], folded: readonly string[]): number | null {
  for (const label of TOTAL_LABELS) {
    for (let i = 0; i < folded.length; i++) {
      const line = folded[i] ?? '';
      const hit = label.exec(line);
      if (!hit || EXCLUDED.test(line)) continue;
      // The amount after the label on its line, else on the next line (a label and its value split by OCR or by
      // a two-column layout read as two lines).
      const after = (lines[i] ?? '').slice(hit.index + hit[0].length);
      const same = amountsIn(after);
      if (same.length > 0) return same[same.length - 1] ?? null;
      const next = lines[i + 1];
      const nextFolded = folded[i + 1] ?? '';
      if (
        next !== undefined &&
        !EXCLUDED.test(nextFolded) &&
        !hasLetters(nextFolded.replace(/R\s*\$|RS\b/, ''))
      ) {
        const below = amountsIn(next);
        if (below.length > 0) return below[0] ?? null;
      }
    }
  }
  return null;
}

const hasLetters = (text: string) => /[A-Z]{3,}/.test(text);

const MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'] as const;

/** The year of a two-digit year: receipts are of this century. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

function isoOf(year: number, month: number, day: number): string | null {
  const y = fullYear(year);
  if (y < 2000 || y > 2099 || month < 1 || month > 12 || day < 1 || day > daysInMonth(y, month)) return null;
  return toIsoDate(y, month, day);
}

const NUMERIC_DATE = new RegExp(
  `(?<![0-9])(${DIGITISH}{1,2})\\s?[/.-]\\s?(${DIGITISH}{1,2})\\s?[/.-]\\s?(${DIGITISH}{4}|${DIGITISH}{2})(?![0-9])`,
  'g',
);
const ISO_DATE = /(?<![0-9])(20\d{2})-(\d{2})-(\d{2})(?![0-9])/g;
const WORD_DATE =
  /(?<![0-9])(\d{1,2})\s*(?:DE\s+|\/\s*|-\s*)?([A-Z]{3})[A-Z]*\.?\s*(?:DE\s+|\/\s*|-\s*)?(\d{4})/g;

/** The dates of a folded line, as ISO, left to right. */
export function datesIn(foldedLine: string): string[] {
  const found: { at: number; iso: string }[] = [];
  for (const m of foldedLine.matchAll(NUMERIC_DATE)) {
    const [day, month, year] = [m[1], m[2], m[3]].map((t) => Number(asDigits(t ?? '')));
    const iso = isoOf(year ?? 0, month ?? 0, day ?? 0);
    if (iso) found.push({ at: m.index, iso });
  }
  for (const m of foldedLine.matchAll(ISO_DATE)) {
    const iso = isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) found.push({ at: m.index, iso });
  }
  for (const m of foldedLine.matchAll(WORD_DATE)) {
    const month = MONTHS.indexOf((m[2] ?? '') as (typeof MONTHS)[number]) + 1;
    const iso = month > 0 ? isoOf(Number(m[3]), month, Number(m[1])) : null;
    if (iso) found.push({ at: m.index, iso });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.iso);
}

/** Dates a line may carry that are not the purchase's or payment's. */
const OTHER_DATES = words('VENCIMENTO', 'VENC*', 'VALIDADE', 'NASCIMENTO', 'PREVISAO', 'AGENDAD*', 'LIMITE');
const DATE_LABELS = words(
  'DATA DO PAGAMENTO',
  'DATA DE PAGAMENTO',
  'PAGO EM',
  'PAGAMENTO EM',
  'DATA DA TRANSFERENCIA',
  'REALIZAD*',
  'EFETIVAD*',
  'EMISSAO',
  'DATA E HORA',
  'DATA',
);

function dateOf(folded: readonly string[]): string | null {
  let first: string | null = null;
  for (let i = 0; i < folded.length; i++) {
    const line = folded[i] ?? '';
    if (OTHER_DATES.test(line)) continue;
    const dates = datesIn(line);
    if (DATE_LABELS.test(line)) {
      if (dates[0]) return dates[0];
      // The label alone on its line, the date below it.
      const below = OTHER_DATES.test(folded[i + 1] ?? '') ? [] : datesIn(folded[i + 1] ?? '');
      if (below[0]) return below[0];
    }
    first ??= dates[0] ?? null;
  }
  return first;
}

/** Between a document's groups of digits: the printed dot, slash or dash, and what OCR adds (a space, a stray comma). */
const GAP = '[\\s.,/\\\\-]{0,3}';
/** 14 digits of a CNPJ as printed ('12.345.678/0001-95', '12345678000195', '11.444 ,.777/0001-61'). */
const CNPJ_SHAPE = new RegExp(
  `(?<![0-9])(${DIGITISH}{2}${GAP}${DIGITISH}{3}${GAP}${DIGITISH}{3}${GAP}${DIGITISH}{4}${GAP}${DIGITISH}{2})(?![0-9])`,
  'g',
);
const CPF_SHAPE = new RegExp(
  `(?<![0-9*])(${DIGITISH}{3}${GAP}${DIGITISH}{3}${GAP}${DIGITISH}{3}${GAP}${DIGITISH}{2})(?![0-9*])`,
  'g',
);

function digitsOf(found: string): string {
  return asDigits(found).replace(/\D/g, '');
}

/** The valid CNPJs of the lines, in order (digits only). */
function cnpjsIn(lines: readonly string[]): { digits: string; line: number }[] {
  const found: { digits: string; line: number }[] = [];
  lines.forEach((line, index) => {
    for (const m of line.matchAll(CNPJ_SHAPE)) {
      const digits = digitsOf(m[1] ?? '');
      if (/[0-9]/.test(m[1] ?? '') && digits.length === 14 && isValidCnpj(digits))
        found.push({ digits, line: index });
    }
  });
  return found;
}

function cpfsIn(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    for (const m of line.matchAll(CPF_SHAPE)) {
      const digits = digitsOf(m[1] ?? '');
      if (digits.length === 11 && isValidCpf(digits)) found.push(digits);
    }
  }
  return found;
}

/** A CPF as shown everywhere: the middle six digits only. */
export const maskCpf = (digits: string) => `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;

/** Where a comprovante starts saying who received the money, and where it starts saying who paid. */
const PAYEE_HEADERS = words(
  'QUEM RECEBEU',
  'DADOS DE QUEM RECEBEU',
  'DADOS DO RECEBEDOR',
  'RECEBEDOR',
  'DESTINO',
  'DESTINATARIO',
  'FAVORECIDO',
  'BENEFICIARIO',
  'PAGO PARA',
  'PARA',
);
const PAYER_HEADERS = words(
  'QUEM PAGOU',
  'DADOS DE QUEM PAGOU',
  'DADOS DO PAGADOR',
  'PAGADOR',
  'ORIGEM',
  'DE',
  'REMETENTE',
);
/** Labels of a comprovante's fields, which are not a name. */
const FIELD_LABELS = words(
  'NOME',
  'CPF',
  'CNPJ',
  'CHAVE',
  'INSTITUICAO',
  'BANCO',
  'AGENCIA',
  'CONTA',
  'TIPO',
  'ID',
  'VALOR',
  'DATA',
  'AUTENTICACAO',
  'CODIGO',
  'LINHA DIGITAVEL',
  'DOCUMENTO',
  'RAZAO SOCIAL',
);

/** The lines of the recebedor's part: from a payee header to the next payer header (or the end), else none. */
function payeeSection(folded: readonly string[]): { from: number; to: number } | null {
  const start = folded.findIndex((line) => isHeader(line, PAYEE_HEADERS));
  if (start < 0) return null;
  let end = folded.length;
  for (let i = start + 1; i < folded.length; i++) {
    if (isHeader(folded[i] ?? '', PAYER_HEADERS)) {
      end = i;
      break;
    }
  }
  return { from: start, to: end };
}

/** A header starts its line ('Destino', 'Para: Padaria X', 'PAGO PARA:'), never inside a sentence. */
function isHeader(line: string, headers: RegExp): boolean {
  const hit = headers.exec(line);
  return hit !== null && hit.index <= 1;
}

/** What is left of a line once its label is taken off ('Nome: Padaria X' → 'Padaria X'). */
function valueAfterLabel(line: string, label: RegExp): string {
  const hit = label.exec(fold(line));
  if (!hit) return line.trim();
  return line
    .slice(hit.index + hit[0].length)
    .replace(/^[\s:.-]+/, '')
    .trim();
}

const looksLikeName = (line: string) =>
  /[A-Za-zÀ-ÿ]{3,}/.test(line) && !/\d{4,}/.test(line.replace(/\s/g, ''));

function clean(name: string): string | null {
  const text = name
    .replace(/\s+/g, ' ')
    .replace(/[:;,.\s-]+$/, '')
    .trim();
  return text.length >= 3 ? text.slice(0, 120) : null;
}

function pixMerchant(lines: readonly string[], folded: readonly string[]): string | null {
  const section = payeeSection(folded);
  if (!section) return null;
  const nameLabel = words('NOME', 'RAZAO SOCIAL');
  for (let i = section.from; i < section.to; i++) {
    const line = lines[i] ?? '';
    const f = folded[i] ?? '';
    if (i === section.from) {
      // 'Para: Padaria X' or 'PAGO PARA: PADARIA X': the name after the header.
      const rest = valueAfterLabel(line, PAYEE_HEADERS);
      if (looksLikeName(rest) && !FIELD_LABELS.test(fold(rest).slice(0, 12))) return clean(rest);
      continue;
    }
    if (nameLabel.test(f) && nameLabel.exec(f)?.index === 0) {
      const rest = valueAfterLabel(line, nameLabel);
      if (looksLikeName(rest)) return clean(rest);
      const below = lines[i + 1];
      if (below && looksLikeName(below)) return clean(below);
      continue;
    }
    if (!FIELD_LABELS.test(f) && looksLikeName(line)) return clean(line);
  }
  return null;
}

/** What heads a fiscal receipt and is no one's name. */
const DOCUMENT_WORDS = words(
  'DOCUMENTO AUXILIAR',
  'DANFE',
  'NFC-E',
  'NOTA FISCAL',
  'CUPOM FISCAL',
  'EXTRATO',
  'CF-E',
  'SAT',
  'CONSUMIDOR',
  'COMPROVANTE',
);

function printedMerchant(
  lines: readonly string[],
  folded: readonly string[],
  cnpjLine: number | null,
): string | null {
  const end = cnpjLine ?? Math.min(lines.length, 4);
  for (let i = 0; i < end; i++) {
    const line = lines[i] ?? '';
    if (looksLikeName(line) && !DOCUMENT_WORDS.test(folded[i] ?? '')) return clean(line);
  }
  // The name printed on the CNPJ's line ('PADARIA X CNPJ 12.345.678/0001-95').
  if (cnpjLine !== null) {
    const before = (lines[cnpjLine] ?? '').split(/CNPJ/i)[0] ?? '';
    if (looksLikeName(before)) return clean(before);
  }
  return null;
}

const PIX_WORDS = words('PIX', 'COMPROVANTE DE TRANSFERENCIA', 'TRANSFERENCIA ENVIADA', 'QUEM RECEBEU');
const BOLETO_WORDS = words('BOLETO', 'LINHA DIGITAVEL', 'CODIGO DE BARRAS');

function kindOf(folded: readonly string[]): ReceiptKind {
  const all = folded.join('\n');
  if (/NFC-?E|CUPOM FISCAL|CF-?E|DANFE/.test(all)) return 'nfce';
  if (BOLETO_WORDS.test(all)) return 'boleto';
  if (PIX_WORDS.test(all)) return 'pix';
  return 'nfce';
}

/** Text longer than this is cut: a receipt of three pages is far shorter, and every loop here is bounded by it. */
export const RECEIPT_TEXT_MAX_CHARS = 60_000;

/** Reads a receipt's text; each field null when it is not there (or, for CNPJ and CPF, its digits fail). */
export function readReceiptText(text: string): ReceiptText {
  const lines = text
    .slice(0, RECEIPT_TEXT_MAX_CHARS)
    .split(/\r?\n/)
    .map((line) => line.replace(/[\t\u00a0]/g, ' ').trim())
    .filter((line) => line.length > 0);
  const folded = lines.map(fold);
  const kind = kindOf(folded);
  const section = kind === 'nfce' ? null : payeeSection(folded);
  // A comprovante's documents are the recebedor's when its part is found; a fiscal receipt's CNPJ is the first.
  const own = section ? lines.slice(section.from, section.to) : lines;
  const cnpjs = cnpjsIn(own);
  const cnpjFound = cnpjs[0] ?? (section ? undefined : cnpjsIn(lines)[0]);
  const cpfs = cpfsIn(own.map((line) => line.replace(CNPJ_SHAPE, ' ')));
  const merchant =
    kind === 'nfce'
      ? printedMerchant(lines, folded, cnpjFound ? cnpjFound.line : null)
      : (pixMerchant(lines, folded) ?? null);
  return {
    kind,
    totalCents: totalOf(lines, folded),
    date: dateOf(folded),
    cnpj: cnpjFound ? formatCnpj(cnpjFound.digits) : null,
    cpf: cpfs[0] ? maskCpf(cpfs[0]) : null,
    merchant,
  };
}
