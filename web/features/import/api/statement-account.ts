import type { StatementAccountAnswer } from '../../../../common/contract/statement-accounts';
import type { StatementAccount } from '../../../../common/csv';
import { api } from '../../../lib/api-client';

/**
 * The account an OFX's earlier imports went to, or before any the account bank sync links to the bank account of
 * that number (GET /import/statement-account), by the bank and account numbers the file names; null when there is
 * none, when the file names no account, or when the question fails (the person then chooses, as with any file).
 */
export async function rememberedAccountOf(account: StatementAccount | undefined): Promise<number | null> {
  if (!account?.id) return null;
  try {
    const answer = await api.get<StatementAccountAnswer>('/import/statement-account', {
      kind: account.kind,
      bankId: account.kind === 'bank' ? account.bankId : undefined,
      accountId: account.id,
    });
    return answer.accountId;
  } catch {
    return null;
  }
}
