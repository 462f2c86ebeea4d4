import { idSchema, z } from './shared';

/**
 * Comprovantes: photos and PDFs kept with a transaction (server/features/attachments). The limits are the
 * server's and the dialog's: a file is refused before it is read whole, and the dialog says so before sending.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_TRANSACTION = 10;
/** What one book's comprovantes may hold in all (stored files and thumbnails), shown in Perfil. */
export const BOOK_ATTACHMENTS_QUOTA_BYTES = 250 * 1024 * 1024;
export const ATTACHMENT_NAME_MAX_LENGTH = 120;
/**
 * The longest side of a stored photo and of its thumbnail, in pixels. 2000: a receipt stays legible, and a phone's
 * 4000 px photo is decoded at half size straight from the JPEG (libjpeg's shrink-on-load), several times faster.
 */
export const ATTACHMENT_IMAGE_MAX_SIDE = 2000;
export const ATTACHMENT_THUMB_SIDE = 160;

/**
 * What the file input and the share target (vite.config.ts's manifest) accept; the server reads the type from the
 * bytes, never from this.
 */
export const ATTACHMENT_ACCEPT_LIST = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/pdf',
  // Extensions, for the systems that match shared or chosen files by name.
  '.heic',
  '.heif',
  '.pdf',
  '.jpg',
  '.png',
] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_ACCEPT_LIST.join(',');

export const ATTACHMENT_MESSAGES = {
  type: 'Envie uma foto (JPG, PNG, HEIC) ou um PDF de até 10 MB.',
  noFile: 'Escolha a foto ou o PDF do comprovante.',
  broken: 'O envio do comprovante foi interrompido. Tente de novo.',
  tooMany: `Uma transação pode ter até ${ATTACHMENTS_PER_TRANSACTION} comprovantes.`,
  /** Desfazer of a removal whose row was filled up since: nothing is put back. */
  undoTooMany: `Não foi possível desfazer: a transação já tem ${ATTACHMENTS_PER_TRANSACTION} comprovantes. Remova um para trazer este de volta.`,
  quota: 'Os comprovantes deste livro chegaram ao limite de 250 MB. Remova alguns para enviar outros.',
  unreadable: 'Não foi possível ler esta imagem. Envie outra foto ou um PDF.',
  busy: 'Aguarde os comprovantes que estão sendo enviados terminarem.',
  /** An image whose decoding would cost too much, refused from its header (server/features/attachments/image-bounds.ts). */
  imageTooLarge:
    'A imagem é grande demais: o limite é de 50 megapixels (menos para um PNG entrelaçado ou de 16 bits). ' +
    'Envie uma foto ou uma captura de tela comum, ou um PDF.',
  /** A person with several images already being prepared (server/features/attachments/image-gate.ts). */
  imagesBusy: 'Você já tem várias imagens sendo preparadas. Aguarde terminarem e envie de novo.',
  /** The server's images being prepared: its short line is full. */
  imagesCrowded: 'O servidor está preparando muitas imagens agora. Tente de novo em alguns segundos.',
  notFound: 'Comprovante não encontrado',
  /** The installation's bucket did not answer (server/storage/bucket-store.ts): nothing was kept. */
  storageUnavailable: 'Os comprovantes estão indisponíveis agora. Tente de novo em alguns minutos.',
  name: `O nome do comprovante deve ter de 1 a ${ATTACHMENT_NAME_MAX_LENGTH} caracteres.`,
} as const;

export const ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A comprovante as the API answers it. The URLs are the API's (the web fetches them with its token). */
export interface Attachment {
  id: number;
  transactionId: number;
  nome: string;
  tipo: AttachmentKind;
  /** The stored file's type, fixed by the server: image/jpeg, image/png or application/pdf. */
  contentType: string;
  /** Bytes of the stored file (a photo as reduced, a PDF as sent). */
  tamanho: number;
  largura: number | null;
  altura: number | null;
  /** '/api/v1/attachments/12/thumb?v=…' (the version changes with the file), never kept by the browser; null for a PDF. */
  thumbUrl: string | null;
  /** '/api/v1/attachments/12/file': the whole file, never cached, always as a download. */
  fileUrl: string;
  criadoEm: string;
}

/** A row's comprovantes in the transactions list: enough for the thumbnails. */
export interface AttachmentSummary {
  id: number;
  nome: string;
  tipo: AttachmentKind;
  thumbUrl: string | null;
}

/** GET /attachments/usage: what the current book's comprovantes take of its quota, in bytes. */
export interface AttachmentUsage {
  usado: number;
  limite: number;
  quantidade: number;
}

export const attachmentParams = z.object({ id: idSchema });
export const transactionAttachmentsParams = z.object({ id: idSchema });

export const attachmentRenameBody = z.object({
  nome: z
    .string({ error: ATTACHMENT_MESSAGES.name })
    .trim()
    .min(1, { error: ATTACHMENT_MESSAGES.name })
    .max(ATTACHMENT_NAME_MAX_LENGTH, { error: ATTACHMENT_MESSAGES.name }),
});
export type AttachmentRenameBody = z.input<typeof attachmentRenameBody>;

/** The list's filter: rows with at least one comprovante, or none. */
export const ATTACHMENT_FILTERS = ['com', 'sem'] as const;
export type AttachmentFilter = (typeof ATTACHMENT_FILTERS)[number];
export const attachmentFilterSchema = z.enum(ATTACHMENT_FILTERS, {
  error: 'Filtro de comprovante inválido: use com ou sem',
});

/** Bytes as a person reads them: '850 KB', '3,2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString('pt-BR', { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}
