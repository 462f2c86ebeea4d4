import {
  ATTACHMENT_IMAGE_MAX_SIDE,
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX_LENGTH,
} from '../attachments';
import { idSchema, z } from '../shared';
import { createdAt, text } from './fields';

/**
 * A comprovante (server/features/attachments): its row, whose file is `comprovantes/<id>` in the backup's .zip
 * (and its thumbnail `comprovantes/<id>.thumb`, a photo's). The restore checks the file against `sha256`.
 */
export const backupAttachment = z
  .object({
    id: idSchema,
    transactionId: idSchema,
    name: text(ATTACHMENT_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: 'Informe um nome' }),
    kind: z.enum(ATTACHMENT_KINDS),
    contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
    size: z.number().int().min(1).max(ATTACHMENT_MAX_BYTES),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Resumo SHA-256 inválido' }),
    width: z.number().int().min(1).max(ATTACHMENT_IMAGE_MAX_SIDE).nullish().default(null),
    height: z.number().int().min(1).max(ATTACHMENT_IMAGE_MAX_SIDE).nullish().default(null),
    createdAt,
  })
  .refine((a) => (a.kind === 'pdf') === (a.contentType === 'application/pdf'), {
    error: 'O tipo do comprovante não confere com o do arquivo',
    path: ['contentType'],
  });

/** More comprovantes than the quota could hold at their smallest is not a backup (a bound on the list). */
export const MAX_BACKUP_ATTACHMENTS = 100_000;

export type BackupAttachment = z.output<typeof backupAttachment>;
