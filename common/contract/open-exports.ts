// The open exports of one account's transactions (OFX, QIF): what the next app reads when a person leaves Grana.
import { foldForSearch } from '../search';
import { idSchema, isoDateSchema, z } from './shared';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const OPEN_EXPORT_FORMATS = ['ofx', 'qif'] as const;
export type OpenExportFormat = (typeof OPEN_EXPORT_FORMATS)[number];

export const OPEN_EXPORT_MESSAGES = {
  accountMissing: 'Escolha a conta do extrato: OFX e QIF têm uma conta por arquivo.',
  periodReversed: 'O período do extrato termina antes de começar.',
} as const;

/**
 * GET /export/transactions.ofx and .qif: one account per file (both formats are a statement of one account), with
 * an optional period (dates inclusive).
 */
export const openExportQuery = z
  .object({
    // Optional here, required below: the message says why a statement needs it, and the id keeps its number schema.
    accountId: z.preprocess(emptyToUndefined, idSchema.optional()),
    from: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    to: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  })
  .refine((q): q is typeof q & { accountId: number } => q.accountId !== undefined, {
    error: OPEN_EXPORT_MESSAGES.accountMissing,
    path: ['accountId'],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: OPEN_EXPORT_MESSAGES.periodReversed,
    path: ['to'],
  });
export type OpenExportQuery = z.input<typeof openExportQuery>;

/** 'Conta Corrente Itaú' → 'conta-corrente-itau': the account's name as it may go in a file name. */
export function fileSlug(name: string): string {
  const slug = foldForSearch(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? 'conta' : slug;
}

/** `grana-<conta>-AAAA-MM-DD.ofx`: the account and the day of the export. */
export const openExportFileName = (accountName: string, today: string, format: OpenExportFormat) =>
  `grana-${fileSlug(accountName)}-${today}.${format}`;
