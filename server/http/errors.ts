/** An error meant for the person using the product: its message is Portuguese and is sent as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, reason?: string) => new HttpError(400, message, reason);
export const SESSION_EXPIRED = 'Sessão expirada. Entre novamente.';
export const unauthorized = (message = SESSION_EXPIRED, reason?: string) =>
  new HttpError(401, message, reason);
export const notFound = (message = 'Registro não encontrado') => new HttpError(404, message);
export const conflict = (message: string, reason?: string) => new HttpError(409, message, reason);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
export const forbidden = (message: string, reason?: string) => new HttpError(403, message, reason);
export const gone = (message: string, reason?: string) => new HttpError(410, message, reason);

/** Every database connection of this server stayed busy past POOL_WAIT_MS (db/connect.ts): come back shortly. */
export const SERVER_BUSY = 'O servidor está ocupado agora. Tente novamente em alguns segundos.';
export const serverBusy = () => new HttpError(503, SERVER_BUSY, undefined, { 'retry-after': '5' });
