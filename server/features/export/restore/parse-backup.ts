import type { BackupDocument } from '../../../../common/contract/export/document';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { plausibleBackupShape } from './backup-shape';
import { checkAttachments } from './check-attachments';
import { checkReferences } from './check-references';
import { readBackup } from './read-backup';

/** A backup read and checked, or the 400 answer for it. */
export type ParsedBackup = { ok: true; doc: BackupDocument } | { ok: false; message: string };

/**
 * Everything the restore checks before it writes: the structure, the JSON, the contract's schema, the
 * references. Plain computation, no database: it runs in a worker thread (parse-backup-off-thread.ts).
 */
export function parseBackup(bytes: Uint8Array): ParsedBackup {
  if (!plausibleBackupShape(bytes)) return { ok: false, message: RESTORE_MESSAGES.notBackupShape };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, message: RESTORE_MESSAGES.notJson };
  }
  try {
    const doc = readBackup(body);
    const problem = checkReferences(doc) ?? checkAttachments(doc);
    return problem ? { ok: false, message: problem } : { ok: true, doc };
  } catch (error) {
    // readBackup answers with an HttpError(400) whose message is for the person.
    if (error instanceof Error && (error as { statusCode?: number }).statusCode === 400) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
}
