import { z } from './shared';

/** An OFX's identifiers are short (ACCTID: 22 characters by the standard); longer text names no account. */
export const STATEMENT_ID_MAX_LENGTH = 64;

export const STATEMENT_ID_MISSING_MESSAGE = 'Informe o identificador da conta do extrato';
const TOO_LONG = { error: `Identificador do extrato com mais de ${STATEMENT_ID_MAX_LENGTH} caracteres` };

/**
 * GET /import/statement-account: the account a statement's earlier imports went to, by the identifiers the
 * statement names (an OFX's BANKACCTFROM, or CCACCTFROM for a card).
 */
export const statementAccountQuery = z.object({
  kind: z.enum(['bank', 'creditCard'], { error: 'Tipo de extrato inválido: use bank ou creditCard' }),
  bankId: z.string().trim().max(STATEMENT_ID_MAX_LENGTH, TOO_LONG).optional(),
  accountId: z
    .string({ error: STATEMENT_ID_MISSING_MESSAGE })
    .trim()
    .min(1, { error: STATEMENT_ID_MISSING_MESSAGE })
    .max(STATEMENT_ID_MAX_LENGTH, TOO_LONG),
});
export type StatementAccountQuery = z.input<typeof statementAccountQuery>;

/** The person's account (not archived) the last import of this statement account went to, or null. */
export interface StatementAccountAnswer {
  accountId: number | null;
}
