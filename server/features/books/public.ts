// What the books offer other features: a new person's personal book, the membership the authentication hook
// checks, a book's name as others read it, and the finishing of deletions cut short.
export {
  accessToOtherBook,
  booksOfPerson,
  createBookMembershipCheck,
  isSharedBook,
  membersOf,
} from './membership';
export { bookLabel, bookNameFor, createPersonalBook, PERSONAL_BOOK_NAME } from './personal-book';
export { purgeMemberlessBooks } from './purge';
