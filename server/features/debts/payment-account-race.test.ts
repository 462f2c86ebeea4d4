import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { SAC_LOAN } from '../../test/fixtures/loans';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const loan = { ...SAC_LOAN, kind: 'emprestimo' };

describe('a debt saved while its payment account is deleted', () => {
  it('whichever comes first: the debt is saved and left without the account, or refused as not found; never a server error', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    for (let round = 1; round <= 10; round++) {
      const account = await createAccount(ctx, user, { name: `Conta ${round}`, type: 'checking' });
      const [saved, deleted] = await Promise.all([
        as.post('/debts', { ...loan, name: `Empréstimo ${round}`, paymentAccountId: account.id }),
        as.delete('/accounts', { id: account.id }),
      ]);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect([201, 404], JSON.stringify(saved.body)).toContain(saved.status);
      if (saved.status === 201) {
        const debts = (await as.get('/debts')).body.data.debts as Array<{
          id: number;
          paymentAccountId: number | null;
        }>;
        expect(debts.find((d) => d.id === saved.body.data.id)?.paymentAccountId).toBeNull();
      } else {
        expect(saved.body.error.message).toBe('Conta não encontrada');
      }
    }
  });
});
