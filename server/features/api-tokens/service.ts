import {
  MAX_TOKENS_PER_PERSON,
  PERSONAL_TOKEN_PREFIX,
  type PersonalToken,
  type PersonalTokenCreated,
  TOKEN_MESSAGES,
  type TokenCreateBody,
} from '../../../common/contract/api-tokens';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseAllowedAddress } from '../../http/token-addresses';
import { booksOfPerson } from '../books/public';
import { hashOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { presentToken } from './presenter';
import { tokensRepository as repo } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TokensDeps {
  db: Db;
  now?: () => Date;
}

/**
 * A person's personal access tokens: listed without their secret, made with the secret shown once (only its
 * SHA-256 is stored), revoked by deleting the row (the hook's next lookup finds nothing). Always the person's own:
 * another person's token id is as unknown as one that never was.
 */
export function createTokensService(deps: TokensDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    list: (person: AuthUser) => listTokens(db, person),
    create: (person: AuthUser, input: TokenCreateBody) => createToken(db, now(), person, input),
    revoke: (person: AuthUser, id: number) => revokeToken(db, person, id),
  };
}

/** The names of the books the person is in, by id. */
async function bookNamesOf(db: Db, person: AuthUser): Promise<Map<number, string>> {
  return new Map((await booksOfPerson(db, person.id)).map((b) => [b.id, b.name]));
}

async function listTokens(db: Db, person: AuthUser): Promise<PersonalToken[]> {
  const [rows, names] = await Promise.all([repo.list(db, person.id), bookNamesOf(db, person)]);
  return rows.map((row) => presentToken(row, names));
}

/**
 * Every book must be one the person is in (any role), every address an IP or a range: checked before the write. A
 * book the person is not in is answered as absent (404), as an id that exists nowhere: its existence must not show.
 */
async function createToken(
  db: Db,
  at: Date,
  person: AuthUser,
  input: TokenCreateBody,
): Promise<PersonalTokenCreated> {
  const names = await bookNamesOf(db, person);
  const bookIds = [...new Set(input.bookIds)];
  if (bookIds.some((id) => !names.has(id))) throw notFound(TOKEN_MESSAGES.bookNotYours);
  const allowedAddresses = [...new Set(input.allowedAddresses)];
  if (allowedAddresses.some((text) => !parseAllowedAddress(text))) throw badRequest(TOKEN_MESSAGES.address);
  const secret = `${PERSONAL_TOKEN_PREFIX}${newOpaqueToken().token}`;
  const row = await db.transaction(async (tx) => {
    await repo.lockPerson(tx, person.id);
    if ((await repo.count(tx, person.id)) >= MAX_TOKENS_PER_PERSON) throw conflict(TOKEN_MESSAGES.tooMany);
    return repo.insert(tx, {
      userId: person.id,
      name: input.name,
      // The hash of the whole secret, prefix included: what the hook hashes is exactly what the bearer sent.
      tokenHash: hashOpaqueToken(secret),
      scope: input.scope,
      bookIds,
      allowedAddresses,
      expiresAt: input.expiresInDays === null ? null : new Date(at.getTime() + input.expiresInDays * DAY_MS),
    });
  });
  return { token: presentToken(row, names), secret };
}

async function revokeToken(db: Db, person: AuthUser, id: number): Promise<{ id: number }> {
  if (!(await repo.delete(db, person.id, id))) throw notFound(TOKEN_MESSAGES.notFound);
  return { id };
}
