/**
 * A TestContext whose requests travel over HTTP to running servers (through the round-robin), so that the
 * factories, the world and the walks of server/trust, written against `ctx.app.inject`, run unchanged against
 * real processes. The route table, the database handle and the in-process checks are those of an app the test
 * builds on the same database; the mail is what the servers sent to an SMTP inbox, read back as the test app's.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { INVITATION_PAGE_PATH } from '../../../common/contract/book-roles';
import { UNSUBSCRIBE_PAGE_PATH } from '../../../common/contract/reminder-page';
import { VERIFY_EMAIL_PAGE_PATH } from '../../../common/contract/verify-email-page';
import type { SmtpInbox } from '../../test/smtp-inbox';
import type { SentMail, TestContext } from '../../test/test-app';

/** Which mail a link belongs to, by the page it opens. */
const MAIL_KINDS: Array<[path: string, kind: SentMail['kind']]> = [
  [VERIFY_EMAIL_PAGE_PATH, 'email-verification'],
  [INVITATION_PAGE_PATH, 'book-invitation'],
  ['/reset-password', 'password-reset'],
  [UNSUBSCRIBE_PAGE_PATH, 'reminder'],
];

/** The mails the inbox holds, as the test app's mailer records them: the address and the link of each. */
function mailOf(inbox: SmtpInbox): SentMail[] {
  const sent: SentMail[] = [];
  for (const { to, mail } of inbox.received) {
    for (const link of (mail.text ?? '').match(/https?:\/\/[^\s<>"')\]]+/g) ?? []) {
      const kind = MAIL_KINDS.find(([path]) => new URL(link).pathname === path)?.[1];
      if (kind) for (const address of to) sent.push({ to: address.toLowerCase(), link, kind });
    }
  }
  return sent;
}

/** light-my-request's answer, as much of it as the tests read. */
function injectedAnswer(response: Response, bytes: Buffer) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  const cookies = setCookies.map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: decodeURIComponent(pair.slice(at + 1).trim()) };
  });
  const body = bytes.toString('utf8');
  return {
    statusCode: response.status,
    headers,
    cookies,
    body,
    payload: body,
    rawPayload: bytes,
    json: () => JSON.parse(body),
  };
}

async function injectOverHttp(origin: string, options: InjectOptions) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  const cookies = Object.entries((options.cookies ?? {}) as Record<string, string>);
  if (cookies.length > 0)
    headers.cookie = cookies.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  let body: string | Buffer | undefined;
  const payload = options.payload as unknown;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = payload;
  else if (payload !== undefined) {
    body = JSON.stringify(payload);
    headers['content-type'] ??= 'application/json';
  }
  const url = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  const response = await fetch(`${origin}${url}`, {
    method: options.method ?? 'GET',
    headers,
    body: body === undefined ? undefined : new Uint8Array(body instanceof Buffer ? body : Buffer.from(body)),
  });
  return injectedAnswer(response, Buffer.from(await response.arrayBuffer()));
}

/**
 * `local`'s app answers what the test reads of it (the route table, its deps); `inject` goes to `origin`. Mail is
 * read from `inbox` each time it is asked for, so a mail the servers sent a moment ago is there.
 */
export function remoteContext(local: TestContext, origin: string, inbox: SmtpInbox): TestContext {
  const app = Object.create(local.app) as FastifyInstance;
  Object.defineProperty(app, 'inject', {
    value: (options: InjectOptions) => injectOverHttp(origin, options),
  });
  return {
    ...local,
    app,
    get sentMail() {
      return mailOf(inbox);
    },
  };
}
