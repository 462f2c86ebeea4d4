/**
 * The browser tests' mailbox: every e-mail the app sends (its SMTP_URL points at e2e/mail-inbox-server.ts) is kept
 * there, and a test reads a person's mail as that person would, subject and text, links and all.
 */
import { expect, test } from '@playwright/test';

/** One e-mail as the inbox hands it over. */
export interface InboxMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
  /** null for a text-only e-mail. */
  html: string | null;
}

export const MAIL_HEALTH_PATH = '/health';
/** GET ?to=address: that address's e-mails, oldest first. */
export const MAIL_MESSAGES_PATH = '/messages';

/**
 * Where the inbox listens (SMTP for the app, HTTP for the tests): beside the app's port, as the local Pluggy is
 * (e2e/fake-bank.ts), so that runs on other ports do not meet.
 */
export const mailInboxPorts = (appPort: number) => ({
  smtp: Number(process.env.E2E_SMTP_PORT ?? appPort + 2000),
  http: Number(process.env.E2E_MAIL_PORT ?? appPort + 3000),
});

/** The inbox of the run this test belongs to: derived from the app's port in the test's baseURL. */
function messagesUrl(address: string): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('mailTo needs the baseURL of playwright.config.ts');
  const { http } = mailInboxPorts(Number(new URL(baseURL).port));
  return `http://127.0.0.1:${http}${MAIL_MESSAGES_PATH}?to=${encodeURIComponent(address)}`;
}

/**
 * The e-mails sent to the address, once at least `count` have arrived. The app may send after answering (a password
 * reset goes out after the page has said so), so the inbox is polled until then.
 */
export async function mailTo(address: string, count = 1): Promise<InboxMail[]> {
  let mails: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(messagesUrl(address));
        if (!res.ok) throw new Error(`mail inbox answered ${res.status}`);
        mails = (await res.json()) as InboxMail[];
        return mails.length;
      },
      { message: `e-mails to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The link of an e-mail's text that goes to the path (e.g. '/convite'), as a person would click it. */
export function linkIn(mail: InboxMail, path: string): string {
  const link = mail.text.split(/\s+/).find((word) => URL.canParse(word) && new URL(word).pathname === path);
  if (!link) throw new Error(`no link to ${path} in the e-mail "${mail.subject}":\n${mail.text}`);
  return link;
}
