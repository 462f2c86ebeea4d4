/**
 * Every refusal the API answers: `{ error: { message, reason? } }`. The message is Portuguese and shown as is;
 * `reason` is a stable English word for the few refusals the web acts on (a locked account, a stale session).
 */
export interface ErrorBody {
  message: string;
  reason?: string;
}

export interface ErrorEnvelope {
  error: ErrorBody;
}

/**
 * What a screen says when the API could not be reached at all (offline, DNS, refused): the data may be right,
 * so no screen asks to check it.
 */
export const NETWORK_ERROR_MESSAGE =
  'Sem conexão com o servidor. Verifique a sua internet e tente novamente.';
