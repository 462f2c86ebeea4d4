import {
  BOOK_MESSAGES,
  type BookMemberView,
  type BookRole,
  type BookView,
  bookRoleLabels,
  losesManager,
} from '../../../common/contract/books';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { useRemoveMember, useSetMemberRole } from '../../entities/book/api/members';
import { leavesNoManager, managesMembers } from '../../entities/book/book-abilities';
import { removeMemberMessage } from '../../entities/book/book-words';

/**
 * What a dono does to the people of 'Pessoas': a new role (refused at once when it would leave the book without a
 * dono; asked first when it makes someone dono or takes the role from oneself) and a removal, asked first.
 */
export function useMemberActions(book: BookView, members: readonly BookMemberView[]) {
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const act = useAction();
  const confirm = useConfirm();
  const toast = useToast();

  const onRole = async (member: BookMemberView, role: BookRole) => {
    // The server refuses it too; asking first would only lead to the refusal.
    if (leavesNoManager(members, member, role)) {
      toast(BOOK_MESSAGES.lastOwner, 'error');
      return;
    }
    // Making someone dono gives them the whole book, members included: asked, as removing someone is.
    if (
      managesMembers(role) &&
      !(await confirm({
        title: `Tornar ${member.name} dono?`,
        message: `${member.name} poderá convidar e remover pessoas, mudar papéis e excluir o livro ${book.name}, você inclusive.`,
        confirmLabel: 'Tornar dono',
        danger: true,
      }))
    )
      return;
    if (
      member.you &&
      losesManager(member.role, role) &&
      !(await confirm({
        title: 'Deixar de ser dono?',
        message: `Você deixa de poder convidar, remover pessoas e mudar papéis no livro ${book.name}. Só outro dono pode devolver esse papel a você.`,
        confirmLabel: `Virar ${bookRoleLabels[role].toLowerCase()}`,
        danger: true,
      }))
    )
      return;
    await act({
      work: () => setRole.mutateAsync({ bookId: book.id, userId: member.userId, role }),
      done: `${member.name} agora é ${bookRoleLabels[role].toLowerCase()}`,
      failed: 'Não foi possível mudar o papel',
    });
  };

  const onRemove = async (member: BookMemberView) => {
    await act({
      confirm: {
        title: `Remover ${member.name} do livro?`,
        message: removeMemberMessage(member.name, book.name),
        confirmLabel: 'Remover',
        danger: true,
      },
      work: () => remove.mutateAsync({ bookId: book.id, userId: member.userId }),
      done: `${member.name} não participa mais do livro`,
      failed: 'Não foi possível remover a pessoa',
    });
  };

  return { onRole, onRemove, settingRole: setRole.isPending, removing: remove.isPending };
}
