// What the books offer other features: a new person's personal book, the membership the authentication hook
// checks, and the finishing of deletions cut short.
export {
  accessToOtherBook,
  booksOfPerson,
  createBookMembershipCheck,
  isSharedBook,
  membersOf,
} from './membership';
export { createPersonalBook, PERSONAL_BOOK_NAME } from './personal-book';
export { purgeMemberlessBooks } from './purge';
