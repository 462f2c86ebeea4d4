import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import {
  type BookInvitationMail,
  bookInvitationMail,
  emailVerificationMail,
  passwordResetMail,
  signUpAttemptMail,
  type WebhookDisabledMail,
  webhookDisabledMail,
} from './messages';

export type { BookInvitationMail, WebhookDisabledMail };

/** A reminder e-mail, ready to send: the same content as plain text and as HTML. The reminders write it; the mailer
 * only sends it, so mail depends on nothing of theirs. */
export interface ReminderMail {
  subject: string;
  text: string;
  html: string;
  /** The page the e-mail's "desativar" link opens: it asks, and turns reminders off when the button is pressed. */
  unsubscribePageUrl: string;
  /** Where a mail client's own unsubscribe button posts (List-Unsubscribe, RFC 8058 one-click). */
  unsubscribePostUrl: string;
}

export interface Mailer {
  /** Whether e-mail goes out at all (SMTP_URL set): what the app tells a person who expects one. */
  readonly sends: boolean;
  sendPasswordReset(to: string, name: string, link: string): Promise<void>;
  /** To the owner of an e-mail someone tried to sign up with: sign-up itself answers as for a new e-mail. */
  sendSignUpAttempt(to: string, name: string, loginLink: string, resetLink: string): Promise<void>;
  /** The sign-up's link that proves the person reads mail at this address (what in-app invitations wait for). */
  sendEmailVerification(to: string, name: string, link: string): Promise<void>;
  /** The daily reminder of what falls due; throws when it could not be sent, so its items are tried again. */
  sendReminder(to: string, mail: ReminderMail): Promise<void>;
  /** An invitation into a shared book: its link works once, for this address, until the date given. */
  sendBookInvitation(to: string, invitation: BookInvitationMail): Promise<void>;
  /** To a book's donos: a webhook whose deliveries kept failing was turned off ("Reativar" on the Webhooks page). */
  sendWebhookDisabled(to: string, notice: WebhookDisabledMail): Promise<void>;
}

/** Sends through SMTP_URL when configured; otherwise the mail is not sent (outside production the API
 * answers the link as debugLink instead). */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  /** Without SMTP_URL a person's mail is not sent, and the log says which (the API answers its link outside production). */
  const send = async (what: string, to: string, mail: { subject: string; text: string }) => {
    if (!transport) {
      options.log.warn(`SMTP_URL not set: ${what} not sent`);
      return;
    }
    await transport.sendMail({ from: options.from, to, ...mail });
  };
  return {
    sends: transport !== undefined,
    sendPasswordReset: (to, name, link) => send('password reset e-mail', to, passwordResetMail(name, link)),
    sendSignUpAttempt: (to, name, loginLink, resetLink) =>
      send('sign-up attempt e-mail', to, signUpAttemptMail(name, loginLink, resetLink)),
    sendEmailVerification: (to, name, link) =>
      send('e-mail verification', to, emailVerificationMail(name, link)),
    async sendReminder(to, mail) {
      // The job runs only with SMTP_URL set; without it nothing is claimed, so nothing is lost.
      if (!transport) throw new Error('SMTP_URL not set: reminder e-mail not sent');
      await transport.sendMail({
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        list: { unsubscribe: { url: mail.unsubscribePostUrl, comment: 'Desativar lembretes' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
    sendBookInvitation: (to, invitation) =>
      send('book invitation e-mail', to, bookInvitationMail(invitation)),
    sendWebhookDisabled: (to, notice) => send('webhook disabled notice', to, webhookDisabledMail(notice)),
  };
}
