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

function readPix(text: string): PaymentCodeReading {
  // A QR read by a camera or a copy from an app may carry a line break inside; the payload has none.
  const payload = text.replace(/[\r\n]+/g, '');
  const parsed = parsePix(payload);
  if (hasError(parsed)) {
    return fail(
      /crc/i.test(parsed.message) ? CAPTURE_CODE_MESSAGES.pixCrc : CAPTURE_CODE_MESSAGES.pixInvalid,
    );
  }
  if (parsed.type === PixElementType.INVALID) return fail(CAPTURE_CODE_MESSAGES.pixInvalid);
  const isStatic = parsed.type === PixElementType.STATIC;
  const key = isStatic ? parsed.pixKey : null;
  const keyType = key ? (KEY_TYPES[getPixKeyInfo(key)?.type ?? ''] ?? null) : null;
  const code: CapturedPix = {
    kind: 'pix',
    pix_type: isStatic ? 'estatico' : 'dinamico',
    payee_name: parsed.merchantName,
    city: parsed.merchantCity,
    key,
    key_type: keyType,
    amount: isStatic && parsed.transactionAmount ? parsed.transactionAmount : null,
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
    amount: hasAmount && info.amount > 0 ? info.amount / 100 : null,
    due_date: info.expirationDate ? info.expirationDate.toISOString().slice(0, 10) : null,
    bank_code: arrecadacao ? null : info.bankCode,
    bank_name: arrecadacao ? null : (bank?.name ?? null),
    segment: arrecadacao && info.segment !== undefined ? arrecadacaoSegmentName(info.segment) : null,
  };
  return { ok: true, code, codeKey: line };
}
