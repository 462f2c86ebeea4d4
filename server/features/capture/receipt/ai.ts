// The optional AI: where the installation sets CAPTURE_AI_URL (an OpenAI-compatible endpoint, a local Ollama
// included), the fields the rules could not read are asked of its model. Only that one document's text is sent,
// nothing of the person. What it answers is checked like what the rules read (a CNPJ's check digits, a real date)
// and must be in the document: an amount or a CNPJ the text does not hold is dropped, so the model can fill a gap
// the rules left but cannot invent a figure. A failure or a slow answer proposes nothing.
import { formatCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { isIsoDate } from '../../../../common/dates';
import { hasAtMostTwoDecimals, reaisToCents } from '../../../../common/money';
import { amountsIn, RECEIPT_TEXT_MAX_CHARS, type ReceiptText } from '../../../../common/receipt-text';

export interface CaptureAiConfig {
  /** The endpoint's base, '…/v1': POST {url}/chat/completions. */
  url: string;
  model: string;
  key: string | undefined;
}

export type AiField = 'total' | 'date' | 'cnpj' | 'merchant';
type Fields = Pick<ReceiptText, 'totalCents' | 'date' | 'cnpj' | 'merchant'>;

/** The longest the model is waited for: the reading's own limit (20 s) holds the OCR and this together. */
export const AI_TIMEOUT_MS = 8000;

const INSTRUCTIONS =
  'You read the text of one Brazilian receipt or payment voucher (NFC-e, cupom fiscal, Pix comprovante, boleto pago). ' +
  'Answer only a JSON object with the keys "total" (the amount paid, a number in reais, or null), "date" (the ' +
  'purchase or payment date as YYYY-MM-DD, or null), "cnpj" (the merchant or recipient CNPJ digits, or null) and ' +
  '"merchant" (the merchant or recipient name as printed, or null). Use null for anything the text does not say.';

function parseAnswer(content: string): Record<string, unknown> | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value = JSON.parse(content.slice(start, end + 1)) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What of the model's answer stands: each field checked and found in the text. */
function checked(answer: Record<string, unknown>, text: string): Partial<Fields> {
  const out: Partial<Fields> = {};
  const { total, date, cnpj, merchant } = answer;
  if (typeof total === 'number' && total > 0 && hasAtMostTwoDecimals(total)) {
    const cents = reaisToCents(total);
    if (text.split('\n').some((line) => amountsIn(line).includes(cents))) out.totalCents = cents;
  }
  if (typeof date === 'string' && isIsoDate(date) && date >= '2000-01-01') out.date = date;
  if (typeof cnpj === 'string') {
    const digits = cnpj.replace(/\D/g, '');
    if (digits.length === 14 && isValidCnpj(digits) && text.replace(/\D/g, '').includes(digits))
      out.cnpj = formatCnpj(digits);
  }
  if (typeof merchant === 'string') {
    const name = merchant.replace(/\s+/g, ' ').trim();
    const folded = (t: string) => t.toLocaleUpperCase('pt-BR').replace(/\s+/g, ' ');
    if (name.length >= 3 && name.length <= 120 && folded(text).includes(folded(name))) out.merchant = name;
  }
  return out;
}

/** The fields the rules left null, as the model proposes them; {} on any failure. */
export async function proposeFields(
  config: CaptureAiConfig,
  text: string,
  read: Fields,
): Promise<{ fields: Partial<Fields>; proposed: AiField[] }> {
  const missing = (['totalCents', 'date', 'cnpj', 'merchant'] as const).filter((k) => read[k] === null);
  if (missing.length === 0 || text.trim() === '') return { fields: {}, proposed: [] };
  const document = text.slice(0, RECEIPT_TEXT_MAX_CHARS);
  try {
    const res = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: document },
        ],
      }),
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
    if (!res.ok) return { fields: {}, proposed: [] };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    const answer = typeof content === 'string' ? parseAnswer(content) : null;
    if (!answer) return { fields: {}, proposed: [] };
    const found = checked(answer, document);
    const fields: Partial<Fields> = {};
    const proposed: AiField[] = [];
    for (const key of missing) {
      if (found[key] === undefined) continue;
      Object.assign(fields, { [key]: found[key] });
      proposed.push(key === 'totalCents' ? 'total' : key);
    }
    return { fields, proposed };
  } catch {
    return { fields: {}, proposed: [] };
  }
}
