import { idSchema, z } from './shared';

/**
 * Capture without typing (server/features/capture): a Pix code or a boleto's line read into the fields of a
 * transaction or of a conta a pagar, and a receipt's photo or PDF read offline. Nothing here writes: what was read
 * is shown for review and saved only by the person's own "Salvar".
 */

/** A BR Code is at most 512 characters (EMV QRCPS); a linha digitável 48 digits with its dots and spaces. */
export const CAPTURE_CODE_MAX_LENGTH = 512;

export const CAPTURE_CODE_MESSAGES = {
  empty: 'Cole o código Pix (copia e cola) ou a linha digitável do boleto.',
  tooLong: `O código pode ter até ${CAPTURE_CODE_MAX_LENGTH} caracteres.`,
  /** Neither a BR Code nor a boleto's digits. */
  unknown: 'Este código não é um Pix copia e cola nem a linha digitável de um boleto.',
  /** A BR Code whose CRC16 does not match: a character was lost or changed in the copy. */
  pixCrc: 'Este código Pix está incompleto ou foi alterado: copie-o de novo.',
  /** A BR Code with no merchant account template of Pix (GUI br.gov.bcb.pix): another scheme's QR code. */
  notPix: 'Este QR Code não é um Pix: ele é de outro meio de pagamento.',
  /** A Pix code the library could not read for another reason. */
  pixInvalid: 'Não foi possível ler este código Pix. Confira se foi copiado inteiro.',
  /** A line or bar code of a boleto's length whose check digits fail (módulo 10/11). */
  boletoDigits:
    'A linha digitável do boleto não confere: um dos números foi digitado errado. Confira e tente de novo.',
  /** Digits of no boleto's length (44 bar code, 47 bancário, 48 arrecadação). */
  boletoLength:
    'A linha digitável do boleto tem 47 ou 48 números (o código de barras, 44). Confira se está completa.',
} as const;

export const captureCodeBody = z.object({
  code: z
    .string({ error: CAPTURE_CODE_MESSAGES.empty })
    .trim()
    .min(1, { error: CAPTURE_CODE_MESSAGES.empty })
    .max(CAPTURE_CODE_MAX_LENGTH, { error: CAPTURE_CODE_MESSAGES.tooLong })
    // A static BR Code of R$ 12,50 (built with pix-utils' createStaticPix): the API reference's and the trust walks'.
    .meta({
      examples: [
        '00020126410014br.gov.bcb.pix0119padaria@example.com520400005303986540512.505802BR5915PADARIA EXEMPLO6009SAO PAULO62070503***63044191',
      ],
    }),
});
export type CaptureCodeBody = z.input<typeof captureCodeBody>;

/** A Pix key's type, in the words the Banco Central's apps use. */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
};

/** What a Pix copia e cola (BR Code) says. */
export interface CapturedPix {
  kind: 'pix';
  /** estatico: a key with an optional amount; dinamico: a charge behind a URL (its amount is in the charge). */
  pix_type: 'estatico' | 'dinamico';
  /** The recebedor's name and city as the code carries them (uppercase, without accents, by the standard). */
  payee_name: string;
  city: string;
  /** The key of a static code; null for a dynamic one. */
  key: string | null;
  key_type: PixKeyType | null;
  /** Reais; null when the code leaves the amount to the payer. */
  amount: number | null;
  txid: string | null;
  /** The code's "informação adicional", when it has one. */
  message: string | null;
}

/** What a boleto's linha digitável or bar code says. */
export interface CapturedBoleto {
  kind: 'boleto';
  /** bancario: cobrança of a bank (47 digits); arrecadacao: a concessionária, tax or fine (48 digits). */
  boleto_type: 'bancario' | 'arrecadacao';
  /** The linha digitável, formatted as printed ('00190.00009 01149.718601 …'). */
  line: string;
  /** Reais; null when the boleto carries no amount (or a reference quantity, not money). */
  amount: number | null;
  /** The due date (ISO), from the bancário's fator de vencimento; null for arrecadação and for boletos without one. */
  due_date: string | null;
  /** A bancário's bank: '001', 'Banco do Brasil S.A.'; null for arrecadação. */
  bank_code: string | null;
  bank_name: string | null;
  /** An arrecadação's segment in words ('Energia elétrica e gás', 'Telecomunicações'); null for bancário. */
  segment: string | null;
}

export type CapturedCode = CapturedPix | CapturedBoleto;

/** Something the person already made from the same code: a conta a pagar or a recorded transaction. */
export interface CapturedBefore {
  kind: 'conta' | 'transacao';
  id: number;
  description: string;
  /** Reais. */
  amount: number;
  /** The conta's due date or the transaction's date (ISO). */
  date: string;
  /** A conta's payment status; null for a transaction. */
  paid: boolean | null;
}

