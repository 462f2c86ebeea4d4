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
}

export interface Health {
  status: 'ok';
  db: 'ok' | 'off';
}
