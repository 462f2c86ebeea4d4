import {
  idSchema,
  isoDateSchema,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG_MESSAGE,
  signedMoneySchema,
  z,
} from './shared';

export const ACCOUNT_TYPES = ['cash', 'checking', 'savings', 'credit_card', 'wallet', 'investment'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const accountTypeLabels: Record<AccountType, string> = {
  cash: 'Dinheiro',
  checking: 'Conta Corrente',
  savings: 'Poupança',
  credit_card: 'Cartão de Crédito',
  wallet: 'Carteira',
  investment: 'Investimentos',
};

const accountName = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, { error: 'Nome é obrigatório' })
  .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE });

export const accountCreateBody = z.object({
  name: accountName,
  type: z.enum(ACCOUNT_TYPES, { error: 'Tipo de conta inválido' }).default('checking'),
  opening_balance: signedMoneySchema.optional().default(0),
});
export type AccountCreateBody = z.input<typeof accountCreateBody>;

export const accountUpdateBody = accountCreateBody.extend({ id: idSchema });
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

/** from/to select the month whose movement is reported; archived accounts come only when asked. */
export const accountListQuery = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  includeArchived: z.enum(['true', 'false', '1', '0']).optional(),
});

export interface Account {
  id: number;
  name: string;
  type: AccountType;
  /** Reais. */
  opening_balance: number;
  /** Opening balance + income - expenses (transfers included: they move money between accounts). */
  balance: number;
  /** Income - expenses of the from/to period (0 without a period). */
  month_movement: number;
  archived_at: string | null;
  created_at: string;
}
