import {
  BACKUP_FORMAT,
  BACKUP_READABLE_VERSIONS,
  type BackupDocument,
  backupDocument,
} from '../../../../common/contract/export/document';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { badRequest } from '../../../http/errors';

/** The document checked by the contract's schema; the first problem is answered with where it is. */
export function readBackup(body: unknown): BackupDocument {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(RESTORE_MESSAGES.notBackup);
  }
  const header = body as { format?: unknown; version?: unknown };
  if (header.format !== BACKUP_FORMAT) throw badRequest(RESTORE_MESSAGES.notBackup);
  if (!BACKUP_READABLE_VERSIONS.includes(header.version))
    throw badRequest(RESTORE_MESSAGES.version(header.version));
  const parsed = backupDocument.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      RESTORE_MESSAGES.invalid(pathText(issue?.path ?? []), issue?.message ?? 'dados inválidos'),
    );
  }
  return parsed.data;
}

/** ['transactions', 12, 'amount'] -> 'transactions[12].amount'. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? 'documento' : text;
}
