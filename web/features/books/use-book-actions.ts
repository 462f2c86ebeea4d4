import { useQueryClient } from '@tanstack/react-query';
import type { BookView } from '../../../common/contract/books';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { useDeleteBook } from '../../entities/book/api/books';
import { useRemoveMember } from '../../entities/book/api/members';
import { deleteBookMessage, leaveBookMessage } from '../../entities/book/book-words';
import { chooseBook, currentBookId } from '../../lib/current-book';
import { refreshForBook } from './switch-book';

/**
 * 'Excluir livro' and 'Sair do livro', each asked first in plain words. When the book was the current one the app
 * goes back to the personal book at once, before any call names the book that is no longer there.
 */
export function useBookActions(personId: number | undefined) {
  const act = useAction();
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
    const deleted = await act({
      confirm: {
        title: `Excluir o livro ${book.name}?`,
        message: deleteBookMessage(book.name),
        confirmLabel: 'Excluir livro',
        danger: true,
      },
      work: () => remove.mutateAsync(book.id),
      failed: 'Não foi possível excluir o livro',
    });
    if (!deleted) return;
    // Said once the screens have left the book.
    await afterGone(book);
    toast(`Livro ${book.name} excluído`);
  };

  const onLeave = async (book: BookView) => {
    if (personId === undefined) return;
    const left = await act({
      confirm: {
        title: `Sair do livro ${book.name}?`,
        message: leaveBookMessage(book.name),
        confirmLabel: 'Sair do livro',
        danger: true,
      },
      work: () => leave.mutateAsync({ bookId: book.id, userId: personId }),
      failed: 'Não foi possível sair do livro',
    });
    if (!left) return;
    await afterGone(book);
    toast(`Você saiu do livro ${book.name}`);
  };

  return { onDelete, onLeave, busy: remove.isPending || leave.isPending };
}

export type BookActions = ReturnType<typeof useBookActions>;
