import { useQuery } from '@tanstack/react-query';
import { can } from '../../../common/contract/book-roles';
import { bookMembersQuery, isSharedBook, useCanWrite, useCurrentBook } from '../../entities/book/public';
import type { SharePerson } from './share-parts';

/**
 * The current book and, when it is shared, its people in the book's order (the order the server divides in) with
 * their incomes. `current` is undefined while the books load; a personal book asks for no people.
 */
export function useBookPeople() {
  const { current } = useCurrentBook();
  const canWrite = useCanWrite();
  const shared = isSharedBook(current);
  const members = useQuery({ ...bookMembersQuery(current?.id ?? 0), enabled: shared });
  const list = members.data?.members ?? [];
  const people: SharePerson[] = list.map((m) => ({
    userId: m.userId,
    name: m.name,
    income: m.income,
    reader: !can(m.role, 'shareCosts'),
  }));
  return {
    current,
    shared,
    /** A leitor reads only: the actions that write are not offered (the server refuses them anyway). */
    writes: shared && canWrite,
    people,
    you: list.find((m) => m.you)?.userId,
    members,
  };
}
