import type { PersonalToken } from '../../../common/contract/api-tokens';
import type { TokenRow } from './repository';

/** A token as listed: its books by name (those the person has left are no longer named: the token cannot reach them). */
export function presentToken(row: TokenRow, bookNames: ReadonlyMap<number, string>): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    books: row.bookIds.flatMap((id) => {
      const name = bookNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    allowedAddresses: row.allowedAddresses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: row.lastUsedAddress,
    createdAt: row.createdAt.toISOString(),
  };
}
