// Personal access tokens: what a person's own tools (a script, a spreadsheet, an assistant's MCP client) use to reach
// their books without a browser session. GET, POST and DELETE ?id= at /me/tokens (a signed-in person's, never a
// token's own). The words a person reads about tokens live here.
import { MAX_BOOKS_PER_PERSON } from './book-roles';
import { idSchema, NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE, z } from './shared';

/** Every token starts so: the authentication hook tells it from a session's access token, and a leak scanner can find it. */
export const PERSONAL_TOKEN_PREFIX = 'grana_pat_';

/** leitura: what a leitor may (every GET, the POSTs that only read); escrita: the books' finance rows too. */
export const TOKEN_SCOPES = ['leitura', 'escrita'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const tokenScopeLabels: Record<TokenScope, string> = {
  leitura: 'Somente leitura',
  escrita: 'Leitura e escrita',
};

/** The expiries offered, in days; null: the token works until revoked. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
/** Tokens one person may hold at once: far above anyone's tools, a bound for the hook's speed and the list's. */
export const MAX_TOKENS_PER_PERSON = 20;
/** Allowed addresses (an IP or a CIDR range) one token may list. */
export const MAX_TOKEN_ADDRESSES = 10;
/** Requests one token may make per minute; more are answered 429 until the minute passes. */
export const TOKEN_REQUESTS_PER_MINUTE = 600;

export const TOKEN_MESSAGES = {
  nameMissing: 'Dê um nome ao token',
  scope: 'Escolha o acesso: somente leitura ou leitura e escrita',
  booksMissing: 'Escolha ao menos um livro',
  bookNotYours: 'Um dos livros escolhidos não é seu',
  expiry: 'Escolha a validade: 30, 90 ou 365 dias, ou sem validade',
  address: 'Endereço inválido: use um IP (192.168.0.10) ou uma faixa (192.168.0.0/24)',
  tooManyAddresses: `Informe no máximo ${MAX_TOKEN_ADDRESSES} endereços`,
  tooMany: `Você já tem ${MAX_TOKENS_PER_PERSON} tokens, o limite. Revogue algum antes de criar outro.`,
  notFound: 'Token não encontrado',
  /** A bearer that looks like a token but is none (revoked, expired, mistyped): said to a script, not a person's session. */
  invalid: 'Token de acesso inválido, expirado ou revogado: crie outro em Perfil → Tokens de acesso.',
  /** What a token is refused when it tries what only the signed-in person may (password, e-mail, tokens, members, bank credentials). */
  personOnly: 'Um token de acesso não pode fazer isto: entre no Grana com sua senha.',
  readOnly: 'Este token é somente leitura.',
  addressRefused: 'Este token não pode ser usado deste endereço.',
  tooManyRequests: 'Muitas requisições com este token. Aguarde um minuto.',
} as const;

export const tokenCreateBody = z.object({
  name: z
    .string({ error: TOKEN_MESSAGES.nameMissing })
    .trim()
    .min(1, { error: TOKEN_MESSAGES.nameMissing })
    .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE }),
  scope: z.enum(TOKEN_SCOPES, { error: TOKEN_MESSAGES.scope }),
  bookIds: z
    .array(idSchema, { error: TOKEN_MESSAGES.booksMissing })
    .min(1, { error: TOKEN_MESSAGES.booksMissing })
    .max(MAX_BOOKS_PER_PERSON, { error: TOKEN_MESSAGES.booksMissing }),
  /** 30, 90 or 365; null: no expiry. */
  expiresInDays: z.union([z.literal(TOKEN_EXPIRY_DAYS), z.null()], { error: TOKEN_MESSAGES.expiry }),
  /** IPs or CIDR ranges (v4 or v6); empty or missing: any address. Checked by the server (node:net). */
  allowedAddresses: z
    .array(
      z.string({ error: TOKEN_MESSAGES.address }).trim().min(1, { error: TOKEN_MESSAGES.address }).max(64, {
        error: TOKEN_MESSAGES.address,
      }),
    )
    .max(MAX_TOKEN_ADDRESSES, { error: TOKEN_MESSAGES.tooManyAddresses })
    .default([])
    .meta({ examples: [['192.168.0.10', '10.0.0.0/8']] }),
});
export type TokenCreateBody = z.infer<typeof tokenCreateBody>;

/** A token as listed: never its secret (kept only as a hash). */
export interface PersonalToken {
  id: number;
  name: string;
  scope: TokenScope;
  books: { id: number; name: string }[];
  allowedAddresses: string[];
  /** ISO instants; null: none. */
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  createdAt: string;
}

/** POST /me/tokens's answer: the token listed, and its secret, shown this once. */
export interface PersonalTokenCreated {
  token: PersonalToken;
  secret: string;
}
