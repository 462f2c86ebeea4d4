/**
 * Who a receipt's text says was paid (common/receipt-text.ts): a comprovante's recebedor, in its part of the text, or
 * the name a fiscal receipt prints above its CNPJ.
 */
import { fold, words } from './receipt-ocr';

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
export function payeeSection(folded: readonly string[]): { from: number; to: number } | null {
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

export function pixMerchant(lines: readonly string[], folded: readonly string[]): string | null {
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

export function printedMerchant(
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
