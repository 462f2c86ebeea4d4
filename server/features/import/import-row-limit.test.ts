import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../../../common/csv/limits';
import { createCard, createUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('the rows an import writes', () => {
  it('a card statement of 4,170 lines marked 1/48 would write 200,160 with the later installments: refused, nothing written', async () => {
    const user = await createUser(ctx);
    const card = await createCard(ctx, user);
    const lines = ['date,title,amount'];
    for (let i = 0; i < 4170; i++) {
      lines.push(`2026-11-${String((i % 28) + 1).padStart(2, '0')},Loja ${i} - Parcela 1/48,48.00`);
    }
    const before = await tableCounts(ctx);

    const res = await uploadStatement(
      ctx,
      user,
      { content: lines.join('\n') },
      { defaultAccountId: card.id, preset: 'nubank-cartao', createInstallments: true },
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.error.message).toBe(LIMIT_MESSAGES.tooManyRowsWritten(200_160));
    expect(res.body.error.message).toBe(
      'Este extrato criaria 200.160 lançamentos (com as parcelas futuras), mais que o limite de 200.000. Divida o extrato em arquivos menores.',
    );
    expect(await tableCounts(ctx)).toEqual(before);

    // Without the later installments, the same file writes its 4,170 lines.
    const alone = await uploadStatement(
      ctx,
      user,
      { content: lines.join('\n') },
      { defaultAccountId: card.id, preset: 'nubank-cartao' },
    );
    expect(alone.status, JSON.stringify(alone.body).slice(0, 300)).toBe(200);
    expect(alone.body.data).toMatchObject({ inserted: 4170 });
  });
});
