/**
 * The answers of the service's health, signing in and up, recovering access and the e-mail reminders' settings.
 */
import type { AccessToken, Health, LoggedOut, MessageAnswer, PasswordResetRequested } from '../auth';
import { z } from '../shared';
import { type AnswerEntries, answering } from './blocks';
import { profileAnswer } from './from-answers';

const health = answering<Health>()(
  z.object({
    status: z.literal('ok'),
    db: z.enum(['ok', 'off']).describe('off: o banco de dados não respondeu'),
  }),
);

export const messageAnswer = answering<MessageAnswer>()(
  z.object({ message: z.string().describe('Uma frase em português, para mostrar como está') }),
);

const passwordResetRequested = answering<PasswordResetRequested>()(
  messageAnswer.extend({
    debugLink: z
      .string()
      .optional()
      .describe('Fora de produção, e só para um e-mail cadastrado: o link que o e-mail levaria'),
  }),
);

const accessToken = answering<AccessToken>()(
  z.object({
    accessToken: z
      .string()
      .describe('O token de acesso (Authorization: Bearer); o de renovação vai num cookie'),
  }),
);

const loggedOut = answering<LoggedOut>()(z.object({ ok: z.literal(true) }));

export const AUTH_ANSWERS: AnswerEntries = {
  'GET /health': [health, 'O estado do serviço e do banco de dados'],
  'POST /auth/login': [accessToken, 'O token de acesso da sessão aberta'],
  'POST /auth/register': [
    messageAnswer,
    'A mensagem do cadastro (a mesma para um e-mail novo ou já cadastrado)',
  ],
  'POST /auth/forgot-password': [
    passwordResetRequested,
    'A mensagem do pedido (a mesma exista ou não o e-mail)',
  ],
  'POST /auth/reset-password': [messageAnswer, 'A confirmação da nova senha'],
  'POST /auth/verify-email': [messageAnswer, 'A confirmação do e-mail'],
  'POST /auth/verify-email/resend': [messageAnswer, 'A confirmação do envio do novo link'],
  'POST /auth/refresh': [accessToken, 'O novo token de acesso'],
  'POST /auth/logout': [loggedOut, 'A sessão foi encerrada'],
  'POST /auth/change-password': [messageAnswer, 'A confirmação da troca de senha'],
  'POST /reminders/unsubscribe': [
    messageAnswer,
    'A confirmação de que os lembretes por e-mail foram desligados',
  ],
  'PUT /me/reminders': [profileAnswer, 'O perfil, com os lembretes por e-mail como ficaram'],
};
