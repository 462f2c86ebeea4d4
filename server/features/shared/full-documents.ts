import { can } from '../../../common/contract/books';
import { documentKind } from '../../../common/documents';
import type { AuthUser } from '../../auth-user';

/**
 * Whether the asker may read a payee's CPF in full, the one rule of it: those who keep the book's finances (a
 * dono, an editor: they typed the CPFs and hand the declaration to the Receita), signed in or with a token that may
 * write; never a leitor nor a read-only token, who see a CPF masked everywhere, as every screen shows it to all
 * (common/documents.ts). What obeys it: the Imposto de Renda's PDF and spreadsheets, the backup and the payees'
 * search by digits. A CNPJ is public and always whole.
 */
export function seesFullDocuments(user: Pick<AuthUser, 'role' | 'token'>): boolean {
  return can(user.role, 'write') && (user.token === undefined || user.token.scope === 'escrita');
}

/**
 * A stored CPF or CNPJ in the asker's backup: as stored when they see it whole; a CPF left out otherwise (a masked
 * one could not be restored as a CPF: the restore reads only whole ones), a CNPJ kept.
 */
export const documentInBackupFor = (
  user: Pick<AuthUser, 'role' | 'token'>,
  stored: string | null,
): string | null =>
  stored === null || seesFullDocuments(user) || documentKind(stored) === 'cnpj' ? stored : null;
