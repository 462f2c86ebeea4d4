/**
 * The browser tests' mail server: server/test/smtp-inbox.ts on a fixed port, where the app's SMTP_URL points, and a
 * small HTTP server beside it from which the tests read a person's e-mails (e2e/mail-inbox.ts). playwright.config.ts
 * starts it before the app and waits for its health path.
 *   npx tsx e2e/mail-inbox-server.ts <smtp port> <http port>
 */
import { createServer, type ServerResponse } from 'node:http';
import { startSmtpInbox } from '../server/test/smtp-inbox';
import { type InboxMail, MAIL_HEALTH_PATH, MAIL_MESSAGES_PATH } from './mail-inbox';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
for (const port of [smtpPort, httpPort]) {
  if (!Number.isInteger(port) || port! <= 0) {
    throw new Error('usage: mail-inbox-server.ts <smtp port> <http port>');
  }
}

const inbox = await startSmtpInbox(smtpPort);

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && url.pathname === MAIL_HEALTH_PATH) return send(res, 200, { status: 'ok' });
  const address = url.searchParams.get('to')?.toLowerCase();
  if (req.method !== 'GET' || url.pathname !== MAIL_MESSAGES_PATH || !address) {
    return send(res, 404, { error: `GET ${MAIL_MESSAGES_PATH}?to=address` });
  }
  const mails: InboxMail[] = inbox.received
    .filter((received) => received.to.some((to) => to.toLowerCase() === address))
    .map(({ to, mail }) => ({
      to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html || null,
    }));
  return send(res, 200, mails);
});
await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen(httpPort, '127.0.0.1', () => resolve());
});

const stop = () =>
  void Promise.all([inbox.close(), new Promise((resolve) => http.close(resolve))]).then(() =>
    process.exit(0),
  );
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
