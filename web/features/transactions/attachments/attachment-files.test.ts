import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_TRANSACTION,
} from '../../../../common/contract/attachments';
import { acceptFiles, attachmentCountText, attachmentsTitle, fileProblem } from './attachment-files';

const photo = { name: 'nota.jpg', size: 200_000, type: 'image/jpeg' };

describe('comprovantes chosen in the dialog', () => {
  it('refuse a file over 10 MB, an empty one, or one that is neither a photo nor a PDF, before sending', () => {
    expect(fileProblem(photo)).toBeNull();
    expect(fileProblem({ ...photo, size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(fileProblem({ ...photo, size: ATTACHMENT_MAX_BYTES + 1 })).toBe(ATTACHMENT_MESSAGES.type);
    expect(fileProblem({ ...photo, size: 0 })).toBe(ATTACHMENT_MESSAGES.unreadable);
    expect(fileProblem({ name: 'planilha.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toBe(
      ATTACHMENT_MESSAGES.type,
    );
    // A phone that gives no type for a HEIC photo: its name says it.
    expect(fileProblem({ name: 'IMG_0001.HEIC', size: 10, type: '' })).toBeNull();
    expect(fileProblem({ name: 'boleto.pdf', size: 10, type: 'application/pdf' })).toBeNull();
  });

  it('keep the files that fit, up to the per-transaction limit, and say the first refusal once', () => {
    const big = { ...photo, name: 'grande.jpg', size: ATTACHMENT_MAX_BYTES + 1 };
    const result = acceptFiles([big, photo, big], 0);
    expect(result.accepted).toEqual([photo]);
    expect(result.problem).toBe(ATTACHMENT_MESSAGES.type);
    const full = acceptFiles([photo, photo], ATTACHMENTS_PER_TRANSACTION - 1);
    expect(full.accepted).toHaveLength(1);
    expect(full.problem).toBe(ATTACHMENT_MESSAGES.tooMany);
  });

  it('name the section and the paperclip with the count', () => {
    expect(attachmentsTitle(0)).toBe('Comprovantes');
    expect(attachmentsTitle(2)).toBe('Comprovantes (2)');
    expect(attachmentCountText(1)).toBe('1 comprovante');
    expect(attachmentCountText(3)).toBe('3 comprovantes');
  });
});
