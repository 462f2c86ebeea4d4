import { z } from './shared';

/** PUT /me/reminders: 'Lembretes por e-mail' on or off. */
export const REMINDERS_CHOICE_MESSAGE = 'Informe se quer receber lembretes por e-mail (true ou false)';
export const reminderPreferenceBody = z.object({
  email_reminders: z.boolean({ error: REMINDERS_CHOICE_MESSAGE }),
});
export type ReminderPreferenceBody = z.input<typeof reminderPreferenceBody>;

/** POST /reminders/unsubscribe?token=: the link of a reminder e-mail, without signing in; it expires (410). */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  'Este link para desativar os lembretes não é válido. Entre no Grana e desative-os em Perfil.';
export const UNSUBSCRIBE_LINK_EXPIRED_MESSAGE =
  'Este link para desativar os lembretes expirou. Entre no Grana e desative-os em Perfil.';
export const UNSUBSCRIBED_MESSAGE =
  'Pronto: você não vai mais receber lembretes de vencimentos por e-mail. Para voltar a recebê-los, entre no Grana e ative-os em Perfil.';
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_INVALID_MESSAGE })
    .min(1, { error: UNSUBSCRIBE_LINK_INVALID_MESSAGE })
    .max(200, { error: UNSUBSCRIBE_LINK_INVALID_MESSAGE }),
});
