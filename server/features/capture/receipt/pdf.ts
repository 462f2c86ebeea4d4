// A PDF's own text, line by line, and the pictures of its first pages when it has no text (a scan, a photo saved as
// PDF). Only the first RECEIPT_READ_MAX_PAGES pages are looked at: a comprovante is one page. A PDF that asks to
// draw more than a comprovante ever does (pdf-drawing.ts) is not parsed at all.
import { extractImages, getDocumentProxy } from 'unpdf';
import { RECEIPT_READ_MAX_PAGES } from '../../../../common/contract/capture';
import { drawingWithin } from './pdf-drawing';

/** Fewer letters than this and the PDF is taken for pictures: a comprovante's text is far longer. */
const MIN_TEXT_LETTERS = 20;
/** Pictures of one page read at most: a page of a scan is one picture, a bank's logo one more. */
const IMAGES_PER_PAGE = 2;
/** A picture smaller than this is a logo or an icon, not a page. */
const MIN_PAGE_IMAGE_SIDE = 300;

type Proxy = Awaited<ReturnType<typeof getDocumentProxy>>;
interface Item {
  str: string;
  transform: number[];
}

/** The items of a page joined into its lines: by height on the page (top first), then left to right. */
function linesOf(items: readonly Item[]): string[] {
  const rows = new Map<number, { x: number; str: string }[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = Math.round((item.transform[5] ?? 0) / 3);
    const row = rows.get(y) ?? [];
    row.push({ x: item.transform[4] ?? 0, str: item.str });
    rows.set(y, row);
  }
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((r) => r.str.trim())
        .join(' '),
    );
}

export interface PdfContent {
  /** The text of the first pages, one line a line; empty when the PDF holds pictures only. */
  text: string;
  /** The pages' pictures, when there was no text (at most IMAGES_PER_PAGE a page). */
  images: { data: Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 }[];
}

/** Undefined when the bytes are no PDF pdf.js can open (damaged, encrypted), or draw past the bound. */
export async function pdfContent(bytes: Buffer): Promise<PdfContent | undefined> {
  if (!drawingWithin(bytes)) return undefined;
  let pdf: Proxy;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
  try {
    const pages = Math.min(pdf.numPages, RECEIPT_READ_MAX_PAGES);
    const lines: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      lines.push(...linesOf(content.items.filter((i): i is Item & typeof i => 'str' in i)));
    }
    const text = lines.join('\n');
    if ((text.match(/\p{L}/gu) ?? []).length >= MIN_TEXT_LETTERS) return { text, images: [] };
    const images: PdfContent['images'] = [];
    for (let n = 1; n <= pages; n++) {
      const found = await extractImages(pdf, n);
      images.push(
        ...found
          .filter((i) => Math.min(i.width, i.height) >= MIN_PAGE_IMAGE_SIDE)
          .sort((a, b) => b.width * b.height - a.width * a.height)
          .slice(0, IMAGES_PER_PAGE),
      );
    }
    return { text: '', images };
  } catch {
    return undefined;
  } finally {
    await pdf.cleanup();
  }
}
