import type { Account } from '../../../common/contract/accounts';
import { fromForm, z } from '../../../common/contract/shared';

/** The accounts that pay an instalment or a prepayment: those that hold money (not a card), not archived. */
export const moneyAccounts = (accounts: readonly Account[]) =>
  accounts.filter((a) => a.type !== 'credit_card' && a.archived_at === null);

/** An optional select (a category) read by the contract's field: its empty option is none (null). */
export const optionalIdText = <T extends z.ZodType>(schema: T) =>
  fromForm(
    z.string().transform((text) => (text === '' ? null : text)),
    schema,
  );
