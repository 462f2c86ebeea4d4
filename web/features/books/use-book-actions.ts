import { useQueryClient } from '@tanstack/react-query';
import type { BookView } from '../../../common/contract/books';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { useDeleteBook } from '../../entities/book/api/books';
import { useRemoveMember } from '../../entities/book/api/members';
import { deleteBookMessage, leaveBookMessage } from '../../entities/book/book-words';
import { errorMessage } from '../../lib/api-client';
import { chooseBook, currentBookId } from '../../lib/current-book';
import { refreshForBook } from './switch-book';

/**
 * 'Excluir livro' and 'Sair do livro', each asked first in plain words. When the book was the current one the app
 * goes back to the personal book at once, before any call names the book that is no longer there.
 */
export function useBookActions(personId: number | undefined) {
  const confirm = useConfirm();
  const toast = useToast();
  const client = useQueryClient();
  const remove = useDeleteBook();
  const leave = useRemoveMember();

  const afterGone = async (book: BookView) => {
    if (currentBookId() !== book.id) return;
    chooseBook(null);
    await refreshForBook(client);
  };

  const onDelete = async (book: BookView) => {
    const ok = await confirm({
      title: `Excluir o livro ${book.name}?`,
      message: deleteBookMessage(book.name),
      confirmLabel: 'Excluir livro',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(book.id);
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir o livro'), 'error');
      return;
    }
    await afterGone(book);
    toast(`Livro ${book.name} excluído`);
  };

  const onLeave = async (book: BookView) => {
    if (personId === undefined) return;
    const ok = await confirm({
      title: `Sair do livro ${book.name}?`,
      message: leaveBookMessage(book.name),
      confirmLabel: 'Sair do livro',
      danger: true,
    });
    if (!ok) return;
    try {
      await leave.mutateAsync({ bookId: book.id, userId: personId });
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível sair do livro'), 'error');
      return;
    }
    await afterGone(book);
    toast(`Você saiu do livro ${book.name}`);
  };

  return { onDelete, onLeave, busy: remove.isPending || leave.isPending };
}

export type BookActions = ReturnType<typeof useBookActions>;
