// A file's text: a PDF's own text when it has one, else the OCR of its pages' pictures; a photo's or a
// screenshot's by OCR. Nothing of the file is kept.
import { ATTACHMENT_MESSAGES } from '../../../../common/contract/attachments';
import { RECEIPT_MESSAGES, type ReceiptSource } from '../../../../common/contract/capture';
import { badRequest, HttpError } from '../../../http/errors';
import type { Sender } from '../../../threads/thread-pool';
import { heicToJpeg, type SentType } from '../../attachments/public';
import { photoForOcr, rawForOcr } from './image';
import type { OcrEngine } from './ocr';
import { pdfContentOffThread } from './pdf-off-thread';

export interface FileText {
  source: ReceiptSource;
  text: string;
  /** Pages (or pictures) read by OCR; 0 for a PDF's own text. */
  ocrPages: number;
}

/** The OCR of prepared images, one after the other; a failure (the worker recycled by a time limit) is a 422. */
async function ocrOf(ocr: OcrEngine, images: readonly Buffer[]): Promise<string> {
  const texts: string[] = [];
  for (const image of images) {
    try {
      texts.push(await ocr.read(image));
    } catch {
      throw new HttpError(422, RECEIPT_MESSAGES.timeout);
    }
  }
  return texts.join('\n');
}

async function prepared<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A file that starts as an image and is not one (cut short, damaged, too many pixels).
    throw badRequest(ATTACHMENT_MESSAGES.unreadable);
  }
}

/** The file's text; `sender` (the person reading) takes its turn in the PDF and HEIC threads. */
export async function textOfFile(
  sender: Sender,
  bytes: Buffer,
  type: SentType,
  ocr: OcrEngine,
): Promise<FileText> {
  if (type === 'pdf') {
    const content = await pdfContentOffThread(sender, bytes);
    if (!content) throw badRequest(RECEIPT_MESSAGES.unreadablePdf);
    if (content.text) return { source: 'texto_pdf', text: content.text, ocrPages: 0 };
    if (content.images.length === 0) throw badRequest(RECEIPT_MESSAGES.unreadablePdf);
    const images = await prepared(() => Promise.all(content.images.map(rawForOcr)));
    return { source: 'ocr', text: await ocrOf(ocr, images), ocrPages: images.length };
  }
  const jpegOrPng = type === 'heic' ? await heicToJpeg(sender, bytes) : bytes;
  const image = await prepared(() => photoForOcr(jpegOrPng));
  return { source: 'ocr', text: await ocrOf(ocr, [image]), ocrPages: 1 };
}
