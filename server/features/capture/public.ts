// What the capture offers other features: reading a payment code is common/payment-codes.ts (the web's too).
export { captureRepository } from './code/repository';
// A PDF's own text, read in the PDF threads in the sender's turn (the informes de rendimentos read it too).
export { pdfContentOffThread } from './receipt/pdf-off-thread';
