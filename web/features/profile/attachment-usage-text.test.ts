import { describe, expect, it } from 'vitest';
import { BOOK_ATTACHMENTS_QUOTA_BYTES } from '../../../common/contract/attachments';
import { attachmentUsageText } from './attachment-usage-text';

describe("Perfil's line about comprovantes", () => {
  const limite = BOOK_ATTACHMENTS_QUOTA_BYTES;

  it('says the space used of the quota and how many files', () => {
    expect(attachmentUsageText({ usado: 3.2 * 1024 * 1024, limite, quantidade: 12 })).toBe(
      'Comprovantes: 3,2 MB de 250 MB (12 arquivos)',
    );
    expect(attachmentUsageText({ usado: 300 * 1024, limite, quantidade: 1 })).toBe(
      'Comprovantes: 300 KB de 250 MB (1 arquivo)',
    );
  });

  it('says none when the book has none', () => {
    expect(attachmentUsageText({ usado: 0, limite, quantidade: 0 })).toBe(
      'Comprovantes: nenhum arquivo (limite de 250 MB)',
    );
  });
});
