import { formatCnpj } from '@brazilian-utils/brazilian-utils';
import { MAX_CENTS } from './money';
import { dateOf } from './receipt-dates';
import { CNPJ_SHAPE, cnpjsIn, cpfsIn, maskCpf } from './receipt-documents';
import { payeeSection, pixMerchant, printedMerchant } from './receipt-merchant';
import { asDigits, DIGITISH, fold, words } from './receipt-ocr';

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
 *
 * The total and the kind are read here; the date in receipt-dates.ts, the CNPJ/CPF in receipt-documents.ts, the
 * merchant in receipt-merchant.ts, each through receipt-ocr.ts's words that forgive OCR.
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
