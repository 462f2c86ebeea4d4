import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the SMTP conversation named them. */
  to: string[];
  mail: ParsedMail;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:port, for SMTP_URL or createMailer. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server, from nodemailer's authors): the app's mail goes over a
 * socket as in production, and each message is parsed (mailparser) before the server says it was accepted, so
 * it is in `received` when the sender's sendMail resolves. On a free port unless given one (the browser tests' inbox,
 * e2e/mail-inbox-server.ts, listens where their app's SMTP_URL points).
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
