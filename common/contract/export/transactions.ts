import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../card-bills';
import { MAX_MEMBERS_PER_BOOK } from '../books';
import { backupCapturedCode } from '../captured-code';
import { billMonthSchema, billNearDate } from '../cards';
import { currencySchema } from '../foreign-money';
import { SHARE_MODES } from '../household';
import { idSchema, isoDateSchema, moneySchema, z } from '../shared';
import { TRANSACTION_ORIGINS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions';
import { createdAt, optionalRef, optionalText, text } from './fields';
import { backupShare } from './household';

/** The ledger's rows: each transaction with its split parts, tags and household parts. */

export const backupSplit = z.object({
  amount: moneySchema,
  description: text(1000).optional().default(''),
  categoryId: optionalRef,
  payeeId: optionalRef,
});

export const backupTransaction = z
  .object({
    id: idSchema,
    accountId: idSchema,
    type: z.enum(TRANSACTION_TYPES, { error: 'Tipo inválido: use RECEITA ou DESPESA' }),
    amount: moneySchema,
    date: isoDateSchema,
    description: text(1000).optional().default(''),
    categoryId: optionalRef,
    payeeId: optionalRef,
    status: z.enum(TRANSACTION_STATUSES, { error: 'Status inválido: use CLEARED, PENDING ou RECONCILED' }),
    /** Both legs of a transfer (or goal contribution) carry the same value. */
    transferId: optionalText(100),
    /**
     * One leg of a transfer between two books: the other leg's book, whose leg is in that book's backup. Restored,
     * the leg stands alone ('outro livro'): its balance stays right, and it changes without the other.
     */
    otherBookId: optionalRef,
    /** A cost written with a transfer (its IOF): that transfer's transferId. */
    feeOfTransfer: optionalText(100),
    goalId: optionalRef,
    recurringId: optionalRef,
    /** The bank's id of a statement file's line the row holds. */
    externalId: optionalText(500),
    /**
     * The aggregator's id of the bank sync's line the row holds (absent from backups older than it, where a row of
     * origin 'sync' kept it in externalId).
     */
    syncId: optionalText(500),
    /** The second way in's line matched with a row that held the first's: its way, date, text and import. */
    secondLine: z
      .object({
        channel: z.enum(['file', 'sync'], { error: 'Origem da linha inválida' }),
        date: isoDateSchema,
        text: z.string().max(1000),
        importId: z.string().min(1).max(100),
      })
      .nullish()
      .transform((v) => v ?? null),
    /** An imported line's own text, when the description stored differs from it. */
    bankText: optionalText(1000),
    /** The rows of one import carry the same value. */
    importId: optionalText(100),
    /** Where the row came from; a backup made before it was kept: an import's rows, a fixed item's, or typed. */
    origin: z.enum(TRANSACTION_ORIGINS, { error: 'Origem inválida' }).optional(),
    /** A recorded row matched with a statement's line: the line's date, the import that matched it, its undo. */
    bankDate: isoDateSchema.nullish().transform((v) => v ?? null),
    matchImportId: optionalText(100),
    matchUndo: z
      .object({
        status: z.enum(TRANSACTION_STATUSES, {
          error: 'Status inválido: use CLEARED, PENDING ou RECONCILED',
        }),
        bankText: optionalText(1000),
        externalId: optionalText(500),
        syncId: optionalText(500).optional(),
        date: isoDateSchema.optional(),
        pair: z.object({ categoryId: optionalRef, leg: idSchema }).optional(),
        recurring: z
          .object({ id: idSchema, nextRun: isoDateSchema, lastRun: isoDateSchema.nullable() })
          .optional(),
        /** The row's figures before the match gave it the bank's (an estimate abroad ended), in reais as `amount`. */
        figures: z
          .object({
            amount: moneySchema,
            foreignAmount: moneySchema.nullable(),
            foreignCurrency: currencySchema.nullable(),
            foreignEstimated: z.boolean(),
          })
          .refine((f) => (f.foreignAmount === null) === (f.foreignCurrency === null), {
            error: 'Valor e moeda estrangeira vêm juntos: informe os dois ou nenhum.',
          })
          .optional(),
      })
      .nullish()
      .transform((v) => v ?? null),
    /** A card row's bill chosen by hand (or an installment's), 'YYYY-MM'. */
    billMonth: billMonthSchema.nullish().transform((v) => v ?? null),
    /** The installments of one purchase carry the same group; k of n. */
    installmentGroup: optionalText(100),
    installmentNumber: z
      .number()
      .int()
      .min(1)
      .max(MAX_INSTALLMENTS)
      .nullish()
      .transform((v) => v ?? null),
    installmentCount: z
      .number()
      .int()
      .min(MIN_INSTALLMENTS)
      .max(MAX_INSTALLMENTS)
      .nullish()
      .transform((v) => v ?? null),
    tagIds: z.array(idSchema).max(1000).optional().default([]),
    /** The boleto or Pix code it was recorded from (POST /capture/code's code_key); absent: none. */
    capturedCode: backupCapturedCode,
    splits: z.array(backupSplit).max(1000).optional().default([]),
    /** People (`people` ids): who typed the row and who paid it. */
    createdBy: optionalRef,
    paidBy: optionalRef,
    /** A divided expense: how it was divided and each person's part (they add up to the amount). */
    shareMode: z
      .enum(SHARE_MODES, { error: 'Divisão inválida' })
      .nullish()
      .transform((v) => v ?? null),
    shares: z.array(backupShare).max(MAX_MEMBERS_PER_BOOK).optional().default([]),
    /**
     * A purchase in another currency on an account in reais: its amount there (units with two decimals, as the
     * amount's reais), its ISO 4217 code, and whether the reais were an estimate. Absent: none (backups before 0058).
     * An estimate with no amount abroad is the IOF line Grana worked for such a purchase (0064).
     */
    foreignAmount: moneySchema.nullish().transform((v) => v ?? null),
    foreignCurrency: currencySchema.nullish().transform((v) => v ?? null),
    foreignEstimated: z.boolean().optional().default(false),
    createdAt,
  })
  .refine(...billNearDate('billMonth'))
  .refine((t) => (t.foreignAmount === null) === (t.foreignCurrency === null), {
    error: 'Valor e moeda estrangeira vêm juntos: informe os dois ou nenhum.',
    path: ['foreignCurrency'],
  });

export type BackupTransaction = z.output<typeof backupTransaction>;
