import { describe, expect, it } from 'vitest';
import type { BookView } from '../../../common/contract/books';
import { bookGoneMessage, bookSummary, invitationSentence, membersText } from './book-words';
import { findCurrentBook } from './use-current-book';

const personal: BookView = { id: 3, name: 'Pessoal', personal: true, role: 'dono', members: 1 };
const casa: BookView = { id: 10, name: 'Casa', personal: false, role: 'editor', members: 2 };
const viagem: BookView = { id: 11, name: 'Viagem', personal: false, role: 'dono', members: 1 };

describe("a book's words", () => {
  it('say who shares it, and the role only when the person is not its dono', () => {
    expect(bookSummary(personal)).toBe('Só você');
    // The personal book shared with a partner (issue 74 point 16) says so.
    expect(bookSummary({ ...personal, members: 2 })).toBe('2 pessoas');
    expect(bookSummary(casa)).toBe('2 pessoas · Editor');
    expect(bookSummary(viagem)).toBe('1 pessoa');
    expect(membersText(20)).toBe('20 pessoas');
  });

  it('say who invites to which book as what', () => {
    expect(invitationSentence('Ana', 'Casa', 'leitor')).toBe(
      'Ana convidou você para o livro Casa como leitor.',
    );
  });

  it('name the book the person left, when it is known', () => {
    expect(bookGoneMessage('Casa')).toBe(
      'Você não participa mais do livro Casa. Voltamos ao seu livro pessoal.',
    );
    expect(bookGoneMessage(undefined)).toBe(
      'Você não participa mais daquele livro. Voltamos ao seu livro pessoal.',
    );
  });
});

describe('the current book', () => {
  it('is the chosen one, or the personal book when none is chosen or the chosen one is not in the list', () => {
    const books = [personal, casa, viagem];
    expect(findCurrentBook(books, 10)).toBe(casa);
    expect(findCurrentBook(books, null)).toBe(personal);
    expect(findCurrentBook(books, 99)).toBe(personal);
    expect(findCurrentBook([], 10)).toBeUndefined();
  });
});
