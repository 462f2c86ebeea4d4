// What books offer the other features: the current book (shared or not, the person's role in it) and its people,
// for the screens that exist in shared books only (who paid, the division, the acerto).
export { bookMembersQuery } from './api/members';
export { useCurrentBook } from './use-current-book';
