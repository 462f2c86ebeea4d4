import { Link } from 'react-router';
import type { Account } from '../../../common/contract/accounts';
import type { LineMatchChoice } from '../../../common/contract/import';
import { type CsvSettings, type DefaultType, PRESETS } from '../../../common/csv';
import type { DateFormat } from '../../../common/dates';
import type { AmountFormat } from '../../../common/money';
import { AccountOptions } from '../../components/ui/account-select';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { SelectField } from '../../components/ui/field';
import { useCategories } from '../../entities/category/public';
import { useImportHints } from './api/hints';
import {
  changeMapping,
  changeSetting,
  choosePreset,
  effectiveSettings,
  MAPPING_FIELDS,
  mappingProblem,
  type PresetChoice,
} from './import-settings';
import { attachesLines } from './line-matches';
import { PreviewTable } from './preview-table';
import { ReadingIndicator } from './reading-indicator';
import type { StatementSummary } from './statement-summary';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

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

/** Step 2: how to read the file, which column is which, and the preview of what will be imported. */
export function MappingStep(props: MappingStepProps) {
  const categories = useCategories();
  const hints = useImportHints(props.defaultAccountId, props.summary.hintLines, props.suggestCategories);
  const { summary, settings, onSettings } = props;
  const isOfx = summary.format === 'ofx';
  const shown = effectiveSettings(settings, summary);
  const detected = summary.preset ? PRESETS.find((p) => p.id === summary.preset) : undefined;
  const defaultAccountName =
    props.accounts?.find((a) => String(a.id) === props.defaultAccountId)?.name ?? 'Conta padrão';
  const canImport =
    !props.reading && !props.importing && summary.rowCount > 0 && summary.fileErrors.length === 0;
  const incomplete = mappingProblem(settings);
  // The incomplete mapping is said under the columns; the preview lists the file's other problems.
  const fileErrors = summary.fileErrors.filter((message) => message !== incomplete);

  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold">Configurações</h2>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {props.file.name} · {isOfx ? 'OFX' : 'CSV'}
          </p>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          <SelectField
            className="col-span-2 sm:col-span-1"
            label="Conta padrão *"
            value={props.defaultAccountId}
            error={props.accountError ?? undefined}
            onChange={(e) => props.onDefaultAccount(e.target.value)}
          >
            <option value="">Selecione uma conta</option>
            <AccountOptions accounts={props.accounts ?? []} />
          </SelectField>
          {isOfx ? null : (
            <>
              <SelectField
                className="col-span-2 sm:col-span-1"
                label="Modelo do extrato"
                value={settings.preset ?? 'auto'}
                onChange={(e) => onSettings(choosePreset(settings, e.target.value as PresetChoice))}
              >
                <option value="auto">
                  {settings.preset === 'auto' && detected
                    ? `Detectar automaticamente (${detected.label})`
                    : 'Detectar automaticamente'}
                </option>
                <option value="none">Nenhum (colunas escolhidas)</option>
                {PRESETS.map((preset) => (
                  <option key={preset.id} value={preset.id}>
                    {preset.label}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Delimitador"
                value={shown.delimiter}
                onChange={(e) =>
                  onSettings(
                    changeSetting(settings, summary, 'delimiter', e.target.value as CsvSettings['delimiter']),
                  )
                }
              >
                <option value="auto">Automático</option>
                <option value=",">Vírgula (,)</option>
                <option value=";">Ponto e vírgula (;)</option>
                {shown.delimiter === '\t' ? <option value={'\t'}>Tabulação</option> : null}
              </SelectField>
              <SelectField
                label="Formato de data"
                value={shown.dateFormat}
                onChange={(e) =>
                  onSettings(changeSetting(settings, summary, 'dateFormat', e.target.value as DateFormat))
                }
              >
                <option value="DD/MM/YYYY">DD/MM/AAAA</option>
                <option value="MM/DD/YYYY">MM/DD/AAAA</option>
                <option value="YYYY-MM-DD">AAAA-MM-DD</option>
              </SelectField>
              <SelectField
                label="Formato de valor"
                value={shown.amountFormat}
                onChange={(e) =>
                  onSettings(changeSetting(settings, summary, 'amountFormat', e.target.value as AmountFormat))
                }
              >
                <option value="auto">Automático</option>
                <option value="comma">Vírgula decimal (1.234,56)</option>
                <option value="dot">Ponto decimal (1,234.56)</option>
              </SelectField>
              <SelectField
                label="Tipo padrão"
                value={shown.defaultType}
                onChange={(e) =>
                  onSettings(changeSetting(settings, summary, 'defaultType', e.target.value as DefaultType))
                }
              >
                <option value="sign">Pelo sinal</option>
                <option value="RECEITA">Sempre receita</option>
                <option value="DESPESA">Sempre despesa</option>
              </SelectField>
            </>
          )}
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
        {props.accountsError ? (
          <Alert tone="error" className="mt-3">
            {props.accountsError}
          </Alert>
        ) : props.accounts && props.accounts.length === 0 ? (
          <Alert tone="info" className="mt-3">
            Você ainda não tem contas.{' '}
            <Link to="/accounts" className="font-medium underline">
              Crie uma conta
            </Link>{' '}
            para receber os lançamentos.
          </Alert>
        ) : null}
      </Card>

      {isOfx ? null : (
        <Card className="p-5">
          <h2 className="font-semibold">Mapeamento de colunas</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Escolha a coluna do arquivo para cada campo. Data e valor são obrigatórios; um extrato com colunas
            separadas de débito e crédito usa as duas no lugar do valor.
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {MAPPING_FIELDS.map(({ field, label }) => (
              <SelectField
                key={field}
                label={field === 'date' ? `${label} *` : label}
                value={summary.mapping[field] ?? ''}
                onChange={(e) => onSettings(changeMapping(settings, summary, field, e.target.value))}
              >
                <option value="">— Não usar —</option>
                <ColumnOptions headers={props.headers} />
              </SelectField>
            ))}
            <SelectField
              label="Destino (transferências)"
              value={props.destination}
              onChange={(e) => props.onDestination(e.target.value)}
            >
              <option value="">Automático</option>
              <ColumnOptions headers={props.headers} />
            </SelectField>
          </div>
          {incomplete ? (
            <Alert tone="error" className="mt-3">
              {incomplete}
            </Alert>
          ) : null}
        </Card>
      )}

      <Card className="p-5">
        <h2 className="font-semibold">Pré-visualização</h2>
        {props.reading ? <ReadingIndicator className="mt-3" /> : null}
        {props.readError ? (
          <Alert tone="error" className="mt-3">
            {props.readError}
          </Alert>
        ) : null}
        {fileErrors.length > 0 ? (
          <Alert tone="error" className="mt-3">
            {fileErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <li>
            <strong className="font-semibold" data-testid="rows-to-read">
              {plural(summary.rowCount, 'lançamento será lido', 'lançamentos serão lidos')}
            </strong>
          </li>
          {summary.transferCount > 0 ? (
            <li>{plural(summary.transferCount, 'transferência', 'transferências')}</li>
          ) : null}
          {summary.duplicateCount > 0 ? (
            <li className="text-amber-800 dark:text-amber-300">
              {plural(summary.duplicateCount, 'possível duplicado', 'possíveis duplicados')}
            </li>
          ) : null}
          {summary.errorCount > 0 ? (
            <li className="text-red-700 dark:text-red-400">
              {plural(summary.errorCount, 'linha com problema', 'linhas com problema')}
            </li>
          ) : null}
        </ul>
        <Checkbox
          labelClassName="mt-3"
          checked={props.suggestCategories}
          onChange={(e) => props.onSuggestCategories(e.target.checked)}
        >
          Usar a categoria sugerida pelo histórico ou a sugestão padrão nas linhas sem categoria (as regras
          valem sempre)
        </Checkbox>
        {attachesLines(summary.hintLines, hints.data, props.lineMatches) ? (
          <Checkbox
            labelClassName="mt-2"
            checked={props.bankDates}
            onChange={(e) => props.onBankDates(e.target.checked)}
          >
            Usar a data do extrato nos lançamentos já registrados (por padrão os que você digitou mantêm a sua
            data; os lançados por um gasto fixo ficam sempre com a do extrato)
          </Checkbox>
        ) : null}
        {summary.installmentCount > 0 ? (
          <div className="mt-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
            <p className="text-slate-700 dark:text-slate-300" data-testid="installment-lines">
              {plural(summary.installmentCount, 'lançamento é parcela', 'lançamentos são parcelas')} de
              compras (como 3/10). No cartão, as parcelas que você já registrou não serão duplicadas.
            </p>
            <Checkbox
              labelClassName="mt-2"
              checked={props.createInstallments}
              onChange={(e) => props.onCreateInstallments(e.target.checked)}
            >
              Criar também as parcelas seguintes das compras que ainda não estão registradas
            </Checkbox>
          </div>
        ) : null}
        {summary.duplicateCount > 0 ? (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            Linhas destacadas repetem data, descrição e valor de uma linha anterior do arquivo. Elas também
            serão importadas (duas compras iguais no mesmo dia acontecem); lançamentos que já estão na conta
            são ignorados.
          </p>
        ) : null}
        {summary.rowCount > summary.preview.length ? (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            Mostrando as primeiras {summary.preview.length} linhas
            {summary.rowCount > summary.hintLines.length
              ? `; a contagem acima da tabela vale para as primeiras ${summary.hintLines.length.toLocaleString('pt-BR')}`
              : '; a contagem acima da tabela vale para todas'}
            .
          </p>
        ) : null}
        {summary.preview.length > 0 ? (
          <div className="mt-3">
            <PreviewTable
              rows={summary.preview}
              markedLines={summary.hintLines}
              defaultAccountName={defaultAccountName}
              hints={hints.data}
              categories={categories.data ?? []}
              chosen={props.lineCategories}
              onChoose={props.onLineCategory}
              accountId={props.defaultAccountId}
              matches={props.lineMatches}
              onMatch={props.onLineMatch}
            />
          </div>
        ) : null}
        {summary.errors.length > 0 ? (
          <section aria-labelledby="import-line-errors" className="mt-4">
            <h3 id="import-line-errors" className="text-sm font-semibold text-red-700 dark:text-red-400">
              Linhas que não serão importadas
            </h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {summary.errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>{error.message}</li>
              ))}
            </ul>
            {summary.errorCount > summary.errors.length ? (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                e mais {summary.errorCount - summary.errors.length}.
              </p>
            ) : null}
          </section>
        ) : null}
      </Card>

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

function ColumnOptions({ headers }: { headers: string[] }) {
  const seen = new Set<string>();
  return (
    <>
      {headers.map((header) => {
        if (header === '' || seen.has(header)) return null;
        seen.add(header);
        return (
          <option key={header} value={header}>
            {header}
          </option>
        );
      })}
    </>
  );
}
