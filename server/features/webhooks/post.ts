import http from 'node:http';
import https from 'node:https';
import { type AddressPolicy, AddressRefusedError, literalHostAllowed, pinnedLookup } from './address';

/** The longest a receiver may take to answer, connection included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What a try left unanswered records, followed by the seconds it waited (deliver.ts reads it back). */
const NO_ANSWER = 'sem resposta em';
/** What is read of an answer: its status is what counts; a receiver sending a film is not waited for. */
const MAX_ANSWER_BYTES = 4_096;

/** How one try went: the receiver's status (2xx: delivered), or why there was none. */
export type PostOutcome = { status: number } | { error: string };

/**
 * One POST of a delivery's body: its headers, a deadline of `timeoutMs` (DELIVERY_TIMEOUT_MS unless told), no
 * redirect followed (a 3xx is a failure like any other answer outside 2xx), and the connection made only to an
 * address the policy allows, checked as it is resolved (pinnedLookup). Never throws.
 */
export function postDelivery(
  target: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<PostOutcome> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve({ error: 'endereço inválido' });
  }
  if (!literalHostAllowed(url, policy))
    return Promise.resolve({ error: new AddressRefusedError(url.host).message });
  const client =
    url.protocol === 'https:' ? https : url.protocol === 'http:' && policy.allowPrivate ? http : null;
  if (!client) return Promise.resolve({ error: 'o endereço não é https' });
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body), 'user-agent': 'Grana-Webhooks/1' },
        lookup: pinnedLookup(policy) as never,
        // A connection of its own each time: a kept-alive socket would skip the lookup's check.
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? 0;
        response.on('end', () => done({ status }));
        response.on('close', () => done({ status }));
        response.on('error', () => done({ status }));
      },
    );
    const deadline = setTimeout(() => {
      request.destroy();
      done({ error: `${NO_ANSWER} ${(timeoutMs / 1000).toLocaleString('pt-BR')} s` });
    }, timeoutMs);
    request.on('error', (error) => done({ error: describe(error) }));
    request.end(body);
  });
}

/** Whether a try's recorded error says the receiver did not answer in time (connected or not). */
export function wasUnanswered(error: string | null): boolean {
  return error?.startsWith(NO_ANSWER) ?? false;
}

/** A connection's failure in a few words for the log (never the body, never a header). */
function describe(error: NodeJS.ErrnoException): string {
  if (error instanceof AddressRefusedError) return error.message;
  if (error.code === 'ENOTFOUND') return 'endereço não encontrado';
  if (error.code === 'ECONNREFUSED') return 'conexão recusada';
  if (error.code === 'ECONNRESET') return 'conexão interrompida';
  if (error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')) return 'certificado TLS inválido';
  return (error.code ?? error.message).slice(0, 200);
}
