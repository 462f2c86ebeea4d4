import type { Attachment } from '../../../common/contract/attachments';
import type { AttachmentRow } from './repository';

/**
 * The thumbnail's address carries a version (the key's first characters): the file behind an id never changes, so
 * the web app keeps it in memory under this address for the session, and a row restored elsewhere (new id, new key)
 * is a new address. The browser's own cache never keeps it (send.ts).
 */
export const thumbUrlOf = (id: number, key: string) => `/api/v1/attachments/${id}/thumb?v=${key.slice(0, 8)}`;

export function presentAttachment(row: AttachmentRow): Attachment {
  const id = Number(row.id);
  return {
    id,
    transactionId: Number(row.transaction_id),
    nome: row.name,
    tipo: row.kind,
    contentType: row.content_type,
    tamanho: Number(row.size),
    largura: row.width,
    altura: row.height,
    thumbUrl: row.thumb_size > 0 ? thumbUrlOf(id, row.key) : null,
    fileUrl: `/api/v1/attachments/${id}/file`,
    criadoEm: new Date(row.created_at).toISOString(),
  };
}
