// The informe de rendimentos' text as the Receita's model prints it (IN RFB nº 2.060/2021, Anexo I: "Comprovante
// de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte"): the year, the paying source (quadro 1) and the
// figures of quadros 3 (tributáveis, previdência oficial, IRRF), 4 (isentos) and 5 (tributação exclusiva: 13º, its
// IRRF, outros). Each quadro's lines are numbered, their amount at the line's end ("1. Total dos rendimentos
// (inclusive férias) 26.540,00"); a long label wraps to the next line after its amount, which is skipped.
import type { StatementReading } from '../../../common/contract/income-tax-statements';
import { fullDocument, readDocument } from '../../../common/documents';
import { centsToReais, parseAmount } from '../../../common/money';

const TITLE = /COMPROVANTE\s+DE\s+RENDIMENTOS\s+PAGOS/i;
const YEAR = /ano[-\s]?calend[aá]rio\s*(?:de\s*)?(\d{4})/i;
/** A CNPJ (also the alphanumeric one) or a CPF as printed. */
const DOCUMENT = /([0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2})/;
/** A numbered line of a quadro and its amount at the end. */
const ITEM = /^(\d{1,2})\s*[.)-]\s*(.*?)\s+(-?\d{1,3}(?:\.\d{3})*,\d{2})$/;

/** The quadros read, by the words of their headings (the model's; some sources print them in capitals). */
const QUADROS: ReadonlyArray<{ quadro: number; heading: RegExp }> = [
  { quadro: 1, heading: /^1\s*\.\s*FONTE\s+PAGADORA/i },
  { quadro: 2, heading: /^2\s*\.\s*PESSOA\s+F[IÍ]SICA\s+BENEFICI[AÁ]RIA/i },
  { quadro: 3, heading: /^3\s*\.\s*RENDIMENTOS\s+TRIBUT[AÁ]VEIS/i },
  { quadro: 4, heading: /^4\s*\.\s*RENDIMENTOS\s+ISENTOS/i },
  { quadro: 5, heading: /^5\s*\.\s*RENDIMENTOS\s+SUJEITOS\s+[AÀ]\s+TRIBUTA[CÇ][AÃ]O\s+EXCLUSIVA/i },
  { quadro: 6, heading: /^6\s*\.\s*RENDIMENTOS\s+RECEBIDOS\s+ACUMULADAMENTE/i },
  { quadro: 7, heading: /^7\s*\.\s*INFORMA[CÇ][OÕ]ES\s+COMPLEMENTARES/i },
];

/** The most lines read: an informe is two or three pages; a longer text is not one. */
const MAX_LINES = 2000;

interface Payer {
  name: string;
  document: string;
}

/** Quadro 1: the first line after its heading that holds a valid CNPJ/CPF, the name after it. */
function payerOf(lines: readonly string[], from: number): Payer | null {
  for (const line of lines.slice(from, from + 6)) {
    const found = DOCUMENT.exec(line);
    if (!found?.[1]) continue;
    const read = readDocument(found[1]);
    if (!read.ok) return null;
    const name = line
      .slice((found.index ?? 0) + found[1].length)
      .replace(/\s+/g, ' ')
      .trim();
    return { name, document: read.document.value };
  }
  return null;
}

/** The text's figures by quadro and line number, in cents. */
function itemsOf(lines: readonly string[]): Map<string, number> {
  const items = new Map<string, number>();
  let quadro = 0;
  for (const line of lines) {
    const heading = QUADROS.find((q) => q.heading.test(line));
    if (heading) {
      quadro = heading.quadro;
      continue;
    }
    if (quadro < 3 || quadro > 5) continue;
    const item = ITEM.exec(line);
    const cents = item?.[3] ? parseAmount(item[3], 'comma') : null;
    if (!item?.[1] || cents === null) continue;
    const key = `${quadro}.${Number(item[1])}`;
    if (!items.has(key)) items.set(key, cents);
  }
  return items;
}

/** The informe's figures from its PDF's text; null when the text is not the Receita's model or names no source. */
export function readStatementText(text: string): StatementReading | null {
  if (!TITLE.test(text)) return null;
  const lines = text
    .split('\n')
    .slice(0, MAX_LINES)
    .map((l) => l.replace(/\s+/g, ' ').trim());
  const payerAt = lines.findIndex((l) => QUADROS[0]?.heading.test(l));
  const payer = payerAt < 0 ? null : payerOf(lines, payerAt + 1);
  const items = itemsOf(lines);
  if (!payer || ![...items.keys()].some((k) => k.startsWith('3.'))) return null;
  const at = (key: string) => centsToReais(Math.max(0, items.get(key) ?? 0));
  const exemptCents = [...items]
    .filter(([key]) => key.startsWith('4.'))
    .reduce((sum, [, cents]) => sum + Math.max(0, cents), 0);
  const others = at('5.3');
  const year = YEAR.exec(text)?.[1];
  return {
    draft: {
      ano: year ? Number(year) : null,
      payer_name: payer.name,
      payer_document: fullDocument(payer.document),
      taxable: at('3.1'),
      official_pension: at('3.2'),
      withheld: at('3.5'),
      thirteenth: at('5.1'),
      thirteenth_withheld: at('5.2'),
      plr: others,
      plr_withheld: 0,
      exempt: centsToReais(exemptCents),
    },
    notes:
      others > 0
        ? [
            'O quadro 5 tem "Outros": lido como participação nos lucros (PLR). Confira no quadro 7 e informe o imposto retido sobre ela.',
          ]
        : [],
  };
}
