import { useId } from 'react';
import type { DayOrderChoice } from '../../../common/contract/app-import';
import { Alert } from '../../components/ui/alert';

const CHOICES: ReadonlyArray<readonly [DayOrderChoice, string, string]> = [
  ['dia-mes', 'Dia/mês', '08/01 é 8 de janeiro'],
  ['mes-dia', 'Mês/dia', '08/01 é 1º de agosto'],
];

/**
 * The preview's question when every date of the file could be read both ways ('08/01/2017') and neither its dates
 * nor its currency tell: the person answers before importing, and the preview is read again in that order.
 */
export function DayOrderQuestion(props: {
  chosen: DayOrderChoice | null;
  busy: boolean;
  onChoose: (choice: DayOrderChoice) => void;
}) {
  const name = useId();
  return (
    <Alert tone="info" className="mt-3">
      <fieldset disabled={props.busy}>
        <legend className="font-medium">
          As datas deste arquivo podem ser lidas como dia/mês ou como mês/dia. Como o aplicativo as escreve?
        </legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {CHOICES.map(([value, label, example]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={value}
                checked={props.chosen === value}
                onChange={() => props.onChoose(value)}
                className="h-4 w-4 accent-brand-700"
              />
              {label} <span className="text-slate-600 dark:text-slate-400">({example})</span>
            </label>
          ))}
        </div>
      </fieldset>
    </Alert>
  );
}
