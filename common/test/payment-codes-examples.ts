// Test fixtures only (the unit and API tests build real-format boletos with these).
/**
 * Bar codes written here from the specifications, their check digits computed by the rules themselves:
 * bancário (Carta-Circular BCB 2.926/2000): bank(3) + currency 9 + DV + fator(4) + amount(10) + free field(25), the
 * DV by módulo 11 with weights 2..9 from the right, 0/10/11 written as 1; arrecadação (FEBRABAN layout v8 §04):
 * '8' + segment + value identifier + DV + amount(11) + company/free(29), identifier 6 = DV by módulo 10.
 */
function mod11Dv(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return String(dv === 0 || dv === 10 || dv === 11 ? 1 : dv);
}
function mod10Dv(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += Math.floor(p / 10) + (p % 10);
    weight = weight === 2 ? 1 : 2;
  }
  return String((10 - (sum % 10)) % 10);
}
export function bankBarCode(bank: string, factor: string, amountCents: number, free: string): string {
  const body = `${bank}9${factor}${String(amountCents).padStart(10, '0')}${free}`;
  return `${body.slice(0, 4)}${mod11Dv(body)}${body.slice(4)}`;
}
export function arrecadacaoBarCode(segment: string, amountCents: number, rest: string): string {
  const body = `8${segment}6${String(amountCents).padStart(11, '0')}${rest}`;
  return `${body.slice(0, 3)}${mod10Dv(body)}${body.slice(3)}`;
}
/**
 * A BR Code rewritten by the tests: `edit` changes the payload without its CRC (ID 63), whose CRC16-CCITT
 * (polynomial 0x1021, initial 0xFFFF, over the text up to '6304', Manual do BR Code) is then written again, so a
 * reader sees a well-formed code and has only its content to judge.
 */
export function rewrittenBrCode(code: string, edit: (body: string) => string): string {
  const body = `${edit(code.slice(0, -8))}6304`;
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(body)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return `${body}${crc.toString(16).toUpperCase().padStart(4, '0')}`;
}
