import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { OpenExportFormat } from '../../../common/contract/open-exports';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useAccounts } from './api/accounts';
import { downloadStatement } from './api/statement';

interface Props {
  /** The account chosen first (Transações' account filter); none: the first account. */
  accountId?: number | undefined;
  /** The rows' period (Transações' period); none: every row. */
  period?: { from?: string | undefined; to?: string | undefined };
}

/**
 * "Baixar extrato (OFX)" and "(QIF)" of one account: both formats hold one account per file, so the account is
 * asked here. Perfil → Seus dados and Transações' "Exportar" show it.
 */
export function StatementDownload({ accountId, period }: Props) {
  const toast = useToast();
  const accounts = useAccounts(undefined, true).data ?? [];
  const [chosen, setChosen] = useState<number | null>(accountId ?? null);
  const account = accounts.find((a) => a.id === chosen) ?? accounts[0];
  const download = useMutation({
    mutationFn: (format: OpenExportFormat) =>
      account ? downloadStatement(format, account, period) : Promise.reject(new Error('Escolha uma conta')),
    onSuccess: (name) => toast(`Arquivo baixado: ${name}`, 'success'),
  });

  if (accounts.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">Crie uma conta para baixar um extrato.</p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Conta do extrato"
        value={account ? String(account.id) : ''}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {(['ofx', 'qif'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
          >
            <FileDown size={16} aria-hidden /> Baixar extrato ({format.toUpperCase()})
          </Button>
        ))}
      </div>
      {download.error ? (
        <Alert tone="error">
          {errorMessage(download.error, 'Não foi possível baixar o extrato. Tente novamente.')}
        </Alert>
      ) : null}
    </div>
  );
}
