import { describe, expect, it } from 'vitest';
import { BOOK_ROLES, type BookView } from '../../../common/contract/books';
import { abilitiesOf, currentAbilities, leavesNoManager, managesMembers } from './book-abilities';

const personal: BookView = { id: 3, name: 'Pessoal', personal: true, role: 'dono', members: 1 };
const casa: BookView = { id: 10, name: 'Casa', personal: false, role: 'leitor', members: 3 };
const viagem: BookView = { id: 11, name: 'Viagem', personal: false, role: 'editor', members: 2 };
const obra: BookView = { id: 12, name: 'Obra', personal: false, role: 'dono', members: 2 };
const books = [personal, casa, viagem, obra];

describe("what the person may do in the current book (the server's rule)", () => {
  it('a dono writes and owns, an editor writes, a leitor only reads', () => {
    expect(abilitiesOf('dono')).toEqual({ canWrite: true, owns: true, known: true });
    expect(abilitiesOf('editor')).toEqual({ canWrite: true, owns: false, known: true });
    expect(abilitiesOf('leitor')).toEqual({ canWrite: false, owns: false, known: true });
  });

  it('reads the role of the chosen book from the list', () => {
    expect(currentAbilities(casa.id, books)).toMatchObject({ canWrite: false, owns: false });
    expect(currentAbilities(viagem.id, books)).toMatchObject({ canWrite: true, owns: false });
    expect(currentAbilities(obra.id, books)).toMatchObject({ canWrite: true, owns: true });
  });

  it("the personal book is the person's own from the start; a shared one offers nothing until its role is known", () => {
    expect(currentAbilities(null, undefined)).toEqual({ canWrite: true, owns: true, known: true });
    expect(currentAbilities(casa.id, undefined)).toEqual({ canWrite: false, owns: false, known: false });
    // A book the person is no longer in: the server acts in the personal book, and so does the screen.
    expect(currentAbilities(99, books)).toEqual({ canWrite: true, owns: true, known: true });
  });

  it("only a dono manages the book's people, and the last one may not stop being dono nor leave", () => {
    expect(BOOK_ROLES.filter((role) => managesMembers(role))).toEqual(['dono']);
    const ana = { role: 'dono' as const };
    const bia = { role: 'editor' as const };
    expect(leavesNoManager([ana, bia], ana, 'editor')).toBe(true);
    expect(leavesNoManager([ana, bia], ana, null)).toBe(true);
    expect(leavesNoManager([ana, bia], bia, 'leitor')).toBe(false);
    expect(leavesNoManager([ana, { role: 'dono' }], ana, 'leitor')).toBe(false);
  });
});
