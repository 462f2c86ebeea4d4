import { emailSchema, newPasswordSchema, z } from './shared';

export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Informe a senha' }).min(1, { error: 'Informe a senha' }).max(200),
  remember: z.boolean().optional().default(true),
});
export type LoginBody = z.input<typeof loginBody>;

export const registerBody = z.object({
  name: z
    .string({ error: 'Informe seu nome completo' })
    .trim()
    .min(1, { error: 'Informe seu nome completo' })
    .max(120, { error: 'O nome deve ter no máximo 120 caracteres' }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.input<typeof registerBody>;

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'Token ausente ou inválido' })
    .min(1, { error: 'Token ausente ou inválido' })
    .max(200),
  novaSenha: newPasswordSchema,
});

/** POST /auth/verify-email: the token of the link mailed at sign-up (or asked again from Perfil). */
export const verifyEmailBody = z.object({
  token: z
    .string({ error: 'Link de confirmação ausente ou inválido' })
    .min(1, { error: 'Link de confirmação ausente ou inválido' })
    .max(200),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;

/** What the confirmation of an address says (docs/PRODUCT.md, Sign-in and sign-up). */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'E-mail confirmado!',
  invalidLink:
    'Este link de confirmação não vale mais (já usado, vencido ou de um e-mail que não é mais o da conta). Entre no Grana e peça outro em Perfil.',
  sent: 'Enviamos um novo link de confirmação para o seu e-mail.',
  alreadyVerified: 'Seu e-mail já está confirmado.',
  noMail:
    'Este servidor não envia e-mails, então não há como confirmar o endereço: peça a quem convidou o link do convite.',
} as const;

/** A new password typed twice must match; reset and change-password say this (docs/PRODUCT.md). */
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não coincidem';
/** Sign-up words it without the article (docs/PRODUCT.md, /register); its browser test reads it so. */
export const SIGN_UP_PASSWORDS_DIFFER_MESSAGE = 'Senhas não coincidem';

/**
 * A form's schema with a `confirm` field that must equal `field` (the one rule for a password typed twice).
 * The request body never carries `confirm`; the form drops it before sending.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  body: z.ZodObject<Shape>,
  field: keyof Shape & string,
  options: { confirm?: z.ZodString; message?: string } = {},
) {
  return body.extend({ confirm: options.confirm ?? z.string() }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirm;
    },
    {
      error: options.message ?? PASSWORDS_DIFFER_MESSAGE,
      path: ['confirm'],
    },
  );
}

export const changePasswordBody = z.object({
  senhaAtual: z
    .string({ error: 'Informe a senha atual' })
    .min(1, { error: 'Informe a senha atual' })
    .max(200),
  novaSenha: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export interface Profile {
  id: number;
  nome: string;
  email: string;
  created_at: string;
  time_zone: string;
  /** 'Lembretes por e-mail' is on (off until the person turns it on). */
  email_reminders: boolean;
  /** Whether this server sends e-mail at all (SMTP_URL set): the profile says so when it does not. */
  email_available: boolean;
  /** The person opened the confirmation link sent to this address: invitations to it wait in the app only then. */
  email_verified: boolean;
}

export interface Health {
  status: 'ok';
  db: 'ok' | 'off';
}

/** What a step of signing up or recovering access answers: a sentence in Portuguese, shown as is. */
export interface MessageAnswer {
  message: string;
}

/** POST /auth/forgot-password: the message; outside production, the link the mail carries (tests need no mailbox). */
export interface PasswordResetRequested extends MessageAnswer {
  debugLink?: string;
}

/** POST /auth/login and /auth/refresh: the access token (the refresh token travels in a cookie). */
export interface AccessToken {
  accessToken: string;
}

/** POST /auth/logout: the session is over. */
export interface LoggedOut {
  ok: true;
}
