import {
  receivedCountText,
  useCanWrite,
  useCurrentBook,
  useReceivedInvitationCount,
} from '../../entities/book/public';
import { type NavGroup, type NavItem, navGroups } from './nav-items';

/**
 * The entries for the current book, in their groups: those of shared books only while it is shared (none while the list loads), and
 * the pages that only write only where the book may be written. 'Livros' counts the invitations waiting for the
 * person: the e-mail is not the only way they learn of one.
 */
export function useNavGroups(): NavGroup[] {
  const { current } = useCurrentBook();
  const canWrite = useCanWrite();
  const invitations = useReceivedInvitationCount();
  const shared = current !== undefined && !current.personal;
  const entry = (item: NavItem): NavItem =>
    item.to === '/livros' && invitations > 0
      ? { ...item, count: { value: invitations, text: receivedCountText(invitations) } }
      : item;
  return navGroups
    .map((group) => ({
      ...group,
      items: group.items
        .filter((item) => (shared || !item.sharedOnly) && (canWrite || !item.writes))
        .map(entry),
    }))
    .filter((group) => group.items.length > 0);
}

/** The current book's entries, in the sidebar's order (useNavGroups', ungrouped). */
export function useNavItems(): NavItem[] {
  return useNavGroups().flatMap((group) => group.items);
}
