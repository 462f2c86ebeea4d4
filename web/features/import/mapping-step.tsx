import type { Account } from '../../../common/contract/accounts';
import type { LineMatchChoice } from '../../../common/contract/import';
import type { CsvSettings } from '../../../common/csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ColumnMappingCard } from './column-mapping-card';
import { mappingProblem } from './import-settings';
import { PreviewCard } from './preview-card';
import { SettingsCard } from './settings-card';
import type { StatementSummary } from './statement-summary';

export interface MappingStepProps {
  file: File;
  summary: StatementSummary;
  /** The file's columns (the last ones known while a reading failed to find the header). */
  headers: string[];
  reading: boolean;
  readError: string | null;
  settings: CsvSettings;
  onSettings: (next: CsvSettings) => void;
  accounts: Account[] | undefined;
  accountsError: string | null;
  defaultAccountId: string;
  onDefaultAccount: (id: string) => void;
  accountError: string | null;
  destination: string;
  onDestination: (column: string) => void;
  createInstallments: boolean;
  onCreateInstallments: (create: boolean) => void;
  suggestCategories: boolean;
  onSuggestCategories: (suggest: boolean) => void;
  lineCategories: Record<string, number | null>;
  onLineCategory: (line: number, categoryId: number | null) => void;
  lineMatches: Record<string, LineMatchChoice>;
  onLineMatch: (line: number, choice: LineMatchChoice | undefined) => void;
  bankDates: boolean;
  onBankDates: (take: boolean) => void;
  importing: boolean;
  importError: string | null;
  onBack: () => void;
  onImport: () => void;
}

/**
 * Step 2: how to read the file (SettingsCard), which column is which (ColumnMappingCard, for a CSV), and the
 * preview of what will be imported (PreviewCard), then Voltar or Importar.
 */
export function MappingStep(props: MappingStepProps) {
  const { summary, settings, onSettings } = props;
  const isOfx = summary.format === 'ofx';
  const defaultAccountName =
    props.accounts?.find((a) => String(a.id) === props.defaultAccountId)?.name ?? 'Conta padrão';
  const canImport =
    !props.reading && !props.importing && summary.rowCount > 0 && summary.fileErrors.length === 0;
  const incomplete = mappingProblem(settings);
  // The incomplete mapping is said under the columns; the preview lists the file's other problems.
  const fileErrors = summary.fileErrors.filter((message) => message !== incomplete);

  return (
    <div className="flex flex-col gap-4">
      <SettingsCard
        file={props.file}
        summary={summary}
        settings={settings}
        onSettings={onSettings}
        accounts={props.accounts}
        accountsError={props.accountsError}
        defaultAccountId={props.defaultAccountId}
        onDefaultAccount={props.onDefaultAccount}
        accountError={props.accountError}
      />
      {isOfx ? null : (
        <ColumnMappingCard
          summary={summary}
          headers={props.headers}
          settings={settings}
          onSettings={onSettings}
          destination={props.destination}
          onDestination={props.onDestination}
        />
      )}
      <PreviewCard
        summary={summary}
        reading={props.reading}
        readError={props.readError}
        fileErrors={fileErrors}
        defaultAccountId={props.defaultAccountId}
        defaultAccountName={defaultAccountName}
        createInstallments={props.createInstallments}
        onCreateInstallments={props.onCreateInstallments}
        suggestCategories={props.suggestCategories}
        onSuggestCategories={props.onSuggestCategories}
        lineCategories={props.lineCategories}
        onLineCategory={props.onLineCategory}
        lineMatches={props.lineMatches}
        onLineMatch={props.onLineMatch}
        bankDates={props.bankDates}
        onBankDates={props.onBankDates}
      />
      {props.importError ? <Alert tone="error">{props.importError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={props.onBack} disabled={props.importing}>
          Voltar
        </Button>
        <Button onClick={props.onImport} disabled={!canImport}>
          {props.importing ? 'Importando...' : 'Importar Dados'}
        </Button>
      </div>
    </div>
  );
}
