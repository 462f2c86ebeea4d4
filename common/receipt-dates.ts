/** The date of a receipt's text (common/receipt-text.ts): the purchase's or the payment's, never a due date. */
import { daysInMonth, toIsoDate } from './dates';
import { asDigits, DIGITISH, words } from './receipt-ocr';

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

export function dateOf(folded: readonly string[]): string | null {
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
