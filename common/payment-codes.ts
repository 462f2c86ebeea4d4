import {
  formatBoleto,
  getBankByCode,
  getBoletoInfo,
  getPixKeyInfo,
  isValidBoleto,
} from '@brazilian-utils/brazilian-utils';
import { calculaMod10, calculaMod11, codBarras2LinhaDigitavel } from '@mrmgomes/boleto-utils';
import { hasError, PixElementType, parsePix } from 'pix-utils';
import { arrecadacaoSegmentName } from './arrecadacao-segments';
import {
  CAPTURE_CODE_MESSAGES,
  type CapturedBoleto,
  type CapturedCode,
  type CapturedPix,
  type PixKeyType,
} from './contract/capture';
import { MONEY_TOO_LARGE_MESSAGE } from './contract/shared';
import { centsToReais } from './money';

/**
 * Reads a pasted or scanned Pix copia e cola (BR Code) or a boleto's linha digitável / bar code. Parsing and check
 * digits are the libraries' (pix-utils: EMV fields and CRC16; brazilian-utils: módulo 10/11, amount, fator de
 * vencimento; boleto-utils: a bank's 44-digit bar code turned into its linha). Pure: the web imports it too.
 */
export type PaymentCodeReading =
  | { ok: true; code: CapturedCode; codeKey: string }
  | { ok: false; message: string };

const fail = (message: string): PaymentCodeReading => ({ ok: false, message });

/** A BR Code starts with the payload format indicator '000201' (EMV QRCPS-MPM, ID 00 = "01"). */
const BR_CODE_START = '000201';

/** pix-utils' key types in the words of PIX_KEY_TYPES. */
const KEY_TYPES: Record<string, PixKeyType> = {
  cpf: 'cpf',
  cnpj: 'cnpj',
  email: 'email',
  phone: 'telefone',
  evp: 'aleatoria',
};

/** `today` (ISO, the person's) picks the fator de vencimento's cycle of a bancário boleto. */
export function readPaymentCode(raw: string, today: string): PaymentCodeReading {
  const text = raw.trim();
  if (text === '') return fail(CAPTURE_CODE_MESSAGES.empty);
  if (text.startsWith(BR_CODE_START)) return readPix(text);
  // A linha as printed or copied from a bank's app: dots, spaces, dashes and line breaks between its digits.
  if (/^[\d\s.\-_/]+$/.test(text)) return readBoleto(text.replace(/\D/g, ''), today);
  return fail(CAPTURE_CODE_MESSAGES.unknown);
}

/** One EMV data object: a two-digit ID, a two-digit length and the value (EMV QRCPS-MPM §4.7). */
interface EmvField {
  id: string;
  value: string;
}

/** The top-level fields of an EMV payload, or null when a length runs past its end. */
function emvFields(payload: string): EmvField[] | null {
  const fields: EmvField[] = [];
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) return null;
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

const PIX_GUI = 'br.gov.bcb.pix';

/**
 * The ID of the merchant account template that is the Pix one: of IDs 26 to 51, the one whose GUI (its field 00) is
 * br.gov.bcb.pix, compared without case (Manual do BR Code do Banco Central, ID 26-51, "GUI ... br.gov.bcb.pix",
 * and EMV's GUIs are case-insensitive). A template of another scheme (another GUI) does not make a code a Pix, and
 * pix-utils reads ID 26 without looking at its GUI: hence this check.
 */
