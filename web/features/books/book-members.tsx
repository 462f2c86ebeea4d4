import { Pencil, UserMinus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import {
  BOOK_MESSAGES,
  BOOK_ROLES,
  type BookMemberView,
  type BookRole,
  type BookView,
  bookRoleLabels,
  losesManager,
} from '../../../common/contract/books';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm-provider';
import { inputClass } from '../../components/ui/field';
import { RowAction } from '../../components/ui/row-action';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { useRemoveMember, useSetMemberRole } from '../../entities/book/api/members';
import { leavesNoManager, managesMembers } from '../../entities/book/book-abilities';
import { removeMemberMessage } from '../../entities/book/book-words';
import { cn } from '../../lib/cn';
import { MemberIncomeDialog } from './member-income-dialog';

/**
 * 'Pessoas': who takes part in the book and with which role. A dono changes roles and removes people; the others
 * read. The server keeps at least one dono and says so when a change would leave none.
 */
export function BookMembers({ book, members }: { book: BookView; members: readonly BookMemberView[] }) {
  const titleId = useId();
  const manages = managesMembers(book.role);
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const act = useAction();
  const confirm = useConfirm();
  const toast = useToast();
  const [editingIncome, setEditingIncome] = useState<BookMemberView | null>(null);
  const closeIncome = useCallback(() => setEditingIncome(null), []);

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

  return (
    <Card role="region" aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-1 font-semibold">
        Pessoas
      </h3>
      {manages ? null : (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
          Só um dono muda quem participa do livro e o papel de cada pessoa.
        </p>
      )}
      <ul aria-labelledby={titleId} className="divide-y divide-slate-100 dark:divide-slate-800">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words">
                {member.name}
                {member.you ? (
                  <span className="font-normal text-slate-500 dark:text-slate-400"> (você)</span>
                ) : null}
              </p>
              <p className="text-xs break-all text-slate-600 dark:text-slate-400">{member.email}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="member-income">
                Renda mensal:{' '}
                {member.income === null ? (
                  'não informada'
                ) : (
                  <span className="money font-medium text-slate-800 dark:text-slate-200">
                    {formatReais(member.income)}
                  </span>
                )}
              </p>
            </div>
            <div className="flex items-center gap-1">
              {member.you || manages ? (
                <RowAction
                  verb="Editar renda"
                  label={member.you ? 'Editar a sua renda mensal' : `Editar a renda mensal de ${member.name}`}
                  icon={Pencil}
                  onClick={() => setEditingIncome(member)}
                />
              ) : null}
              {manages ? (
                <select
                  aria-label={`Papel de ${member.name}`}
                  className={cn(inputClass, 'h-9 w-28')}
                  value={member.role}
                  disabled={setRole.isPending}
                  onChange={(e) => void onRole(member, e.target.value as BookRole)}
                >
                  {BOOK_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {bookRoleLabels[role]}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {bookRoleLabels[member.role]}
                </span>
              )}
              {manages && !member.you ? (
                <RowAction
                  verb="Remover"
                  label={`Remover ${member.name} do livro`}
                  icon={UserMinus}
                  tone="danger"
                  disabled={remove.isPending}
                  onClick={() => void onRemove(member)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {editingIncome ? (
        <MemberIncomeDialog bookId={book.id} member={editingIncome} onClose={closeIncome} />
      ) : null}
    </Card>
  );
}
