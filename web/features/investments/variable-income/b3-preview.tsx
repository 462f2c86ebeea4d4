import type { Control } from 'react-hook-form';
import {
  VARIABLE_INCOME_KIND_LABELS,
  VARIABLE_INCOME_KINDS,
} from '../../../../common/contract/variable-income';
import type { B3ImportPreview } from '../../../../common/contract/variable-income-b3';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import {
  B3_STATUS_LABELS,
  type B3DisplayLine,
  kindCountsText,
  positionNotes,
  skippedText,
  statusCounts,
} from './b3-import-display';
import type { B3Values, Kinds } from './use-b3-import';

const statusClass: Record<keyof B3ImportPreview['counts'], string> = {
  new: 'text-emerald-700 dark:text-emerald-300',
  recorded: 'text-slate-600 dark:text-slate-400',
  problem: 'text-red-700 dark:text-red-300',
};

type Asset = B3ImportPreview['assets'][number];

/**
 * The preview of a B3 spreadsheet: what it holds, how many lines are new, already recorded or wrong, the kind of
 * each ticker the file does not tell, the prices' day of a Posição, then its lines and what it leaves out.
 */
export function B3Preview({
  data,
  lines,
  asking,
  kinds,
  onKind,
  posicao,
  stale,
  pending,
  control,
}: {
  data: B3ImportPreview;
  lines: readonly B3DisplayLine[];
  asking: readonly Asset[];
  kinds: Kinds;
  onKind: (ticker: string, kind: string) => void;
  posicao: boolean;
  /** The choices changed since this preview. */
  stale: boolean;
  pending: boolean;
  control: Control<B3Values>;
}) {
  return (
    <section aria-label="Prévia da importação" className="flex min-w-0 flex-col gap-3">
      <div>
        <p className="font-semibold" data-testid="b3-file-label">
          Planilha de {data.fileLabel}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="b3-kind-counts">
          {kindCountsText(data)}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2" aria-label="Linhas por situação">
        {statusCounts(data.counts).map((c) => (
          <div
            key={c.status}
            data-testid={`b3-count-${c.status}`}
            className="rounded-lg border border-slate-200 p-2 dark:border-slate-800"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">{c.label}</dt>
            <dd className={cn('money text-lg font-semibold', statusClass[c.status])}>{c.count}</dd>
          </div>
        ))}
      </dl>

      {asking.length > 0 ? (
        <KindChoices asking={asking} kinds={kinds} onKind={onKind} pending={pending} />
      ) : null}

      {posicao ? (
        <div className="sm:max-w-xs">
          <DateField
            control={control}
            name="priceDate"
            label="Data das cotações"
            hint="O fechamento que a planilha de Posição traz"
          />
        </div>
      ) : null}
      {stale ? (
        <p className="text-sm text-amber-800 dark:text-amber-200" role="status">
          As opções mudaram: veja a prévia de novo antes de importar.
        </p>
      ) : null}

      {lines.length > 0 ? <PreviewLines lines={lines} /> : null}

      {positionNotes(data).length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Quantidades diferentes da B3</p>
          <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
            {positionNotes(data).map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {data.skipped.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            Linhas que o Grana não importa ({data.skipped.length})
          </summary>
          <ul className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300" data-testid="b3-skipped">
            {data.skipped.map((s) => (
              <li key={`${s.sheet}-${s.line}`}>{skippedText(s)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** 'O código não diz o tipo destes ativos: escolha-o.': a select for each such ticker. */
function KindChoices({
  asking,
  kinds,
  onKind,
  pending,
}: {
  asking: readonly Asset[];
  kinds: Kinds;
  onKind: (ticker: string, kind: string) => void;
  pending: boolean;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm text-slate-700 dark:text-slate-300">
        O código não diz o tipo destes ativos: escolha-o.
      </legend>
      {asking.map((a) => (
        <SelectField
          key={a.ticker}
          label={`Tipo de ${a.ticker}`}
          value={kinds[a.ticker] ?? a.kind ?? ''}
          disabled={pending}
          onChange={(e) => onKind(a.ticker, e.target.value)}
        >
          <option value="">Selecione o tipo</option>
          {VARIABLE_INCOME_KINDS.map((k) => (
            <option key={k} value={k}>
              {VARIABLE_INCOME_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
      ))}
    </fieldset>
  );
}

/** The spreadsheet's lines, each with its situation (new, already recorded, or its problem). */
function PreviewLines({ lines }: { lines: readonly B3DisplayLine[] }) {
  return (
    <ul
      aria-label="Linhas da planilha"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {lines.map((line) => (
        <li key={line.key} className="px-3 py-2 text-sm" data-testid="b3-line">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0">
              <span className="money">{line.date}</span> · <strong>{line.ticker}</strong> · {line.what}
            </span>
            <span className={cn('text-xs font-medium', statusClass[line.status])}>
              {B3_STATUS_LABELS[line.status]}
            </span>
          </div>
          <div className="money flex flex-wrap justify-between gap-x-3 text-slate-600 dark:text-slate-400">
            <span>{line.quantity !== null ? `Quantidade: ${line.quantity}` : null}</span>
            <span>{line.value}</span>
          </div>
          {line.problem ? <p className="mt-0.5 text-red-700 dark:text-red-300">{line.problem}</p> : null}
        </li>
      ))}
    </ul>
  );
}
