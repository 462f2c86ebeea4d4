import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_TRANSACTION,
} from '../../../../common/contract/attachments';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/pdf']);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|heic|heif|pdf)$/i;

/**
 * Why a chosen file is refused before it is sent (the server would refuse it too, after the upload): too large,
 * empty, or neither a photo nor a PDF by its type or its name. Null when it may go.
 */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.type;
  if (file.size === 0) return ATTACHMENT_MESSAGES.unreadable;
  // A phone may give no type (HEIC on some browsers): the name then says it.
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return ATTACHMENT_MESSAGES.type;
  return null;
}

/**
 * The files that may be sent, given how many the transaction already has, and the first reason one was left out
 * (said once: a person who drops three large photos reads one sentence).
 */
export function acceptFiles<T extends { name: string; size: number; type: string }>(
  files: readonly T[],
  already: number,
): { accepted: T[]; problem: string | null } {
  const accepted: T[] = [];
  let problem: string | null = null;
  for (const file of files) {
    const refusal =
      fileProblem(file) ??
      (already + accepted.length >= ATTACHMENTS_PER_TRANSACTION ? ATTACHMENT_MESSAGES.tooMany : null);
    if (refusal === null) accepted.push(file);
    else problem ??= refusal;
  }
  return { accepted, problem };
}

/** 'Comprovantes (2)': the section's title with how many it holds. */
export function attachmentsTitle(count: number): string {
  return count > 0 ? `Comprovantes (${count})` : 'Comprovantes';
}

/** The paperclip's name for a screen reader: '1 comprovante', '3 comprovantes'. */
export function attachmentCountText(count: number): string {
  return `${count} ${count === 1 ? 'comprovante' : 'comprovantes'}`;
}
