// What the books offer other features: a new person's personal book.
export { createPersonalBook, PERSONAL_BOOK_NAME } from './personal-book';
