import { useId } from 'react';
import { BOOK_ROLES, bookRoleHints, bookRoleLabels } from '../../../common/contract/book-roles';
import { Card } from '../../components/ui/card';

/** 'O que cada papel pode fazer': the three roles and what each allows, in the contract's words. */
export function RoleHints() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 font-semibold">
        O que cada papel pode fazer
      </h3>
      <dl className="grid gap-2 text-sm">
        {BOOK_ROLES.map((role) => (
          <div key={role} className="sm:flex sm:gap-2">
            <dt className="w-16 shrink-0 font-medium">{bookRoleLabels[role]}</dt>
            <dd className="text-slate-600 dark:text-slate-400">{bookRoleHints[role]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
