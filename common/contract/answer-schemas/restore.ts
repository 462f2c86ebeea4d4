import type { RestoreResult } from '../export/restore';
import { z } from '../shared';
import { type AnswerEntries, answering } from './blocks';

const count = z.number().int();

const restoreResult = answering<RestoreResult>()(
  z
    .object({
      accounts: count,
      categories: count,
      tags: count,
      payees: count,
      goals: count,
      recurring: count,
      budgets: count,
      rules: count,
      transactions: count,
      attachments: count,
      skippedAttachments: z
        .array(z.string())
        .describe('Comprovantes deixados de fora, pelo nome: o arquivo não é uma foto nem um PDF válido'),
    })
    .describe('Quantos de cada foram restaurados'),
);

export const RESTORE_ANSWERS: AnswerEntries = {
  'POST /restore': [restoreResult, 'Quantos de cada foram restaurados'],
};
