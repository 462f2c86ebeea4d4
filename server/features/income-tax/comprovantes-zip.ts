// The year's comprovantes of deductible payments as one .zip, a folder a code, each file named for what it proves.
import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import { paymentCode } from '../../../common/income-tax-declaration';
import { formatCents } from '../../../common/money';

export interface ReceiptFile {
  /** The payment's code ('10'). */
  code: string;
  /** The row's day, 'AAAA-MM-DD'. */
  date: string;
  amountCents: number;
  /** The payee's name, or the row's description when it has none. */
  who: string;
  /** '.pdf', '.jpg', '.png'. */
  extension: string;
}

/** The longest file name in the .zip, folder apart. */
const RECEIPT_NAME_MAX = 120;

/** Characters some file system refuses in a name, and control characters. */
const UNSAFE = /[/\\:*?"<>|\p{Cc}]/gu;

/** A name every file system takes: without / \ : * ? " < > | and control characters, spaces folded, trimmed. */
const safeName = (text: string): string => text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();

/** The first `length` characters (never half of one), trimmed. */
const cut = (text: string, length: number) =>
  Array.from(text).slice(0, Math.max(length, 0)).join('').trimEnd();

/** '10 Médicos no Brasil': a code's folder. */
const folderOf = (code: string) => safeName(`${code} ${paymentCode(code)?.label ?? ''}`);

/**
 * Each file's path: '10 Médicos no Brasil/2025-04-02 Dra. Ana Souza R$ 450,00.pdf', the name cut to
 * RECEIPT_NAME_MAX where it is long (the payee's part, so the day and the value stay). A name already given in the
 * folder (compared without case, as Windows and macOS do) gets ' (2)', ' (3)'.
 */
function receiptPaths(files: readonly ReceiptFile[]): string[] {
  const seen = new Map<string, number>();
  return files.map((file) => {
    const value = formatCents(file.amountCents);
    const named = (suffix: string) => {
      const room =
        RECEIPT_NAME_MAX - file.date.length - value.length - 2 - suffix.length - file.extension.length;
      const who = cut(safeName(file.who), room);
      return `${[file.date, who, value].filter(Boolean).join(' ')}${suffix}${file.extension}`;
    };
    const folder = folderOf(file.code);
    const key = `${folder}/${named('')}`.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${folder}/${named(count === 1 ? '' : ` (${count})`)}`;
  });
}

/**
 * The .zip, written as it is sent: `open` gives each file as a stream that reads its bytes only when the zip
 * reaches it. Stored, not compressed: photos and PDFs do not compress, and JSZip deflates on the event loop.
 */
export function receiptsZip<F extends ReceiptFile>(
  files: readonly F[],
  open: (file: F) => Readable,
): Readable {
  const zip = new JSZip();
  receiptPaths(files).forEach((path, i) => {
    zip.file(path, open(files[i] as F), { binary: true });
  });
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'STORE' }) as Readable;
}
