import { CHANGED_MEANWHILE_MESSAGE } from '../../../common/contract/transactions';
import { conflict } from '../../http/errors';

/**
 * Refuses a save made on a version of the row older than the one stored (another member saved meanwhile). Called
 * under the row's lock, after the input's references are checked: of two saves of one version, the second fails.
 */
export function ensureUnchangedSince(current: { updatedAt: Date }, openedAt: string | undefined): void {
  if (openedAt !== undefined && Date.parse(openedAt) !== current.updatedAt.getTime())
    throw conflict(CHANGED_MEANWHILE_MESSAGE, 'changed_meanwhile');
}
