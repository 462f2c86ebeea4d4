import { ArrowDown, ArrowUp, Pencil, Play, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Rule } from '../../../common/contract/rules';
import { IconButton } from '../../components/ui/icon-button';
import { RowAction } from '../../components/ui/row-action';

interface Props {
  rule: Rule;
  /** 1 for the rule that runs first. */
  place: number;
  count: number;
  sentence: string;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onApply: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** False in a book the person only reads: the rule and its sentence, without moving, applying or editing. */
  writable: boolean;
}

/** A rule in the list: its place in the order, its name, what it does in a sentence, and its actions. */
export function RuleCard(props: Props) {
  const { rule, place, count, sentence, busy, onMove, onApply, onEdit, onDelete, writable } = props;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="rule-card"
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="p-4 pb-3">
        <div className="flex items-center gap-3">
          <span
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 tabular-nums dark:bg-brand-800/40 dark:text-brand-100"
            title={`Posição ${place}`}
          >
            <span className="sr-only">Posição </span>
            <span data-testid="rule-position">{place}</span>
          </span>
          <h3 id={titleId} className="min-w-0 flex-1 font-semibold break-words">
            {rule.name}
          </h3>
          {writable ? (
            <div className="-my-1 -mr-1 flex shrink-0 gap-0.5">
              <IconButton
                label={`Subir ${rule.name}`}
                title="Subir"
                icon={ArrowUp}
                disabled={busy || place === 1}
                onClick={() => onMove(-1)}
              />
              <IconButton
                label={`Descer ${rule.name}`}
                title="Descer"
                icon={ArrowDown}
                disabled={busy || place === count}
                onClick={() => onMove(1)}
              />
            </div>
          ) : null}
        </div>
        {/* Under the name from sm up; the whole width on a phone, where the sentence needs it. */}
        <p
          data-testid="rule-sentence"
          className="mt-2 text-sm break-words text-slate-600 sm:mt-1 sm:pl-11 dark:text-slate-400"
        >
          {sentence}
        </p>
      </div>
      {writable ? (
        <div className="flex flex-wrap items-center justify-end gap-1 border-t border-slate-100 p-2 dark:border-slate-800">
          <RowAction verb="Aplicar" label={`Aplicar ${rule.name}`} icon={Play} withText onClick={onApply} />
          <RowAction verb="Editar" label={`Editar ${rule.name}`} icon={Pencil} withText onClick={onEdit} />
          <RowAction
            verb="Excluir"
            label={`Excluir ${rule.name}`}
            icon={Trash2}
            tone="danger"
            withText
            disabled={busy}
            onClick={onDelete}
          />
        </div>
      ) : null}
    </article>
  );
}
