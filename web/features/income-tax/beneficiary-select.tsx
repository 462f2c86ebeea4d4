import type { TaxPaymentLine } from '../../../common/contract/income-tax';
import { useAction } from '../../components/ui/use-action';
import { useCanWrite } from '../../entities/book/public';
import { cn } from '../../lib/cn';
import { useSetBeneficiary } from './api/income-tax';
import { personText } from './income-tax-display';
import { muted } from './tax-section';

const selectClass =
  'h-8 rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * Whom an instrução payee's payments were for, the titular or a dependent: the yearly limit applies to each person.
 * A leitor reads it as text.
 */
export function BeneficiarySelect({ line, dependents }: { line: TaxPaymentLine; dependents: number }) {
  const canWrite = useCanWrite();
  const act = useAction();
  const set = useSetBeneficiary();
  const person = line.person ?? 0;
  if (line.payeeId === null) return null;
  if (!canWrite) return <span className={muted}>Para: {personText(person)}</span>;
  const payeeId = line.payeeId;
  const choices = Array.from({ length: Math.max(dependents, person) + 1 }, (_, k) => k);
  return (
    <label className={cn(muted, 'mt-1 flex items-center gap-2')}>
      Para
      <select
        className={selectClass}
        value={person}
        aria-label={`Para quem foi a instrução paga a ${line.name ?? 'este favorecido'}`}
        onChange={(e) =>
          void act({
            work: () => set.mutateAsync({ payee_id: payeeId, person: Number(e.target.value) }),
            done: 'Instrução atribuída',
            failed: 'Erro ao atribuir a instrução. Tente novamente.',
          })
        }
      >
        {choices.map((k) => (
          <option key={k} value={k}>
            {personText(k)}
          </option>
        ))}
      </select>
    </label>
  );
}
