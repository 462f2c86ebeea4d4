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
