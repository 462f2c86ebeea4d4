// What the receipts' reading offers outside its folder: the OCR engine and a file's text, for the bench's timing.
export { type OcrEngine, ocrEngine } from './ocr';
export { textOfFile } from './reader';
