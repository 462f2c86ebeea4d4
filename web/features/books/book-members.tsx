import { useCallback, useId, useState } from 'react';
import type { BookMemberView, BookView } from '../../../common/contract/books';
import { Card } from '../../components/ui/card';
import { managesMembers } from '../../entities/book/book-abilities';
import { MemberIncomeDialog } from './member-income-dialog';
import { MemberRow } from './member-row';
import { useMemberActions } from './use-member-actions';

/**
 * 'Pessoas': who takes part in the book and with which role. A dono changes roles and removes people; the others
 * read. The server keeps at least one dono and says so when a change would leave none.
 */
export function BookMembers({ book, members }: { book: BookView; members: readonly BookMemberView[] }) {
  const titleId = useId();
  const manages = managesMembers(book.role);
  const { onRole, onRemove, settingRole, removing } = useMemberActions(book, members);
  const [editingIncome, setEditingIncome] = useState<BookMemberView | null>(null);
  const closeIncome = useCallback(() => setEditingIncome(null), []);

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
          <MemberRow
            key={member.userId}
            member={member}
            manages={manages}
            personalBook={book.personal}
            onEditIncome={setEditingIncome}
            onRole={(m, role) => void onRole(m, role)}
            onRemove={(m) => void onRemove(m)}
            settingRole={settingRole}
            removing={removing}
          />
        ))}
      </ul>
      {editingIncome ? (
        <MemberIncomeDialog bookId={book.id} member={editingIncome} onClose={closeIncome} />
      ) : null}
    </Card>
  );
}
