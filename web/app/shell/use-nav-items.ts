import { useCanWrite, useCurrentBook } from '../../features/books/public';
import { type NavItem, navItems } from './nav-items';

/**
 * The entries for the current book: those of shared books only while it is shared (none while the list loads), and
 * the pages that only write only where the book may be written.
 */
export function useNavItems(): NavItem[] {
  const { current } = useCurrentBook();
  const canWrite = useCanWrite();
  const shared = current !== undefined && !current.personal;
  return navItems.filter((item) => (shared || !item.sharedOnly) && (canWrite || !item.writes));
}
