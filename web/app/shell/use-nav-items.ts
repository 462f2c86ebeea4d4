import {
  receivedCountText,
  useCanWrite,
  useCurrentBook,
  useReceivedInvitationCount,
} from '../../entities/book/public';
import { type NavItem, navItems } from './nav-items';

/**
 * The entries for the current book: those of shared books only while it is shared (none while the list loads), and
 * the pages that only write only where the book may be written. 'Livros' counts the invitations waiting for the
 * person: the e-mail is not the only way they learn of one.
 */
export function useNavItems(): NavItem[] {
  const { current } = useCurrentBook();
  const canWrite = useCanWrite();
  const invitations = useReceivedInvitationCount();
  const shared = current !== undefined && !current.personal;
  return navItems
    .filter((item) => (shared || !item.sharedOnly) && (canWrite || !item.writes))
    .map((item) =>
      item.to === '/livros' && invitations > 0
        ? { ...item, count: { value: invitations, text: receivedCountText(invitations) } }
        : item,
    );
}
