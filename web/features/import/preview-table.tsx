import type { Category } from '../../../common/contract/categories';
import type { ImportHint, LineMatchChoice } from '../../../common/contract/import';
import type { ImportType } from '../../../common/csv';
import { transactionLabel } from '../../../common/csv/transaction-label';
import { formatDateBR } from '../../../common/dates';
import { formatCents } from '../../../common/money';
import { CategoryOptions } from '../../components/ui/category-select';
import { cn } from '../../lib/cn';
import { LineMatchMark } from './line-match-mark';
import { effectiveKind, markedLines, matchSummaryText, takesCategory } from './line-matches';
import type { PreviewRow } from './statement-summary';

const typeLabels: Record<ImportType, string> = {
  RECEITA: 'Receita',
  DESPESA: 'Despesa',
  TRANSFER: 'Transferência',
};

function SignedAmount({ row }: { row: PreviewRow }) {
  const text = formatCents(row.amountCents);
  if (row.type === 'RECEITA')
    return <span className="money text-emerald-700 dark:text-emerald-400">+{text}</span>;
  if (row.type === 'DESPESA') return <span className="money text-red-600 dark:text-red-400">-{text}</span>;
  return <span className="money">{text}</span>;
}

function DuplicateBadge() {
  return (
    <span className="mt-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-800/60 dark:text-amber-100">
      Possível duplicado
    </span>
  );
}

const duplicateTone = 'bg-amber-50 dark:bg-amber-950/40';

interface PreviewProps {
  rows: PreviewRow[];
  defaultAccountName: string;
  /** What the import would do with each line (by line number), when known. */
  hints?: ReadonlyMap<number, ImportHint | undefined> | undefined;
  /** The person's categories, to choose one for a line the file leaves without. */
  categories?: readonly Category[];
  /** Categories chosen for lines (null: none), and the choosing. */
  chosen?: Readonly<Record<string, number | null>>;
  onChoose?: (line: number, categoryId: number | null) => void;
  /** The account the lines go to by default (the matched rows' link finds them in it). */
  accountId?: string;
  /** What the person chose for lines' matches, by line, and the choosing (undefined: the import decides). */
  matches?: Readonly<Record<string, LineMatchChoice>>;
  onMatch?: (line: number, choice: LineMatchChoice | undefined) => void;
  /** The lines the hints marked, for the summary (a month's statement; the table shows the first of them). */
  markedLines?: ReadonlyArray<{ line: number }>;
}

/** A line's mark and override under its text, when the hints gave it one. */
function LineMatchBlock({ row, hints, matches, onMatch, accountId }: PreviewProps & { row: PreviewRow }) {
  const match = hints?.get(row.line)?.match;
  if (!match) return null;
  return (
    <div className="mt-1.5">
      <LineMatchMark
        line={row.line}
        match={match}
        choice={matches?.[String(row.line)]}
        accountId={accountId ?? ''}
        onChoose={onMatch}
      />
    </div>
  );
}

/** Whether the line takes the category the preview shows (see takesCategory); absent a mark, it does. */
function takesLineCategory({ hints, matches }: PreviewProps, row: PreviewRow): boolean {
  const match = hints?.get(row.line)?.match;
  return !match || takesCategory(effectiveKind(match, matches?.[String(row.line)]));
}

/** '3 novos · 2 já registrados · 1 paga gasto fixo' above the lines, the person's choices applied. */
function MatchSummary({ rows, markedLines: marked, hints, matches }: PreviewProps) {
  const text = matchSummaryText(
    markedLines(
      (marked ?? rows).map((row) => row.line),
      hints,
      matches ?? {},
    ),
  );
  if (!text) return null;
  return (
    <p className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="match-summary">
      {text}
    </p>
  );
}

/** Where a suggested category comes from, as the preview says it: 'regra', 'histórico', 'sugestão padrão'. */
function sourceText(source: NonNullable<ImportHint['category']>['source']): string {
  return source === 'padrão' ? 'sugestão padrão' : source;
}

/** The file's category, else the one the rules, history or the merchants would give ('Transporte · regra'). */
function categoryText(row: PreviewRow, hint: ImportHint | undefined): string | null {
  if (row.category) return row.category;
  return hint?.category ? `${hint.category.name} · ${sourceText(hint.category.source)}` : null;
}

/**
 * The first rows as they will be imported; a row that repeats an earlier one is highlighted. A table from
 * tablet width up; one block per row on a phone.
 */
export function PreviewTable(props: PreviewProps) {
  return (
    <>
      <MatchSummary {...props} />
      <PreviewList {...props} />
      <div className="hidden overflow-x-auto sm:block">
        <PreviewGrid {...props} />
      </div>
    </>
  );
}

function PreviewList(props: PreviewProps) {
  const { rows, defaultAccountName, hints } = props;
  return (
    <ul aria-label="Pré-visualização das linhas do arquivo" className="-mx-5 sm:hidden">
      {rows.map((row) => {
        const details = [
          formatDateBR(row.date),
          typeLabels[row.type],
          row.account ?? defaultAccountName,
          takesLineCategory(props, row) ? categoryText(row, hints?.get(row.line)) : null,
          row.payee,
        ].filter(Boolean);
        return (
          <li
            key={row.line}
            data-duplicate={row.duplicate || undefined}
            className={cn(
              'flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-2.5 text-sm last:border-0 dark:border-slate-800/70',
              row.duplicate && duplicateTone,
            )}
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                {row.description || '—'}{' '}
                <InstallmentMark row={row} recorded={hints?.get(row.line)?.installmentRecorded} />
              </p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                {transactionLabel(row.position)} · {details.join(' · ')}
              </p>
              {row.duplicate ? <DuplicateBadge /> : null}
              <LineMatchBlock {...props} row={row} />
            </div>
            <SignedAmount row={row} />
          </li>
        );
      })}
    </ul>
  );
}

