import { Link } from 'react-router';
import type { Account } from '../../../common/contract/accounts';
import type { CsvSettings } from '../../../common/csv';
import { AccountOptions } from '../../components/ui/account-select';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { SelectField } from '../../components/ui/field';
import { CsvSettingsFields } from './csv-settings-fields';
import { changeSetting, effectiveSettings } from './import-settings';
import type { StatementSummary } from './statement-summary';

/** 'Configurações': the account the lines go to and, for a CSV, how the file is read. */
export function SettingsCard({
  file,
  summary,
  settings,
  onSettings,
  accounts,
  accountsError,
  defaultAccountId,
  onDefaultAccount,
  accountError,
}: {
  file: File;
  summary: StatementSummary;
  settings: CsvSettings;
  onSettings: (next: CsvSettings) => void;
  accounts: Account[] | undefined;
  accountsError: string | null;
  defaultAccountId: string;
  onDefaultAccount: (id: string) => void;
  accountError: string | null;
}) {
  const isOfx = summary.format === 'ofx';
  const shown = effectiveSettings(settings, summary);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">Configurações</h2>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">
          {file.name} · {isOfx ? 'OFX' : 'CSV'}
        </p>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <SelectField
          className="col-span-2 sm:col-span-1"
          label="Conta padrão *"
          value={defaultAccountId}
          error={accountError ?? undefined}
          onChange={(e) => onDefaultAccount(e.target.value)}
        >
          <option value="">Selecione uma conta</option>
          <AccountOptions accounts={accounts ?? []} />
        </SelectField>
        {isOfx ? null : <CsvSettingsFields summary={summary} settings={settings} onSettings={onSettings} />}
      </div>
      {isOfx ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Extrato OFX: datas, valores e descrições vêm do próprio arquivo; não há colunas a mapear.
        </p>
      ) : (
        <Checkbox
          labelClassName="mt-4"
          checked={shown.invertSign === true}
          onChange={(e) => onSettings(changeSetting(settings, summary, 'invertSign', e.target.checked))}
        >
          Valores positivos são despesas (fatura de cartão de crédito)
        </Checkbox>
      )}
      {accountsError ? (
        <Alert tone="error" className="mt-3">
          {accountsError}
        </Alert>
      ) : accounts && accounts.length === 0 ? (
        <Alert tone="info" className="mt-3">
          Você ainda não tem contas.{' '}
          <Link to="/accounts" className="font-medium underline">
            Crie uma conta
          </Link>{' '}
          para receber os lançamentos.
        </Alert>
      ) : null}
    </Card>
  );
}
