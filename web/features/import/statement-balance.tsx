import { useState } from 'react';
import type { ImportResult } from '../../../common/contract/import';
import { formatDateBR } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import {
  formatInCurrency,
  ReconcileDialog,
  type ReconcileTarget,
  useAccounts,
} from '../../entities/account/public';

/**
 * The balance a statement states (an OFX's LEDGERBAL, a CSV's latest balance line), and "Conferir saldo" of the account its rows went to,
 * prefilled with it. Nothing when the statement states none.
 */
export function StatementBalance({ result }: { result: ImportResult }) {
  const accounts = useAccounts();
  const [target, setTarget] = useState<ReconcileTarget | null>(null);
  const balance = result.statementBalance;
  if (!balance) return null;
  const account = accounts.data?.find((a) => a.id === result.accountId);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm" data-testid="statement-balance">
      <p className="text-slate-700 dark:text-slate-300">
        Saldo do extrato em {formatDateBR(balance.date)}:{' '}
        <span className="money">{formatInCurrency(balance.amount, account?.currency ?? 'BRL')}</span>
      </p>
      {account ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setTarget({ id: account.id, name: account.name, currency: account.currency })}
        >
          Conferir saldo
        </Button>
      ) : null}
      <ReconcileDialog account={target} onClose={() => setTarget(null)} initial={balance} />
    </div>
  );
}
