import { monthNames, splitIsoDate } from '../dates';
import { formatReais } from '../money';
import { idSchema, z } from './shared';

/**
 * What the import found a statement line to be, against what the person already has in the account
 * (server/features/matching decides; docs/PRODUCT.md states the rules):
 * - new: nothing recorded matches it, it is written;
 * - duplicate ('Já importado'; the preview's 'Possível duplicado' is a line repeated inside the file): an earlier
 *   import wrote this very line (same date, amount and text, or the bank's id);
 * - installment: a card's installment already recorded;
 * - recorded: a row the person entered (by hand, by a fixed item, or another format's import) is this line;
 * - recurring: it pays a fixed item's expected occurrence (the payment is written with the bank's date and amount);
 * - transfer: it is one leg of a transfer the person recorded between their accounts;
 * - ambiguous: two rows match it equally well: none is chosen, the line is written unless the person chooses.
 */
export const LINE_MATCH_KINDS = [
  'new',
  'duplicate',
  'installment',
  'recorded',
  'recurring',
  'transfer',
  'ambiguous',
] as const;
export type LineMatchKind = (typeof LINE_MATCH_KINDS)[number];

/** A recorded row a line matches, or may be matched with. */
export interface MatchRow {
  id: number;
  date: string;
  description: string;
  /** Reais, positive. */
  amount: number;
}

export interface LineMatch {
  kind: LineMatchKind;
  /** The row matched (recorded, transfer, duplicate); null otherwise. */
  row: MatchRow | null;
  /**
   * The fixed item paid, the month of the occurrence ('YYYY-MM'), and the amount it was expected at (reais) when
   * the line's differs (an item of 'valor variável'), else null.
   */
  recurring: { id: number; description: string; month: string; expectedAmount: number | null } | null;
  /** A transfer's accounts, by name, in the direction the money went. */
  transfer: { from: string; to: string } | null;
  /** The rows the person may match the line with instead (for 'ambiguous': the equally good ones). */
  candidates: MatchRow[];
}

/** The mark the preview shows for a line (the words). */
export function lineMatchLabel(match: LineMatch): string {
  switch (match.kind) {
    case 'new':
      return 'Novo';
    case 'duplicate':
      return 'Já importado';
    case 'installment':
      return 'Parcela já registrada';
    case 'recorded':
      return 'Já registrado';
    case 'recurring': {
      const r = match.recurring;
      if (!r) return 'Paga um gasto fixo';
      const month = monthNames[splitIsoDate(`${r.month}-01`).month - 1] ?? r.month;
      const paid = `Paga o gasto fixo ${r.description} (${month})`;
      return r.expectedAmount === null ? paid : `${paid} · previsto ${formatReais(r.expectedAmount)}`;
    }
    case 'transfer':
      return match.transfer
        ? `Parte da transferência ${match.transfer.from} → ${match.transfer.to}`
        : 'Parte de uma transferência';
    case 'ambiguous':
      return 'Escolha o lançamento';
  }
}

/** POST /transactions/:id/unmatch: the row and the bank line it was matched with, apart again. */
export const unmatchParams = z.object({ id: idSchema });

/** POST /transactions/imports/:importId/unmatch: every match of one import undone. */
export const unmatchImportParams = z.object({ importId: z.uuid({ error: 'Importação inválida' }) });

export interface UnmatchResult {
  /** The recorded row, as it was before the match. */
  id: number;
  /** The bank line, written as a row of its own. */
  created: number;
}

/** The answer of POST /transactions/imports/:importId/unmatch. */
export interface UnmatchImportResult {
  unmatched: number;
}

export const NOT_MATCHED_MESSAGE = 'Esta transação não está combinada com uma linha do extrato';

/**
 * GET /transactions/imports/:importId/matches: what one import (or one bank sync's write) matched, each row as the
 * person has it beside the bank's line matched with it (its date and words), at most IMPORT_MATCHES_SHOWN.
 */
export interface ImportMatch {
  id: number;
  type: 'RECEITA' | 'DESPESA';
  date: string;
  description: string;
  amount: number;
  bank_line: { date: string; text: string };
}
export const IMPORT_MATCHES_SHOWN = 200;

/**
 * POST /transactions/:id/merge { transactionId }: two rows that are one bank transaction written twice (a doubled pair
 * found later) become one: the row the person recorded (or the older) stays and takes the other's bank line, as a
 * match would; the other goes. 'Separar da linha do extrato' on the row undoes it.
 */
export const mergeParams = z.object({ id: idSchema });
export const mergeBody = z.object({ transactionId: idSchema });
export interface MergeResult {
  /** The row that stays. */
  id: number;
  /** The row whose bank line it took, now gone. */
  merged: number;
}
export const MERGE_MESSAGES = {
  unfit:
    'Estes lançamentos não podem ser combinados: precisam ser da mesma conta, tipo e valor, com datas próximas, e um deles uma linha do banco ainda não combinada.',
  same: 'Escolha outro lançamento para combinar',
};

/** GET /transactions/:id/duplicates: rows that may be the same bank transaction written twice, at most 5. */
export interface DuplicateCandidate {
  id: number;
  date: string;
  description: string;
  amount: number;
}
