import { idSchema, isoDateSchema, moneySchema, signedMoneySchema, z } from '../shared';
import { createdAt, optionalRef, optionalText, text } from './fields';

/** A shared book's household: its people (by e-mail), a divided expense's parts, the acertos. */

/**
 * A person of a shared book, named by the e-mail the restore finds them by. `income` is their monthly income in the
 * book (for "Proporcional à renda"); absent when not given.
 */
export const backupPerson = z.object({
  id: idSchema,
  name: text(200).optional(),
  email: text(300).refine((v) => v.includes('@'), { error: 'Informe um e-mail' }),
  income: signedMoneySchema
    .refine((v) => v >= 0, { error: 'O valor não pode ser negativo' })
    .nullish()
    .transform((v) => v ?? null),
});

/** A person's part of a divided expense, in reais (zero when their part by values is nothing). */
export const backupShare = z.object({
  personId: idSchema,
  amount: signedMoneySchema.refine((v) => v >= 0, { error: 'O valor não pode ser negativo' }),
});

/** An acerto between two people of the book; `transferId` names the transfer written with it, if any. */
export const backupSettlement = z.object({
  id: idSchema,
  fromPersonId: idSchema,
  toPersonId: idSchema,
  amount: moneySchema,
  date: isoDateSchema,
  transferId: optionalText(100),
  createdBy: optionalRef,
  createdAt,
});
