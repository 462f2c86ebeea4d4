import { createStaticPix, hasError } from 'pix-utils';

/** A bakery's static Pix of R$ 42,50 (txid PED77), as its QR code reads: what a person pastes into "Colar código". */
export function padariaPixCode(): string {
  const pix = createStaticPix({
    merchantName: 'Padaria São José',
    merchantCity: 'São Paulo',
    pixKey: 'padaria@example.com',
    txid: 'PED77',
    transactionAmount: 42.5,
  });
  if (hasError(pix)) throw new Error('fixture');
  return pix.toBRCode();
}
