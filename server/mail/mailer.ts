import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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

export interface WebhookDisabledMail {
  bookName: string;
  /** The webhook's address, as the dono typed it. */
  url: string;
  /** How many deliveries in a row failed for good. */
  failures: number;
  /** The Webhooks page. */
  link: string;
}

export interface BookInvitationMail {
  inviterName: string;
  bookName: string;
  /** The role's label, as the person reads it ("Editor"). */
  roleLabel: string;
  link: string;
  /** The last day the link works, as the person reads it ("02/12/2026"). */
  expiresOn: string;
}

/** Sends through SMTP_URL when configured; otherwise the mail is not sent (outside production the API
 * answers the link as debugLink instead). */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    sends: transport !== undefined,
    async sendPasswordReset(to, name, link) {
      if (!transport) {
        options.log.warn('SMTP_URL not set: password reset e-mail not sent');
        return;
      }
      await transport.sendMail({
        from: options.from,
        to,
        subject: 'Grana: redefinição de senha',
        text: [
          `Olá, ${name}.`,
          '',
          'Recebemos um pedido para redefinir a sua senha no Grana. Use o link abaixo em até 1 hora:',
          link,
          '',
          'Se não foi você, ignore este e-mail: a sua senha continua a mesma.',
        ].join('\n'),
      });
    },
    async sendSignUpAttempt(to, name, loginLink, resetLink) {
      if (!transport) {
        options.log.warn('SMTP_URL not set: sign-up attempt e-mail not sent');
        return;
      }
      await transport.sendMail({
        from: options.from,
        to,
        subject: 'Grana: tentativa de cadastro com o seu e-mail',
        text: [
          `Olá, ${name}.`,
          '',
          'Alguém tentou criar uma conta no Grana com o seu e-mail, mas você já tem cadastro. Para entrar:',
          loginLink,
          '',
          'Se esqueceu a senha, peça uma nova aqui:',
          resetLink,
          '',
          'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
        ].join('\n'),
      });
    },
    async sendEmailVerification(to, name, link) {
      if (!transport) {
        options.log.warn('SMTP_URL not set: e-mail verification not sent');
        return;
      }
      await transport.sendMail({
        from: options.from,
        to,
        subject: 'Grana: confirme o seu e-mail',
        text: [
          `Olá, ${name}.`,
          '',
          'Para confirmar que este e-mail é seu, abra o link abaixo em até 24 horas:',
          link,
          '',
          'Com o e-mail confirmado, os convites para livros compartilhados enviados a ele aparecem no Grana.',
          'Se não foi você quem criou a conta, ignore este e-mail.',
        ].join('\n'),
      });
    },
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
    async sendBookInvitation(to, invitation) {
      if (!transport) {
        options.log.warn('SMTP_URL not set: book invitation e-mail not sent');
        return;
      }
      await transport.sendMail({
        from: options.from,
        to,
        subject: `Grana: ${invitation.inviterName} convidou você para o livro ${invitation.bookName}`,
        text: [
          'Olá.',
          '',
          `${invitation.inviterName} convidou você para participar do livro "${invitation.bookName}" no Grana, como ${invitation.roleLabel.toLowerCase()}.`,
          'Para aceitar, abra o link abaixo e entre (ou crie a sua conta) com este e-mail:',
          invitation.link,
          '',
          `O link vale uma vez, até ${invitation.expiresOn}.`,
          'Se não conhece quem convidou, ignore este e-mail: nada acontece sem você aceitar.',
        ].join('\n'),
      });
    },
    async sendWebhookDisabled(to, notice) {
      if (!transport) {
        options.log.warn('SMTP_URL not set: webhook disabled notice not sent');
        return;
      }
      await transport.sendMail({
        from: options.from,
        to,
        subject: `Grana: webhook desativado no livro ${notice.bookName}`,
        text: [
          'Olá.',
          '',
          `O webhook ${notice.url} do livro "${notice.bookName}" falhou em ${notice.failures} entregas seguidas e foi desativado.`,
          'Confira se o endereço está no ar e reative o webhook na página Webhooks:',
          notice.link,
        ].join('\n'),
      });
    },
  };
}
