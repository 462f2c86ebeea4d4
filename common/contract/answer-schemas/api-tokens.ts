/**
 * The answers of the personal access tokens (Perfil → Tokens de acesso).
 */
import { type PersonalToken, type PersonalTokenCreated, TOKEN_SCOPES } from '../api-tokens';
import { z } from '../shared';
import { type AnswerEntries, answering, id, instant } from './blocks';
import { deletedAnswer } from './deleted';

const personalToken = answering<PersonalToken>()(
  z.object({
    id,
    name: z.string(),
    scope: z.enum(TOKEN_SCOPES),
    books: z.array(z.object({ id, name: z.string() })).describe('Os livros que o token alcança'),
    allowedAddresses: z
      .array(z.string())
      .describe('Os IPs ou faixas de onde o token pode ser usado; vazio: de qualquer lugar'),
    expiresAt: instant.nullable().describe('null: sem validade'),
    lastUsedAt: instant.nullable(),
    lastUsedAddress: z.string().nullable(),
    createdAt: instant,
  }),
);

const tokenCreated = answering<PersonalTokenCreated>()(
  z.object({
    token: personalToken,
    secret: z.string().describe('O token em si, mostrado só desta vez'),
  }),
);

export const API_TOKEN_ANSWERS: AnswerEntries = {
  'GET /me/tokens': [z.array(personalToken), 'Os tokens de acesso da pessoa'],
  'POST /me/tokens': [tokenCreated, 'O token criado e o seu segredo'],
  'DELETE /me/tokens': [deletedAnswer, 'O token revogado'],
};
