import { getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader sees it: one string per page, one line per row of text, left to right. */
export interface PdfText {
  pages: string[];
  /** Every page joined, each run of whitespace as one space: what the tests match phrases against. */
  flat: string;
}

interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Runs whose baselines differ by less than this (PDF points) are on the same row. */
const SAME_ROW = 2;
/** A horizontal gap wider than this (PDF points) between two runs is a space between words or columns. */
const WORD_GAP = 1;

/**
 * Reads a PDF's text in JavaScript (pdf.js through unpdf): no system program such as pdftotext is needed. The
 * runs of a page are put back into rows by their baseline and into reading order by their position, with a
 * space wherever the page leaves a gap, so a table row reads 'Moradia R$ 1.800,00 29,0%'.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const runs: Run[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      runs.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    }
    pages.push(rowsOf(runs).join('\n'));
  }
  await pdf.cleanup();
  return { pages, flat: pages.join(' ').replace(/\s+/g, ' ').trim() };
}

function rowsOf(runs: Run[]): string[] {
  // Top of the page first (PDF y grows upwards), then left to right.
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Run[][] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) < SAME_ROW) row.push(run);
    else rows.push([run]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const run of row) {
      if (line !== '' && run.x - end > WORD_GAP) line += ' ';
      line += run.text;
      end = run.x + run.width;
    }
    return line;
  });
}