function pixTemplateId(fields: EmvField[]): string | null {
  for (const field of fields) {
    const id = Number(field.id);
    if (id < 26 || id > 51) continue;
    const gui = emvFields(field.value)?.find((sub) => sub.id === '00')?.value;
    if (gui?.toLowerCase() === PIX_GUI) return field.id;
  }
  return null;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of the payload up to and including '6304', as the BR Code's ID 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The payload with its Pix template under ID 26, where pix-utils reads it (a code may put it anywhere from 26 to 51,
 * with another scheme's in 26): the two templates swap IDs and the CRC is written again. Only called on a payload
 * whose own CRC has just been checked.
 */
function withPixTemplateAt26(fields: EmvField[], pixId: string): string {
  const body = fields
    .filter((f) => f.id !== '63')
    .map((f) => {
      const id = f.id === pixId ? '26' : f.id === '26' ? pixId : f.id;
      return `${id}${String(f.value.length).padStart(2, '0')}${f.value}`;
    })
    .join('');
  return `${body}6304${crc16(`${body}6304`)}`;
}

/** pix-utils throws, rather than answers an error, on some codes whose ID 26 is not a Pix template. */
function parsePixSafely(payload: string): ReturnType<typeof parsePix> | null {
  try {
    return parsePix(payload);
  } catch {
    return null;
  }
}

/**
 * ID 54, the transaction amount, as the Manual do BR Code writes it: up to 13 characters, digits with '.' as the
 * decimal separator and at most two decimals; no sign, exponent or word. Any other is an invalid code.
 */
const PIX_AMOUNT = /^(?=.{1,13}$)\d+(\.\d{0,2})?$/;

function readPix(text: string): PaymentCodeReading {
  // A QR read by a camera or a copy from an app may carry a line break inside; the payload has none.
  const payload = text.replace(/[\r\n]+/g, '');
  const fields = emvFields(payload);
  if (!fields) return fail(CAPTURE_CODE_MESSAGES.pixInvalid);
  // The CRC is checked here, before any rewriting below gives the payload a new one.
  const crc = fields.at(-1);
  if (crc?.id !== '63' || crc.value.toUpperCase() !== crc16(payload.slice(0, -4))) {
    return fail(CAPTURE_CODE_MESSAGES.pixCrc);
  }
  const pixId = pixTemplateId(fields);
  if (pixId === null) return fail(CAPTURE_CODE_MESSAGES.notPix);
  const parsed = parsePixSafely(pixId === '26' ? payload : withPixTemplateAt26(fields, pixId));
  if (!parsed || hasError(parsed)) return fail(CAPTURE_CODE_MESSAGES.pixInvalid);
  if (parsed.type === PixElementType.INVALID) return fail(CAPTURE_CODE_MESSAGES.pixInvalid);
  const isStatic = parsed.type === PixElementType.STATIC;
  // ID 54 is read here, not as pix-utils' number: it takes '1e300', 'Infinity' and '-5.00' as amounts.
  const amountField = fields.find((field) => field.id === '54');
  if (amountField && !PIX_AMOUNT.test(amountField.value)) return fail(CAPTURE_CODE_MESSAGES.pixInvalid);
  // A zero amount, as none, leaves the amount to the payer.
  const amount = isStatic && amountField && Number(amountField.value) > 0 ? Number(amountField.value) : null;
  // The amount is bounded as every amount of the contract is (13 characters reach R$ 9,9 trilhões).
  if (amount !== null && amount >= 1_000_000_000_000) return fail(MONEY_TOO_LARGE_MESSAGE);
  const key = isStatic ? parsed.pixKey : null;
  const keyType = key ? (KEY_TYPES[getPixKeyInfo(key)?.type ?? ''] ?? null) : null;
  const code: CapturedPix = {
    kind: 'pix',
    pix_type: isStatic ? 'estatico' : 'dinamico',
    payee_name: parsed.merchantName,
    city: parsed.merchantCity,
    key,
    key_type: keyType,
    amount,
    // '***' is the standard's "no txid" of a static code (Manual do BR Code, ID 62-05).
    txid: isStatic && parsed.txid && parsed.txid !== '***' ? parsed.txid : null,
    message: isStatic && parsed.infoAdicional ? parsed.infoAdicional : null,
  };
  return { ok: true, code, codeKey: payload };
}

function readBoleto(digits: string, today: string): PaymentCodeReading {
  if (digits.length === 44) {
    // A bar code. An arrecadação's (starting 8) is checked by brazilian-utils as it is; a bank's is turned into its
    // linha, whose check digits then prove it. Both are keyed by the linha: the same bill pasted either way is one.
    if (!digits.startsWith('8')) return readLine(codBarras2LinhaDigitavel(digits, false), today);
    if (!isValidBoleto(digits)) return fail(CAPTURE_CODE_MESSAGES.boletoDigits);
    return readLine(arrecadacaoLine(digits), today);
  }
  if (digits.length !== 47 && digits.length !== 48) return fail(CAPTURE_CODE_MESSAGES.boletoLength);
  return readLine(digits, today);
}

/**
 * An arrecadação bar code's 48-digit linha: four blocks of 11 digits, each followed by its digit, módulo 10 when the
 * value identifier (3rd digit) is 6 or 7, módulo 11 when 8 or 9 (FEBRABAN layout v8, §04/§05). boleto-utils'
 * codBarras2LinhaDigitavel takes a code ending in 14 zeros for a credit card's and answers a bank's 47 digits, so
 * only its módulo functions are used here.
 */
function arrecadacaoLine(bar: string): string {
  const mod = bar[2] === '8' || bar[2] === '9' ? calculaMod11 : calculaMod10;
  let line = '';
  for (let start = 0; start < 44; start += 11) {
    const block = bar.slice(start, start + 11);
    line += `${block}${mod(block)}`;
  }
  return line;
}

function readLine(line: string, today: string): PaymentCodeReading {
  if (!isValidBoleto(line)) return fail(CAPTURE_CODE_MESSAGES.boletoDigits);
  const info = getBoletoInfo(line, { referenceDate: new Date(`${today}T12:00:00Z`) });
  if (!info) return fail(CAPTURE_CODE_MESSAGES.boletoDigits);
  const arrecadacao = info.type === 'arrecadacao';
  const bank = arrecadacao ? null : getBankByCode(info.bankCode);
  // An arrecadação whose value identifier says "reference quantity" (7, 9) carries no money amount.
  const hasAmount = arrecadacao ? info.hasEffectiveValue !== false : true;
  const code: CapturedBoleto = {
    kind: 'boleto',
    boleto_type: arrecadacao ? 'arrecadacao' : 'bancario',
    line: formatBoleto(line),
    amount: hasAmount && info.amount > 0 ? centsToReais(info.amount) : null,
    due_date: info.expirationDate ? info.expirationDate.toISOString().slice(0, 10) : null,
    bank_code: arrecadacao ? null : info.bankCode,
    bank_name: arrecadacao ? null : (bank?.name ?? null),
    segment: arrecadacao && info.segment !== undefined ? arrecadacaoSegmentName(info.segment) : null,
  };
  return { ok: true, code, codeKey: line };
}