const th = 'px-2 py-2 font-medium';

function PreviewGrid(props: PreviewProps) {
  const { rows, defaultAccountName, hints, categories, chosen, onChoose } = props;
  return (
    <table className="w-full min-w-[680px] text-left text-sm">
      <caption className="sr-only">Pré-visualização das linhas do arquivo</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className={th}>
            Nº
          </th>
          <th scope="col" className={th}>
            Data
          </th>
          <th scope="col" className={th}>
            Descrição
          </th>
          <th scope="col" className={th}>
            Tipo
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            Valor
          </th>
          <th scope="col" className={th}>
            Conta
          </th>
          <th scope="col" className={th}>
            Categoria
          </th>
          <th scope="col" className={th}>
            Favorecido
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.line}
            data-duplicate={row.duplicate || undefined}
            className={cn(
              'border-b border-slate-100 last:border-0 dark:border-slate-800/70',
              row.duplicate && duplicateTone,
            )}
          >
            <td className="px-2 py-2 text-slate-500 tabular-nums dark:text-slate-400">{row.position}</td>
            <td className="px-2 py-2 whitespace-nowrap tabular-nums">{formatDateBR(row.date)}</td>
            <td className="max-w-[280px] min-w-[180px] px-2 py-2">
              <span className="line-clamp-2 break-words">{row.description || '—'}</span>
              <InstallmentMark row={row} recorded={hints?.get(row.line)?.installmentRecorded} />
              {row.duplicate ? <DuplicateBadge /> : null}
              <LineMatchBlock {...props} row={row} />
            </td>
            <td className="px-2 py-2 whitespace-nowrap">{typeLabels[row.type]}</td>
            <td className="px-2 py-2 text-right">
              <SignedAmount row={row} />
            </td>
            <td className="px-2 py-2">
              {row.account ?? (
                <span className="text-slate-500 dark:text-slate-400">{defaultAccountName}</span>
              )}
            </td>
            <td className="px-2 py-2">
              {!takesLineCategory(props, row)
                ? '—'
                : (row.category ??
                  (row.type !== 'TRANSFER' && categories && onChoose ? (
                    <LineCategory
                      row={row}
                      hint={hints?.get(row.line)}
                      categories={categories}
                      chosen={chosen?.[String(row.line)]}
                      onChoose={onChoose}
                    />
                  ) : (
                    <SuggestedCategory hint={hints?.get(row.line)} />
                  )))}
            </td>
            <td className="px-2 py-2">{row.payee ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Parcela 3/10' beside a card statement's installment line, and 'já registrada' when it is recorded already. */
function InstallmentMark({
  row,
  recorded,
}: {
  row: { installment?: { number: number; count: number } };
  recorded: boolean | undefined;
}) {
  return row.installment ? (
    <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-300">
      Parcela {row.installment.number}/{row.installment.count}
      {recorded ? ' · já registrada' : ''}
    </span>
  ) : null;
}

/**
 * A line the file leaves without a category: the one the import would give it (from a rule or history) chosen
 * already, which the person may change, or set to none.
 */
function LineCategory({
  row,
  hint,
  categories,
  chosen,
  onChoose,
}: {
  row: PreviewRow;
  hint: ImportHint | undefined;
  categories: readonly Category[];
  chosen: number | null | undefined;
  onChoose: (line: number, categoryId: number | null) => void;
}) {
  const suggested = hint?.category?.id ?? null;
  const value = chosen === undefined ? suggested : chosen;
  return (
    <div className="flex flex-col gap-0.5">
      <select
        aria-label={`Categoria do ${transactionLabel(row.position).toLowerCase()}`}
        className="h-8 max-w-[180px] rounded-md border border-slate-300 bg-white px-1 text-sm dark:border-slate-700 dark:bg-slate-900"
        value={value === null ? '' : String(value)}
        onChange={(e) => onChoose(row.line, e.target.value === '' ? null : Number(e.target.value))}
      >
        <CategoryOptions
          categories={categories}
          type={row.type === 'RECEITA' ? 'receita' : 'despesa'}
          placeholder="Sem categoria"
        />
      </select>
      {chosen === undefined && hint?.category ? (
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {hint.category.source === 'padrão' ? 'sugestão padrão' : `sugerida: ${hint.category.source}`}
        </span>
      ) : null}
    </div>
  );
}

/** A category the import would set, said as such; a dash when none. */
function SuggestedCategory({ hint }: { hint: ImportHint | undefined }) {
  if (!hint?.category) return <>—</>;
  return (
    <span className="text-slate-600 dark:text-slate-300">
      {hint.category.name}{' '}
      <span className="text-xs text-slate-500 dark:text-slate-400">({sourceText(hint.category.source)})</span>
    </span>
  );
}
