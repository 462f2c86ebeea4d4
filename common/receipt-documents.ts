/** The CNPJs and CPFs printed in a receipt's text (common/receipt-text.ts), kept only when their check digits hold. */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { asDigits, DIGITISH } from './receipt-ocr';

/** Between a document's groups of digits: the printed dot, slash or dash, and what OCR adds (a space, a stray comma). */
const GAP = '[\\s.,/\\\\-]{0,3}';
/** 14 digits of a CNPJ as printed ('12.345.678/0001-95', '12345678000195', '11.444 ,.777/0001-61'). */
export const CNPJ_SHAPE = new RegExp(
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
export function cnpjsIn(lines: readonly string[]): { digits: string; line: number }[] {
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

export function cpfsIn(lines: readonly string[]): string[] {
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
