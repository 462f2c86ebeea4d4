import { useId, useState } from 'react';
import type { Rule } from '../../../common/contract/rules';
import { firstDayOfMonth } from '../../../common/dates';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { DateTextField } from '../../components/ui/date-field';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useApplyRules, usePreviewRules } from './api/rules';
import { ApplyChangesList } from './apply-changes-list';
import { type ApplyChoice, appliedText, applyBody } from './apply-display';

/**
 * 'Aplicar regras' (rule null: every rule, in order) or one rule's 'Aplicar': the period and whether rows that
 * already have a category count, then a preview of what would change, then the change itself.
 */
export function ApplyRulesDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const toast = useToast();
  const preview = usePreviewRules();
  const apply = useApplyRules();
  const periodName = useId();
  const hintId = useId();
  const [choice, setChoice] = useState<ApplyChoice>(() => ({
    ruleId: rule?.id ?? null,
    period: 'all',
    from: firstDayOfMonth(browserToday()),
    to: browserToday(),
    includeCategorized: false,
  }));
  // A preview answers for the choice it was asked with: changing the choice asks for a new one.
  const choose = (next: Partial<ApplyChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    preview.reset();
  };
  const result = preview.data;
  const error = preview.error ?? apply.error;

  const onApply = async () => {
    try {
      const done = await apply.mutateAsync(applyBody(choice));
      toast(appliedText(done.count));
      onClose();
    } catch {
      // The message shows in the dialog.
    }
  };

  return (
    <Modal
      open
      title={rule ? `Aplicar regra “${rule.name}”` : 'Aplicar regras'}
      onClose={onClose}
      widthClass="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          {/* A preview stands until the choice changes, which clears it and brings this button back. */}
          {result ? null : (
            <Button disabled={preview.isPending} onClick={() => preview.mutate(applyBody(choice))}>
              {preview.isPending ? 'Calculando...' : 'Ver prévia'}
            </Button>
          )}
          {result && result.count > 0 ? (
            <Button disabled={apply.isPending} onClick={() => void onApply()}>
              {apply.isPending ? 'Aplicando...' : 'Aplicar alterações'}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {rule
            ? 'Aplica esta regra às transações já lançadas.'
            : 'Aplica suas regras, na ordem, às transações já lançadas.'}{' '}
          Transferências, aportes e transações divididas ficam como estão.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Período</legend>
          {(
            [
              ['all', 'Todo o histórico'],
              ['range', 'Entre duas datas'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={periodName}
                value={value}
                checked={choice.period === value}
                onChange={() => choose({ period: value })}
                className="h-4 w-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
          {choice.period === 'range' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <DateTextField label="De" value={choice.from} onChange={(from) => choose({ from })} />
              <DateTextField label="Até" value={choice.to} onChange={(to) => choose({ to })} />
            </div>
          ) : null}
        </fieldset>
        <div>
          <Checkbox
            checked={choice.includeCategorized}
            aria-describedby={hintId}
            onChange={(e) => choose({ includeCategorized: e.target.checked })}
          >
            Incluir transações que já têm categoria
          </Checkbox>
          <p id={hintId} className="mt-1 ml-6 text-xs text-slate-500 dark:text-slate-400">
            Sem esta opção, as regras só preenchem transações sem categoria.
          </p>
        </div>
        <FormError message={error ? errorMessage(error, 'Não foi possível aplicar as regras') : null} />
        {result ? <ApplyChangesList result={result} /> : null}
      </div>
    </Modal>
  );
}
