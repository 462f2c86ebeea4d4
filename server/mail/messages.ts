/**
 * The e-mails the app writes to a person (the reminders write their own: reminders/), each its subject and plain text
 * in Portuguese; server/mail/mailer.ts sends them.
 */

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

export const passwordResetMail = (name: string, link: string) => ({
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

export const signUpAttemptMail = (name: string, loginLink: string, resetLink: string) => ({
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

export const emailVerificationMail = (name: string, link: string) => ({
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

export const bookInvitationMail = (invitation: BookInvitationMail) => ({
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

export const webhookDisabledMail = (notice: WebhookDisabledMail) => ({
  subject: `Grana: webhook desativado no livro ${notice.bookName}`,
  text: [
    'Olá.',
    '',
    `O webhook ${notice.url} do livro "${notice.bookName}" falhou em ${notice.failures} entregas seguidas e foi desativado.`,
    'Confira se o endereço está no ar e reative o webhook na página Webhooks:',
    notice.link,
  ].join('\n'),
});