/**
 * How far before the code's date (a boleto's due date, else today) a recorded expense of the same amount may be
 * its payment already there: a bank line imported or synced first, or a row typed by hand.
 */
export const SIMILAR_WINDOW_DAYS = 10;

/**
 * A recorded expense of the code's amount, dated up to SIMILAR_WINDOW_DAYS before its date (or since), that holds
 * no code: maybe this very payment, already in the book (the statement came first). The nearest in date.
 */
export interface CapturedSimilar {
  id: number;
  description: string;
  /** Reais. */
  amount: number;
  date: string;
  account_name: string;
  /** It came from the bank (a statement file or bank sync), not typed. */
  from_bank: boolean;
}

/** POST /capture/code/link: the code kept with a recorded row ('Guardar o código neste lançamento'). */
export const captureLinkBody = captureCodeBody.extend({ transaction_id: idSchema });
export type CaptureLinkBody = z.input<typeof captureLinkBody>;

export const CAPTURE_LINK_TAKEN_MESSAGE = 'Este lançamento já guarda outro código Pix ou boleto.';

/** POST /capture/code/link's answer: the transaction that now keeps the code, and the code's key. */
export interface CodeLinked {
  id: number;
  code_key: string;
}

/**
 * POST /capture/code's answer: what the code says, what Grana's rules, history and merchants suggest for it, and
 * what was made from the same code before (the same boleto pasted twice is one bill).
 */
export interface CaptureCodeAnswer {
  code: CapturedCode;
  /** The normalised code the server recognises it by; sent back as `captured_code` when saving. */
  code_key: string;
  suggestion: {
    description: string;
    payee_name: string | null;
    category_id: number | null;
    category_name: string | null;
  };
  before: CapturedBefore | null;
  /** When nothing was made from the code: a recorded expense that may be its payment (CapturedSimilar). */
  similar: CapturedSimilar | null;
}

/**
 * Reading a receipt or comprovante (POST /capture/receipt with a file, POST /attachments/:id/read for a stored one).
 * Limits: one reading per person at a time, RECEIPT_READ_TIMEOUT_MS each, RECEIPT_READ_MAX_PAGES pages of a PDF.
 */
export const RECEIPT_READ_TIMEOUT_MS = 20_000;
export const RECEIPT_READ_MAX_PAGES = 3;
export const RECEIPT_MESSAGES = {
  busy: 'Já estamos lendo um comprovante seu. Aguarde terminar para enviar outro.',
  timeout: 'A leitura do comprovante demorou demais. Preencha os campos à mão ou envie uma foto mais nítida.',
  nothing: 'Não encontramos valor, data nem CNPJ neste comprovante. Preencha os campos à mão.',
  notFound: 'Comprovante não encontrado',
  /** Readings of everyone in one process are bounded: this one waited too long for its turn. */
  crowded: 'Muitos comprovantes estão sendo lidos agora. Tente de novo em alguns segundos.',
  /** A PDF that is damaged or locked, or holds neither text nor a picture of a page. */
  unreadablePdf: 'Não foi possível ler este PDF. Envie uma foto do comprovante ou o PDF original do banco.',
} as const;

/** Where a read value came from: the PDF's own text, or the picture read by OCR. */
export type ReceiptSource = 'texto_pdf' | 'ocr';

/** What was read of a receipt; each field null when it was not found. The web marks each "lido do comprovante". */
export interface ReceiptReading {
  source: ReceiptSource;
  /** Reais: the total paid (VALOR TOTAL / VALOR A PAGAR / Valor do Pix). */
  total: number | null;
  /** The date of the purchase or payment (ISO). */
  date: string | null;
  /** A CNPJ whose check digits hold, formatted ('12.345.678/0001-95'). */
  cnpj: string | null;
  /** A CPF whose check digits hold, masked as shown everywhere ('***.456.789-**'). */
  cpf: string | null;
  /** The merchant or recebedor, as printed. */
  merchant: string | null;
  /** From Grana's rules, the person's history and the known merchants; null when nothing suggests one. */
  category_id: number | null;
  category_name: string | null;
  /** How long the reading took, in milliseconds (shown nowhere; measured by the bench). */
  elapsed_ms: number;
  /**
   * The fields the installation's AI proposed (CAPTURE_AI_URL) where the rules read nothing: the web says
   * "sugerido pela IA" for these instead of "lido do comprovante". Empty without the AI.
   */
  ai_fields?: Array<'total' | 'date' | 'cnpj' | 'merchant'>;
}

export const attachmentReadParams = z.object({ id: idSchema });
