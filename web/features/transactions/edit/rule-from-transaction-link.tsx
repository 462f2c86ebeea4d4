import { Link } from 'react-router';
import type { Transaction } from '../../../../common/contract/transactions';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { newRuleLink } from '../../rules/public';
import {
  type buildUpdateBody,
  type EditTransactionValues,
  editTransactionForm,
} from './edit-transaction-form';

/**
 * 'Criar uma regra a partir desta transação': the address holds the row as stored; an edited form is saved
 * first (`onEdited`), then the rule follows it.
 */
export function RuleFromTransactionLink({
  transaction,
  edited,
  onLeave,
  onEdited,
}: {
  transaction: Transaction;
  edited: boolean;
  onLeave: () => void;
  onEdited: () => void;
}) {
  return (
    <p className="col-span-2 text-sm">
      <Link
        to={newRuleLink({
          description: transaction.description,
          categoryId: transaction.categoriaId,
          payeeName: transaction.payee_name,
          type: transaction.type,
        })}
        onClick={(e) => {
          if (!edited) return onLeave();
          e.preventDefault();
          onEdited();
        }}
        className={cn('font-medium text-brand-700 underline dark:text-brand-500', focusRing)}
      >
        Criar uma regra a partir desta transação
      </Link>
    </p>
  );
}

/** The new rule's address, filled from the row as just saved (an edited form is saved before the rule). */
export function savedRuleLink(
  values: EditTransactionValues,
  body: ReturnType<typeof buildUpdateBody>,
): string {
  const saved = editTransactionForm.parse(values);
  return newRuleLink({
    description: saved.description,
    categoryId: saved.categoryId,
    payeeName: saved.payeeName,
    type: body.type === 'RECEITA' ? 'RECEITA' : 'DESPESA',
  });
}
