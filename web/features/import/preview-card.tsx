import type { LineMatchChoice } from '../../../common/contract/import';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { useCategories } from '../../entities/category/public';
import { useImportHints } from './api/hints';
import { ImportOptions, plural } from './import-options';
import { PreviewTable } from './preview-table';
import { ReadingIndicator } from './reading-indicator';
import type { StatementSummary } from './statement-summary';

export interface PreviewCardProps {
  summary: StatementSummary;
  reading: boolean;
  readError: string | null;
  /** The file's problems besides an incomplete mapping (said under the columns). */
  fileErrors: readonly string[];
  defaultAccountId: string;
  defaultAccountName: string;
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
}

/** 'Pré-visualização': what will be read, the import's options, the first lines and the lines left out. */
export function PreviewCard(props: PreviewCardProps) {
  const { summary, fileErrors } = props;
  const categories = useCategories();
  const hints = useImportHints(props.defaultAccountId, summary.hintLines, props.suggestCategories);
  return (
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
      <PreviewCounts summary={summary} />
      <ImportOptions
        summary={summary}
        hints={hints.data}
        lineMatches={props.lineMatches}
        suggestCategories={props.suggestCategories}
        onSuggestCategories={props.onSuggestCategories}
        bankDates={props.bankDates}
        onBankDates={props.onBankDates}
        createInstallments={props.createInstallments}
        onCreateInstallments={props.onCreateInstallments}
      />
      {summary.duplicateCount > 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Linhas destacadas repetem data, descrição e valor de uma linha anterior do arquivo. Elas também
          serão importadas (duas compras iguais no mesmo dia acontecem); lançamentos que já estão na conta são
          ignorados.
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
            defaultAccountName={props.defaultAccountName}
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
      <LineErrors summary={summary} />
    </Card>
  );
}

/** How many lines will be read, and how many of them are transfers, possible duplicates or have a problem. */
function PreviewCounts({ summary }: { summary: StatementSummary }) {
  return (
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
  );
}

/** 'Linhas que não serão importadas': the first few, and how many more. */
function LineErrors({ summary }: { summary: StatementSummary }) {
  if (summary.errors.length === 0) return null;
  return (
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
  );
}
