import { Fragment } from 'react';
import type { TransactionPeople } from '../../../common/contract/household';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { paidByText } from './household-words';

/**
 * 'Dividida: Ana R$ 60,00 · Bia R$ 40,00' (household-words' divisionText), each amount kept whole on its line.
 * Nothing for an expense that is not divided.
 */
export function DivisionText({ shares }: Pick<TransactionPeople, 'shares'>) {
  if (shares.length === 0) return null;
  return (
    <>
      Dividida:{' '}
      {shares.map((share, i) => (
        <Fragment key={share.userId}>
          {i > 0 ? ' · ' : null}
          {share.name} <span className="money">{formatReais(share.amount)}</span>
        </Fragment>
      ))}
    </>
  );
}

/**
 * A list row's line in a shared book: 'Pago por Ana · Dividida: Ana R$ 50,01 · Bia R$ 50,00', or on a phone's
 * row, short, 'Pago por Ana · dividida entre 2'. Nothing for a row that says nothing of its people.
 */
export function PeopleLine({
  tx,
  short = false,
  className,
}: {
  tx: Pick<TransactionPeople, 'paid_by' | 'paid_by_name' | 'shares'>;
  short?: boolean;
  className?: string;
}) {
  const paid = paidByText(tx);
  if (!paid && tx.shares.length === 0) return null;
  const divided = tx.shares.length > 0;
  return (
    <p data-testid="people-line" className={cn('text-xs text-slate-500 dark:text-slate-400', className)}>
      {paid}
      {paid && divided ? ' · ' : null}
      {divided ? short ? `dividida entre ${tx.shares.length}` : <DivisionText shares={tx.shares} /> : null}
    </p>
  );
}
