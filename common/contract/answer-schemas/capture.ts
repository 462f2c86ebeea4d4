import { ATTACHMENT_KINDS, type Attachment, type AttachmentUsage } from '../attachments';
import { type CaptureCodeAnswer, type CodeLinked, PIX_KEY_TYPES, type ReceiptReading } from '../capture';
import { z } from '../shared';
import { type AnswerEntries, answering, id, instant, isoDate, reais } from './blocks';
import { deletedWithUndo } from './deleted';

const attachment = answering<Attachment>()(
  z.object({
    id,
    transactionId: id,
    nome: z.string(),
    tipo: z.enum(ATTACHMENT_KINDS),
    contentType: z.string().describe('image/jpeg, image/png ou application/pdf'),
    tamanho: z.number().int().describe('Bytes do arquivo guardado'),
    largura: z.number().int().nullable(),
    altura: z.number().int().nullable(),
    thumbUrl: z.string().nullable().describe('A miniatura (caminho da API); null num PDF'),
    fileUrl: z.string().describe('O arquivo inteiro (caminho da API)'),
    criadoEm: instant,
  }),
);

const attachmentUsage = answering<AttachmentUsage>()(
  z.object({
    usado: z.number().int().describe('Bytes usados pelos comprovantes do livro'),
    limite: z.number().int().describe('Bytes que o livro pode usar'),
    quantidade: z.number().int(),
  }),
);

const receiptReading = answering<ReceiptReading>()(
  z.object({
    source: z.enum(['texto_pdf', 'ocr']),
    total: reais.nullable().describe('O total pago; null quando não foi lido'),
    date: isoDate.nullable(),
    cnpj: z.string().nullable().describe('Formatado: 12.345.678/0001-95'),
    cpf: z.string().nullable().describe('Mascarado: ***.456.789-**'),
    merchant: z.string().nullable(),
    category_id: id.nullable().describe('Sugerida pelas regras, pelo histórico ou pelo estabelecimento'),
    category_name: z.string().nullable(),
    elapsed_ms: z.number().describe('Quanto a leitura levou, em milissegundos'),
    ai_fields: z
      .array(z.enum(['total', 'date', 'cnpj', 'merchant']))
      .optional()
      .describe('Os campos sugeridos pela IA da instalação'),
  }),
);

const capturedPix = z.object({
  kind: z.literal('pix'),
  pix_type: z.enum(['estatico', 'dinamico']),
  payee_name: z.string(),
  city: z.string(),
  key: z.string().nullable(),
  key_type: z.enum(PIX_KEY_TYPES).nullable(),
  amount: reais.nullable().describe('null quando o código deixa o valor para quem paga'),
  txid: z.string().nullable(),
  message: z.string().nullable(),
});

const capturedBoleto = z.object({
  kind: z.literal('boleto'),
  boleto_type: z.enum(['bancario', 'arrecadacao']),
  line: z.string().describe('A linha digitável, formatada como impressa'),
  amount: reais.nullable(),
  due_date: isoDate.nullable(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  segment: z.string().nullable().describe('O segmento de um boleto de arrecadação'),
});

const captureCodeAnswer = answering<CaptureCodeAnswer>()(
  z.object({
    code: z.discriminatedUnion('kind', [capturedPix, capturedBoleto]),
    code_key: z.string().describe('O código normalizado; devolvido como captured_code ao salvar'),
    suggestion: z.object({
      description: z.string(),
      payee_name: z.string().nullable(),
      category_id: id.nullable(),
      category_name: z.string().nullable(),
    }),
    before: z
      .object({
        kind: z.enum(['conta', 'transacao']),
        id,
        description: z.string(),
        amount: reais,
        date: isoDate,
        paid: z.boolean().nullable().describe('Se a conta a pagar foi paga; null numa transação'),
      })
      .nullable()
      .describe('O que já foi feito com o mesmo código'),
    similar: z
      .object({
        id,
        description: z.string(),
        amount: reais,
        date: isoDate,
        account_name: z.string(),
        from_bank: z.boolean(),
      })
      .nullable()
      .describe('Uma despesa registrada que pode ser o pagamento do código'),
  }),
);

const codeLinked = answering<CodeLinked>()(z.object({ id, code_key: z.string() }));

export const CAPTURE_ANSWERS: AnswerEntries = {
  'GET /transactions/{id}/attachments': [z.array(attachment), 'Os comprovantes da transação'],
  'POST /transactions/{id}/attachments': [attachment, 'O comprovante anexado'],
  'GET /attachments/usage': [attachmentUsage, 'O espaço usado pelos comprovantes do livro'],
  'PATCH /attachments/{id}': [attachment, 'O comprovante renomeado'],
  'DELETE /attachments/{id}': [deletedWithUndo, 'O comprovante excluído'],
  'POST /attachments/{id}/read': [receiptReading, 'O que foi lido do comprovante'],
  'POST /capture/receipt': [receiptReading, 'O que foi lido do recibo ou comprovante'],
  'POST /capture/code': [captureCodeAnswer, 'O que o código diz e o que o Grana sugere'],
  'POST /capture/code/link': [codeLinked, 'A transação que guarda o código'],
};
