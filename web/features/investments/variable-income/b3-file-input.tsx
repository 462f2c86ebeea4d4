import { FileUp } from 'lucide-react';
import { useId } from 'react';

/** The browser's own file button speaks the browser's language; this one speaks Portuguese. */
const chooseClass =
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 ' +
  'text-sm font-medium text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 ' +
  'focus-within:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** 'Planilha da B3 (.xlsx)': 'Escolher arquivo' and the name of the one chosen. */
export function B3FileInput({
  file,
  onChoose,
  disabled,
  describedBy,
}: {
  file: File | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
  /** The dialog's help, read with the button. */
  describedBy: string;
}) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Planilha da B3 (.xlsx)
      </span>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <label className={chooseClass}>
          <FileUp size={16} aria-hidden /> Escolher arquivo
          <input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              // The same file chosen again after a refusal still fires a change.
              event.target.value = '';
              onChoose(chosen);
            }}
          />
        </label>
        <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400" data-testid="b3-file">
          {file ? file.name : 'Nenhum arquivo escolhido'}
        </span>
      </div>
    </div>
  );
}
