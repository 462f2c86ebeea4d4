// The book, as the features need it (the Livros pages themselves are web/features/books): the current book (shared or
// not, the person's role in it) and its people, for the screens that exist in shared books only (who paid, the
// division, the acerto); what the person may do in it (useCanWrite, WhenWritable, WhenOwner, WritableOr, ReadOnlyNote:
// the one owner of that rule in the web app); how many invitations wait for the person (the shell's count); and the
// book's spending basis (competência or caixa) and its switch, which the dashboard, Orçamentos and Relatórios show.
// The invitation a sign-in page names is in public-invitation.ts.
export { useReceivedInvitationCount } from './api/invitations';
export { bookMembersQuery } from './api/members';
export { spendingBasisKey, useSpendingBasis } from './api/spending-basis';
export { type BookAbilities, useBookAbilities, useCanWrite } from './book-abilities';
export { receivedCountText } from './book-words';
export { isSharedBook } from './shared-book';
export { SpendingBasisSwitch } from './spending-basis-switch';
export { useCurrentBook } from './use-current-book';
export { ReadOnlyNote, WhenOwner, WhenWritable, WritableOr } from './write-gates';
