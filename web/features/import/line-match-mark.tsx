import { Link } from 'react-router';
import type { LineMatch, LineMatchChoice, LineMatchKind } from '../../../common/contract/import';
import { lineMatchLabel } from '../../../common/contract/import';
import { formatDateBR } from '../../../common/dates';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { choiceOf, matchedRowPath, matchOptions } from './line-matches';

const tones: Record<LineMatchKind, string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  recorded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  recurring: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  transfer: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  installment: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  duplicate: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  ambiguous: 'bg-amber-200 text-amber-900 dark:bg-amber-800/60 dark:text-amber-100',
};

/**
 * A line's mark against what the person has recorded ('Já registrado', 'Paga o gasto fixo Aluguel (novembro)'),
 * the recorded row it matched (a link to it in the list), and the person's override.
 */
export function LineMatchMark({
  line,
  match,
  choice,
  accountId,
  onChoose,
}: {
  line: number;
  match: LineMatch;
  choice: LineMatchChoice | undefined;
  accountId: string;
  onChoose?: ((line: number, choice: LineMatchChoice | undefined) => void) | undefined;
}) {
  const row = match.row;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1" data-testid={`match-${line}`}>
      <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', tones[match.kind])}>
        {lineMatchLabel(match)}
      </span>
      {row ? (
        <Link
          to={matchedRowPath(row, accountId)}
          className={cn('text-xs text-brand-700 underline break-words dark:text-brand-500', focusRing)}
        >
          {formatDateBR(row.date)} · {row.description}
        </Link>
      ) : null}
      {onChoose ? (
        <select
          aria-label={`O que fazer com a linha ${line}`}
          className="h-8 w-full max-w-[160px] rounded-md border border-slate-300 bg-white px-1 text-sm dark:border-slate-700 dark:bg-slate-900"
          value={choice === undefined ? '' : String(choice)}
          onChange={(e) => onChoose(line, choiceOf(e.target.value))}
        >
          {matchOptions(match).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
