import { describe, expect, it } from 'vitest';
import { BOOK_ACTIONS, BOOK_ROLES, type BookAction, can, losesManager, rolesThatMay } from './books';

/** The rules as the server enforced them before the table: one line per action, the roles allowed. */
const RULES: Record<BookAction, readonly string[]> = {
  // Every member reads; a leitor's POST that only reads is open to them too.
  read: ['dono', 'editor', 'leitor'],
  // The authentication hook refused a leitor's writes; transfers listed the books where m.role <> 'leitor'.
  write: ['dono', 'editor'],
  // A division left the leitores unticked, and the settle-up left them out when they had nothing in the period.
  shareCosts: ['dono', 'editor'],
  // Anyone may take themselves out of a shared book.
  leave: ['dono', 'editor', 'leitor'],
  // Inviting, the invitations waiting, roles, removing another, another's income: a dono's.
  manageMembers: ['dono'],
  // Renaming, deleting, the bank aggregator's credentials, a restore: a dono's.
  manageBook: ['dono'],
};

describe('who may do what in a book', () => {
  it.each(BOOK_ACTIONS)('%s: the roles the server allowed, no other', (action) => {
    expect(BOOK_ROLES.filter((role) => can(role, action))).toEqual(RULES[action]);
    expect(rolesThatMay(action)).toEqual(RULES[action]);
  });

  it('a dono may do everything, and every other role is a subset of the one above it', () => {
    for (const action of BOOK_ACTIONS) {
      expect(can('dono', action)).toBe(true);
      if (can('leitor', action)) expect(can('editor', action)).toBe(true);
    }
  });

  it('a leitor changes nothing in the finances', () => {
    expect(can('leitor', 'write')).toBe(false);
    expect(can('leitor', 'manageMembers')).toBe(false);
    expect(can('leitor', 'manageBook')).toBe(false);
  });

  it('the last dono may neither leave nor stop being dono; nobody else is held', () => {
    expect(losesManager('dono', 'editor')).toBe(true);
    expect(losesManager('dono', 'leitor')).toBe(true);
    expect(losesManager('dono', null)).toBe(true);
    expect(losesManager('dono', 'dono')).toBe(false);
    expect(losesManager('editor', 'dono')).toBe(false);
    expect(losesManager('editor', 'leitor')).toBe(false);
    expect(losesManager('leitor', null)).toBe(false);
  });
});
