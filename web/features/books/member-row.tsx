import { Pencil, UserMinus } from 'lucide-react';
import {
  BOOK_ROLES,
  type BookMemberView,
  type BookRole,
  bookRoleLabels,
  INVITED_ROLES,
} from '../../../common/contract/books';
import { formatReais } from '../../../common/money';
import { inputClass } from '../../components/ui/field';
import { RowAction } from '../../components/ui/row-action';
import { cn } from '../../lib/cn';

/**
 * One person of 'Pessoas': name, e-mail and monthly income, then what may be done: editing the income (one's own, or
 * anyone's for a dono), the role (a select for a dono, else read) and, for a dono, removing someone else. In the
 * person's own personal book they stay its only dono: the others are offered editor or leitor, and their own role is
 * only read.
 */
export function MemberRow({
  member,
  manages,
  personalBook,
  onEditIncome,
  onRole,
  onRemove,
  settingRole,
  removing,
}: {
  member: BookMemberView;
  /** Whether the person looking is a dono of the book. */
  manages: boolean;
  /** Whether the book is the looking person's own personal book. */
  personalBook: boolean;
  onEditIncome: (member: BookMemberView) => void;
  onRole: (member: BookMemberView, role: BookRole) => void;
  onRemove: (member: BookMemberView) => void;
  settingRole: boolean;
  removing: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
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
            onClick={() => onEditIncome(member)}
          />
        ) : null}
        {manages && !(personalBook && member.you) ? (
          <select
            aria-label={`Papel de ${member.name}`}
            className={cn(inputClass, 'h-9 w-28')}
            value={member.role}
            disabled={settingRole}
            onChange={(e) => onRole(member, e.target.value as BookRole)}
          >
            {(personalBook ? INVITED_ROLES : BOOK_ROLES).map((role) => (
              <option key={role} value={role}>
                {bookRoleLabels[role]}
              </option>
            ))}
          </select>
        ) : (
          <span className="text-sm text-slate-700 dark:text-slate-300">{bookRoleLabels[member.role]}</span>
        )}
        {manages && !member.you ? (
          <RowAction
            verb="Remover"
            label={`Remover ${member.name} do livro`}
            icon={UserMinus}
            tone="danger"
            disabled={removing}
            onClick={() => onRemove(member)}
          />
        ) : null}
      </div>
    </li>
  );
}
