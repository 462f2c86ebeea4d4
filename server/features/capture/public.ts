// What the capture offers other features: reading a payment code is common/payment-codes.ts (the web's too).
export { captureRepository } from './code/repository';
